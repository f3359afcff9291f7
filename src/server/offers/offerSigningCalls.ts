import type { BankSettings } from '../../domain/banks';
import type { DocumentsToSignWire } from '../../domain/wire/signingWire';
import { AppError } from '../http/AppError';
import type { RequestViewer } from '../requests/requestAccess';
import { documentsToSignOf } from '../signing/documentsToSign';
import { offerSigning } from '../signing/purposes/offerAcceptance';
import type { DealFormDeps } from '../signing/purposes/dealSigning';
import { createDealSignLink, type SignLinkWire } from '../signing/signLinks';
import { signingTexts } from '../signing/texts';
import { assertAgentOwner, assertSeen, offerContext, type OfferContext } from './offerContext';
import { offerSigningStatus } from './offerSigning';
import { offerTexts } from './texts';

export interface OfferSigningCallDeps extends DealFormDeps {
  banks: readonly BankSettings[];
  /** PUBLIC_URL: every link handed out starts with it. */
  origin: string;
}

/** The offer's documents to sign with the offer's uuid (the accepted version's). */
export type OfferDocumentsWire = DocumentsToSignWire & { offerUuid: string };

async function seenOffer(deps: OfferSigningCallDeps, viewer: RequestViewer, offerUuid: string): Promise<OfferContext> {
  const context = await offerContext(deps.db, viewer, offerUuid, { lock: false });
  assertSeen(context);
  return context;
}

/**
 * GET /v1/bgrequest/read/offer/{offerUuid}/docstosign: what the acceptance of the bank's offer asks to
 * sign — the platform's acceptance form (formed when missing) and the documents the bank posted with
 * its offer — with their signatures, for the Signing view of the agent or the client.
 */
export async function offerDocumentsToSign(deps: OfferSigningCallDeps, viewer: RequestViewer, offerUuid: string): Promise<OfferDocumentsWire> {
  const context = await seenOffer(deps, viewer, offerUuid);
  return { ...(await documentsToSignOf(deps, offerSigning, context.sub)), offerUuid: context.current.uuid };
}

/** A fresh offer link for the agent who keeps the request, while the offer waits for signing. @throws AppError 403, 409 */
async function offerLinkFor(deps: OfferSigningCallDeps, viewer: RequestViewer, context: OfferContext): Promise<SignLinkWire> {
  assertAgentOwner(context.request, viewer);
  if (context.sub.sub_status !== offerSigningStatus) throw AppError.conflict(signingTexts.offerNotWaiting);
  return createDealSignLink(deps.db, viewer, 'offer', context.request.id, context.sub, deps.banks, deps.origin);
}

/** POST /v2/bgrequest/write/sign-link/offer/{offerUuid}: the agent's offer link (spec-2 §7.7 "agent offer link by offer uuid"). */
export async function offerSignLink(deps: OfferSigningCallDeps, viewer: RequestViewer, offerUuid: string): Promise<SignLinkWire> {
  return offerLinkFor(deps, viewer, await seenOffer(deps, viewer, offerUuid));
}

/**
 * GET /v2/bgrequest/read/request/{requestNumber}/{offerUuid}/agent/sign (spec-2 §7.2; a is the request
 * number, b the offer's uuid): the partner's signing of an offer waiting for signature — the documents
 * and a fresh sign link for the client. An offer of another request is 404.
 */
export async function agentOfferSign(deps: OfferSigningCallDeps, viewer: RequestViewer, requestNumber: number, offerUuid: string): Promise<OfferDocumentsWire & { link: SignLinkWire }> {
  const context = await seenOffer(deps, viewer, offerUuid);
  if (context.request.id !== requestNumber) throw AppError.notFound(offerTexts.offerNotFound);
  const link = await offerLinkFor(deps, viewer, context);
  return { ...(await documentsToSignOf(deps, offerSigning, context.sub)), offerUuid: context.current.uuid, link };
}
