import { pointerToken } from '../progress/readPointer';

/** One entry of the documents step (schemas/steps/documents.schema.json): a document type and its files. */
export interface DocumentEntry {
  readonly docType: string;
  readonly files?: readonly unknown[] | null;
}

/**
 * The uploaded files of a request: the documents step's list of entries, or files keyed by document
 * type as the storage lists them per scope and type (spec-1 §3 Documents).
 */
export type UploadedFiles = readonly DocumentEntry[] | Readonly<Record<string, readonly unknown[] | null | undefined>>;

/** The files of one document type, and the JSON pointer of its file list inside `files`. */
export function filesOf(files: UploadedFiles, docType: string): { readonly files: readonly unknown[]; readonly path: string } {
  if (Array.isArray(files)) {
    const entries = files as readonly DocumentEntry[];
    const index = entries.findIndex((entry) => entry?.docType === docType);
    const list = entries[index]?.files;
    return { files: Array.isArray(list) ? list : [], path: index === -1 ? '' : `/${index}/files` };
  }
  if (files === null || typeof files !== 'object') return { files: [], path: '' };
  const byType = files as Readonly<Record<string, readonly unknown[] | null | undefined>>;
  const list = Object.hasOwn(byType, docType) ? byType[docType] : undefined;
  return { files: Array.isArray(list) ? list : [], path: `/${pointerToken(docType)}` };
}
