import type { FastifyInstance } from 'fastify';
import { banksConfig, type BankSettings } from '../../../src/domain/banks';
import { moveSubRequest, type StatusActor } from '../../../src/server/subrequests/moveSubRequest';
import { ensureSubRequests, lockSubRequest } from '../../../src/server/subrequests/subRequestRepository';
import type { RequestRecord } from '../../../src/server/requests/requestRecord';
import { makeReadonly, newRequest, type Member } from '../requests/requestFixtures';

/** A shipped bank by its internal name. */
export function bank(internalName: string): BankSettings {
  const found = banksConfig.banks.find((item) => item.internal_name === internalName);
  if (!found) throw new Error(`no shipped bank ${internalName}`);
  return found;
}

/** Sberbank: a form-type bank with claims, digital and paper (courier at 1000 ₽, pickup office). */
export const sber = bank('sberbank');
/** Zenit: a chat-type partner bank that shows the "invoice dated today" flag, digital only. */
export const zenit = bank('zenit');
/** Kuban Kredit: neither a digital guarantee nor delivery. */
export const kuban = bank('kubankredit');

/** Moves a sub-request through events as the given actor (a bank by default), each in its own transaction. */
export async function moveThrough(app: FastifyInstance, subUuid: string, events: readonly string[], actor: StatusActor = { kind: 'bank' }): Promise<void> {
  for (const event of events) {
    await app.database.db.transaction().execute(async (trx) => {
      const sub = await lockSubRequest(trx, subUuid);
      await moveSubRequest(trx, { hub: app.hub }, actor, { subRequest: sub, event });
    });
  }
}

export interface OfferTerms {
  bankCommission?: string;
  commission?: string;
  sum?: string;
  duration?: number;
  dateFrom?: string | null;
  dateTo?: string | null;
}

/** Writes the bank's next offer version (as the bank API will), without moving the status. */
export async function insertOffer(app: FastifyInstance, subUuid: string, terms: OfferTerms = {}): Promise<string> {
  const db = app.database.db;
  const sub = await db.selectFrom('bg_subrequest').select('id').where('uuid', '=', subUuid).executeTakeFirstOrThrow();
  const last = await db.selectFrom('bg_offer').select((eb) => eb.fn.max('version').as('max')).where('subrequest_id', '=', String(sub.id)).executeTakeFirst();
  const row = await db
    .insertInto('bg_offer')
    .values({
      subrequest_id: sub.id,
      version: Number(last?.max ?? 0) + 1,
      source: 'bank',
      bank_commission: terms.bankCommission ?? '50000.00',
      commission: terms.commission ?? terms.bankCommission ?? '50000.00',
      sum: terms.sum ?? '1000000.00',
      duration: terms.duration ?? 365,
      date_from: terms.dateFrom === undefined ? '2026-12-01' : terms.dateFrom,
      date_to: terms.dateTo === undefined ? '2027-11-30' : terms.dateTo,
    })
    .returning('uuid')
    .executeTakeFirstOrThrow();
  return row.uuid;
}

export interface RequestWithOffer {
  request: RequestRecord;
  subUuid: string;
  offerUuid: string;
}

/**
 * A request of the member's organisation sent to one bank, which answered with an offer: the
 * sub-request is in offer_wait_approve with version 1 of the bank's offer. `client` makes the request
 * for that client organisation, so its users see it.
 */
export async function requestWithOffer(app: FastifyInstance, member: Member, options: { bank?: BankSettings; client?: Member; terms?: OfferTerms } = {}): Promise<RequestWithOffer> {
  const request = await newRequest(app, member, options.client ? { client_organization_uuid: options.client.organizationUuid } : {});
  await makeReadonly(app, request.id);
  const [sub] = await app.database.db.transaction().execute((trx) => ensureSubRequests(trx, request.id, [(options.bank ?? sber).uuid]));
  await moveThrough(app, sub!.uuid, ['send'], { kind: 'user', userId: member.viewer.userId });
  const offerUuid = await insertOffer(app, sub!.uuid, options.terms);
  await moveThrough(app, sub!.uuid, ['offer']);
  return { request, subUuid: sub!.uuid, offerUuid };
}

/** The bank's path from an accepted offer to the issued guarantee. */
export const toGuaranteeIssued = ['payment_requested', 'payment_received', 'guarantee_creating', 'guarantee_sent'] as const;
