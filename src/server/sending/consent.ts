import { createHash, randomBytes } from 'node:crypto';
import type { BankSettings } from '../../domain/banks';
import type { ConsentAnswerWire, ConsentLinkWire } from '../../domain/wire/banksWire';
import { enqueueBankEvents, type BankEvent } from '../bankGateway/bankOutbox';
import { requestChangeEvents, requestChangePublication } from '../hub/hubEvents';
import type { Db, Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import type { RequestViewer } from '../requests/requestAccess';
import { nextUpdatedAt } from '../requests/requestRepository';
import { moveSubRequests, type MoveDependencies, type StatusActor } from '../subrequests/moveSubRequest';
import { lockSubRequests } from '../subrequests/subRequestRepository';
import { consentStep } from './nextRequirement';
import { assertOwner, lockSendingRequest } from './sendingRequest';
import { bankOf } from './subRequestView';
import { sendingTexts } from './texts';

/** The path of the public consent page (the browser's route Consent); the token follows it. */
export const consentPagePath = '/consent/';

function hashOf(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * POST /v2/bgrequest/write/{id}/consent/link: a new consent link for the customer. The token is random
 * (32 bytes); only its SHA-256 is stored, so the database never holds a usable link, and a new link
 * replaces the old one.
 */
export async function createConsentLink(db: Db, viewer: RequestViewer, id: number, origin: string): Promise<ConsentLinkWire> {
  return db.transaction().execute(async (trx) => {
    const request = await lockSendingRequest(trx, viewer, id);
    assertOwner(request);
    const token = randomBytes(32).toString('base64url');
    await trx.updateTable('bg_request').set({ consent_token_hash: hashOf(token), updated_at: nextUpdatedAt }).where('id', '=', id).execute();
    return { url: `${origin}${consentPagePath}${token}`, token };
  });
}

/**
 * Records the consent and moves every sub-request waiting for it (wait_confirm_data) on to the bank's
 * next requirement: the operator's verification, the customer's signature, or the bank itself.
 */
async function applyConsent(trx: Executor, deps: MoveDependencies, actor: StatusActor, requestId: number, banks: readonly BankSettings[]): Promise<ConsentAnswerWire> {
  const request = await trx
    .updateTable('bg_request')
    .set((eb) => ({ consent_given_at: eb.fn.coalesce('consent_given_at', eb.fn<Date>('clock_timestamp', [])), updated_at: nextUpdatedAt }))
    .where('id', '=', requestId)
    .returning(['id', 'uuid', 'consent_given_at', 'signed_at', 'organization_uuid', 'client_organization_uuid', 'created_by', 'manager_user_id'])
    .executeTakeFirstOrThrow();
  const waiting = (await lockSubRequests(trx, requestId)).filter((row) => row.sub_status === 'wait_confirm_data');
  const steps = waiting.map((row) => ({ row, bank: bankOf(banks, row.bank_uuid), step: consentStep(bankOf(banks, row.bank_uuid), { signed: request.signed_at !== null }) }));
  const moved = await moveSubRequests(
    trx,
    deps,
    actor,
    steps.map(({ row, step }) => ({ subRequest: row, event: step.event, set: step.set })),
  );
  const events: BankEvent[] = [];
  steps.forEach(({ bank, step }, index) => {
    if (step.target === 'sent') events.push({ bankUuid: bank.uuid, subrequestUuid: moved[index]!.uuid, event: 'subrequest_sent', payload: { request_id: Number(request.id), request_uuid: request.uuid } });
  });
  await enqueueBankEvents(trx, events);
  // The agent's views change even when no bank was waiting (a consent given while filling in the request).
  await deps.hub.publishAll([requestChangePublication(request, requestChangeEvents.consentGiven)], trx);
  return {
    request_id: Number(request.id),
    consent_given_at: new Date(request.consent_given_at ?? Date.now()).toISOString(),
    moved: moved.map((row) => ({ subrequestUuid: row.uuid, bank_uuid: row.bank_uuid, sub_status: row.sub_status })),
  };
}

/**
 * POST /v2/consent/write/{token}: the customer consents by the link, without signing in. A token that
 * matches no request is 404; using the link again answers the same consent and moves nothing twice.
 */
export async function giveConsentByToken(db: Db, deps: MoveDependencies, token: string, banks: readonly BankSettings[]): Promise<ConsentAnswerWire> {
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) throw AppError.notFound(sendingTexts.consentNotFound);
  return db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom('bg_request').select('id').where('consent_token_hash', '=', hashOf(token)).forUpdate().executeTakeFirst();
    if (!found) throw AppError.notFound(sendingTexts.consentNotFound);
    return applyConsent(trx, deps, { kind: 'user', userId: null }, Number(found.id), banks);
  });
}

/**
 * POST /v2/bgrequest/write/{id}/consent: a user of the client organisation consents in the app
 * (spec-2 §5.7: consent needs no electronic signature). The agent cannot consent for the customer.
 */
export async function giveConsentInApp(db: Db, deps: MoveDependencies, viewer: RequestViewer, id: number, banks: readonly BankSettings[]): Promise<ConsentAnswerWire> {
  return db.transaction().execute(async (trx) => {
    await lockSendingRequest(trx, viewer, id);
    if (viewer.actor !== 'client') throw AppError.forbidden(sendingTexts.clientOnly);
    return applyConsent(trx, deps, { kind: 'user', userId: viewer.userId }, id, banks);
  });
}
