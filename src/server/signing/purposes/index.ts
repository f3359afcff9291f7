import { organizationDocumentsPurpose } from './organizationDocuments';
import { requestApplication } from './requestApplication';
import type { SigningPurpose } from './SigningPurpose';

/** Every purpose documents are signed for; a new kind of signed document is one entry here. */
export const signingPurposes: readonly SigningPurpose[] = [requestApplication, organizationDocumentsPurpose];

/** The purpose of a stored file's type, or null for a file any valid signature may be kept beside. */
export function purposeOf(type: string): SigningPurpose | null {
  return signingPurposes.find((purpose) => purpose.types.includes(type)) ?? null;
}
