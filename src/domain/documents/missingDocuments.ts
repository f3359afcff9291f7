import type { DocumentRequirement } from './documentRequirements';
import { filesOf, type UploadedFiles } from './uploadedFiles';

/** The hint beside a required document without files (spec-2 §5.6). */
export const uploadHint = 'Загрузите';

/** A required document type that has no files yet. */
export interface MissingDocument extends DocumentRequirement {
  /** 'Загрузите', the spec's hint. */
  readonly hint: string;
  /** The whole sentence for an error list: what to upload and who needs it. */
  readonly message: string;
  /** JSON pointer of the type's file list inside `files` ('' when the list has no entry for the type). */
  readonly path: string;
}

function message(requirement: DocumentRequirement): string {
  const banks = requirement.requiredForbanks;
  const who = banks.length === 0 ? '' : `: ${banks.length === 1 ? 'его требует банк' : 'его требуют банки'} ${banks.join(', ')}`;
  return `${uploadHint} документ «${requirement.docName}»${who}`;
}

/**
 * The required document types without a single file (spec-2 §5.6: every document type a selected
 * bank requires must have files), in the order of the requirements.
 * @param files the documents step's entries, or files keyed by document type
 */
export function missingDocuments(requirements: readonly DocumentRequirement[], files: UploadedFiles): MissingDocument[] {
  return requirements.flatMap((requirement) => {
    const found = filesOf(files, requirement.docType);
    if (found.files.length > 0) return [];
    return [{ ...requirement, hint: uploadHint, message: message(requirement), path: found.path }];
  });
}
