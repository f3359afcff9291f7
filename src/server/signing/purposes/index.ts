import { organizationDocumentsPurpose } from './organizationDocuments';
import type { SubRequestSigningPurposeWire } from '../../../domain/wire/signingWire';
import { additionalDocuments, additionalSigning } from './additionalDocuments';
import { claimConfirmation, claimSigning } from './claimConfirmation';
import type { DealSigning } from './dealSigning';
import { offerAcceptance, offerSigning } from './offerAcceptance';
import { requestApplication } from './requestApplication';
import { chatDocumentPurpose } from './chatDocument';
import { revisionActPurpose } from './revisionAct';
import type { SigningPurpose, SignLinkKind } from './SigningPurpose';

/** Every purpose documents are signed for; a new kind of signed document is one entry here. */
export const signingPurposes: readonly SigningPurpose[] = [requestApplication, organizationDocumentsPurpose, offerAcceptance, claimConfirmation, additionalDocuments, chatDocumentPurpose, revisionActPurpose];

/** The purpose of a stored file's type, or null for a file any valid signature may be kept beside. */
export function purposeOf(type: string): SigningPurpose | null {
  return signingPurposes.find((purpose) => purpose.types.includes(type)) ?? null;
}

/** The signings of a bank's sub-request, by purpose. */
export const dealSignings: Readonly<Record<SubRequestSigningPurposeWire, DealSigning>> = { offer: offerSigning, claim: claimSigning, additional: additionalSigning };

/** The signing a sign link of this kind serves, or null (a request link serves the application). */
export function dealSigningOfLink(kind: SignLinkKind): DealSigning | null {
  return Object.values(dealSignings).find((signing) => signing.linkKind === kind) ?? null;
}
