import { pointerToken } from '../progress/readPointer';
import type { DocumentRequirement } from './documentRequirements';

/** The hint beside a required document without files (spec-2 §5.6). */
export const uploadHint = 'Загрузите';

/** A required document type that has no files yet. */
export interface MissingDocument extends DocumentRequirement {
  /** 'Загрузите', the spec's hint. */
  readonly hint: string;
  /** The whole sentence for an error list: what to upload and who needs it. */
  readonly message: string;
  /** JSON pointer of the type's file list in the documents step's data. */
  readonly path: string;
}

/** The uploaded files of a request by document type (spec-1 §3 Documents). */
export type FilesByType = Readonly<Record<string, readonly unknown[] | null | undefined>>;

function message(requirement: DocumentRequirement): string {
  const banks = requirement.requiredForbanks;
  const who = banks.length === 0 ? '' : `: ${banks.length === 1 ? 'его требует банк' : 'его требуют банки'} ${banks.join(', ')}`;
  return `${uploadHint} документ «${requirement.docName}»${who}`;
}

/**
 * The required document types without a single file (spec-2 §5.6: every document type a selected
 * bank requires must have files), in the order of the requirements.
 */
export function missingDocuments(requirements: readonly DocumentRequirement[], files: FilesByType): MissingDocument[] {
  return requirements
    .filter((requirement) => {
      const list = Object.hasOwn(files, requirement.docType) ? files[requirement.docType] : undefined;
      return !Array.isArray(list) || list.length === 0;
    })
    .map((requirement) => ({
      ...requirement,
      hint: uploadHint,
      message: message(requirement),
      path: `/${pointerToken(requirement.docType)}`,
    }));
}
