import type { BankSettings } from '../../domain/banks';
import type { DocumentsToSignWire } from '../../domain/wire/signingWire';
import { AppError } from '../http/AppError';
import { subRequestContext } from '../offers/subRequestContext';
import type { RequestViewer } from '../requests/requestAccess';
import { additionalDocumentsOf, pendingAdditional } from './additionalDocuments';
import { documentsToSignOf } from './documentsToSign';
import { additionalSigning } from './purposes/additionalDocuments';
import type { DealFormDeps } from './purposes/dealSigning';
import { createDealSignLink, type SignLinkWire } from './signLinks';
import { storeSignatures, type SignatureDeps } from './storeSignature';
import { signingTexts } from './texts';

/** One signature of POST /v2/bgrequest/write/client/sign/additional/docs/{id}. */
export interface AdditionalSignature {
  file_uuid: string;
  signature: string;
  is_attached?: boolean;
}

/**
 * GET /v2/bgrequest/read/client/sign/additional/docs/{subrequestUuid}: the documents the bank gave the
 * client to sign on this deal (bank API kind additional_document), with their signatures, and whether
 * the bank waits for some of them.
 */
export async function additionalDocumentsToSign(deps: DealFormDeps, viewer: RequestViewer, subrequestUuid: string): Promise<DocumentsToSignWire> {
  const context = await subRequestContext(deps.db, viewer, subrequestUuid, { lock: false });
  return documentsToSignOf(deps, additionalSigning, context.sub);
}

/**
 * POST /v2/bgrequest/write/client/sign/additional/docs/{subrequestUuid} {signatures: [{file_uuid,
 * signature, is_attached?}]}: the client (or the agent for him) hands in the signatures of the bank's
 * additional documents at once. Each is verified as POST /v1/storage/write/signature verifies it, all
 * are kept in one transaction, and once the documents the bank waits for are all signed it gets
 * documents_signed. A file that is not one of these documents is 400 and nothing is kept.
 */
export async function signAdditionalDocuments(deps: SignatureDeps, viewer: RequestViewer, subrequestUuid: string, signatures: readonly AdditionalSignature[]): Promise<DocumentsToSignWire> {
  if (signatures.length === 0) throw AppError.badRequest(signingTexts.noSignatures);
  const context = await subRequestContext(deps.db, viewer, subrequestUuid, { lock: false });
  const documents = await additionalDocumentsOf(deps.db, context.sub);
  if (signatures.some((item) => !documents.some((document) => document.uuid === item.file_uuid))) throw AppError.badRequest(signingTexts.notAdditional);
  await storeSignatures(
    deps,
    { kind: 'user', viewer },
    signatures.map((item) => ({ file_uuid: item.file_uuid, signature: item.signature, is_attached: item.is_attached ?? false, scope: 'additional' })),
  );
  return documentsToSignOf(deps, additionalSigning, context.sub);
}

/**
 * POST /v2/bgrequest/write/sign-link/additional/{subrequestUuid} (spec-2 §7.7 "additional documents
 * sign link"): a link for the client to sign the bank's additional documents without an account.
 * @throws AppError 409 when the bank waits for no signature
 */
export async function additionalSignLink(deps: DealFormDeps & { banks: readonly BankSettings[]; origin: string }, viewer: RequestViewer, subrequestUuid: string): Promise<SignLinkWire> {
  const context = await subRequestContext(deps.db, viewer, subrequestUuid, { lock: false });
  if (pendingAdditional(await additionalDocumentsOf(deps.db, context.sub)).length === 0) throw AppError.conflict(signingTexts.additionalNothing);
  return createDealSignLink(deps.db, viewer, 'additional', context.request.id, context.sub, deps.banks, deps.origin);
}
