import { sql } from 'kysely';
import { statusEngine } from '../../domain/statusEngine';
import type { ClaimChangesBody, ClaimDocumentsWire, ClaimPageWire, ClaimStatusWire, ClaimWire, CommissionForChangesWire } from '../../domain/wire/offersWire';
import { enqueueBankEvents } from '../bankGateway/bankOutbox';
import type { ClaimStatus, Db, Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import { calendarDay, daysBetween } from '../offers/calendar';
import { fromKopecks, moneyText, toKopecks } from '../offers/money';
import { bankWire, statusOf } from '../offers/offerView';
import { subRequestContext, type SubRequestContext } from '../offers/subRequestContext';
import type { RequestViewer } from '../requests/requestAccess';
import { getRequestForUser } from '../requests/requestRepository';
import { moscowDate } from '../requests/moscowDate';
import { isUuid } from '../../domain/isUuid';
import { moveSubRequest, type MoveDependencies } from '../subrequests/moveSubRequest';
import { commissionForChanges } from './commissionForChanges';
import { issuedGuarantee } from './issuedGuarantee';
import { claimTexts } from './texts';
import type { BankSettings } from '../../domain/banks';
import { bankShortName } from '../../domain/bankShortName';
import { documentsToSignWire } from '../signing/dealDocuments';
import { documentsToSignOf } from '../signing/documentsToSign';
import type { DealFormDeps } from '../signing/purposes/dealSigning';
import { claimSigning } from '../signing/purposes/claimConfirmation';
import { createDealSignLink, type SignLinkWire } from '../signing/signLinks';
import { signingTexts } from '../signing/texts';
import { subRequestColumns } from '../subrequests/subRequestRecord';
import { claimDocumentsOf, claimWaitsForClient, latestClaimOf } from './claimSigning';

const iso = (column: string) => sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Why no claim may be sent now, or null: an active claim, then the checks of spec-1 §4 "Claims" in config order. */
function claimRefusal(context: SubRequestContext, today: string): string | null {
  if (context.sub.has_active_claim) return claimTexts.activeClaim;
  const verdict = statusEngine.canClaim({ ...context.sub, date_to: context.dateTo }, context.bank, today);
  return verdict.allowed ? null : verdict.message;
}

async function claimsOf(db: Executor, subrequestId: string): Promise<ClaimWire[]> {
  const rows = await db
    .selectFrom('bg_claim')
    .select(['uuid', 'status', 'changes', 'bank_answer', sql<string | null>`commission::text`.as('commission'), iso('created_at').as('created_at'), iso('updated_at').as('updated_at')])
    .where('subrequest_id', '=', subrequestId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    uuid: row.uuid,
    status: row.status as ClaimStatusWire,
    status_name: claimTexts.statusNames[row.status as ClaimStatus],
    changes: row.changes as unknown as ClaimWire['changes'],
    commission: row.commission === null ? null : moneyText(row.commission),
    bank_answer: row.bank_answer,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }));
}

/** The claim page of a bank (GET /v1/bgsubrequest/read/{subrequestUuid}/claim): the issued guarantee, whether a claim may be sent and why not, the claims so far. */
export async function claimPage(db: Executor, viewer: RequestViewer, subrequestUuid: string): Promise<ClaimPageWire> {
  const context = await subRequestContext(db, viewer, subrequestUuid, { lock: false });
  const guarantee = await issuedGuarantee(db, context);
  const refusal = claimRefusal(context, moscowDate());
  return {
    subrequestUuid: context.sub.uuid,
    requestId: context.request.id,
    bank: bankWire(context.bank),
    sub_status: context.sub.sub_status,
    ...statusOf(context.sub),
    guarantee: guarantee ? { sum: guarantee.sum, date_from: guarantee.date_from, date_to: guarantee.date_to, commission: guarantee.commission } : null,
    can_claim: refusal === null,
    refusal,
    has_active_claim: context.sub.has_active_claim,
    claims: await claimsOf(db, String(context.sub.id)),
  };
}

interface CheckedClaim {
  changes: { sum?: string; date_to?: string; text: string };
  quote: CommissionForChangesWire;
}

/** The claim's changes read against the issued guarantee, and the commission for them. @throws AppError 409 for a refused claim, 400 for bad changes */
async function checkedClaim(db: Executor, context: SubRequestContext, body: ClaimChangesBody): Promise<CheckedClaim> {
  const today = moscowDate();
  const refusal = claimRefusal(context, today);
  if (refusal !== null) throw AppError.conflict(refusal);
  const guarantee = await issuedGuarantee(db, context);
  if (!guarantee) throw AppError.conflict(claimTexts.noGuarantee);
  const text = body.text.trim();
  if (text === '') throw AppError.badRequest(claimTexts.textRequired);
  const oldSum = toKopecks(guarantee.sum)!;
  let newSum = oldSum;
  if (body.sum !== undefined) {
    const parsed = toKopecks(body.sum);
    if (parsed === null || parsed === 0n) throw AppError.badRequest(claimTexts.sumInvalid);
    newSum = parsed;
  }
  let newDateTo = guarantee.date_to;
  if (body.date_to !== undefined) {
    const day = calendarDay(body.date_to);
    if (day === null) throw AppError.badRequest(claimTexts.dateInvalid);
    if (day < today) throw AppError.badRequest(claimTexts.datePast);
    if (guarantee.date_from && daysBetween(guarantee.date_from, day) <= 0) throw AppError.badRequest(claimTexts.dateBeforeStart);
    newDateTo = day;
  }
  const quote = commissionForChanges({
    sum: oldSum,
    dateFrom: guarantee.date_from,
    dateTo: guarantee.date_to,
    duration: guarantee.duration,
    commission: toKopecks(guarantee.commission)!,
    newSum,
    newDateTo,
  });
  return {
    changes: { ...(body.sum !== undefined ? { sum: fromKopecks(newSum) } : {}), ...(body.date_to !== undefined && newDateTo ? { date_to: newDateTo } : {}), text },
    quote,
  };
}

/** The commission for the changes a claim would ask (POST /v1/bgsubrequest/read/comission/forchanges); nothing is written. */
export async function quoteClaimCommission(db: Executor, viewer: RequestViewer, body: ClaimChangesBody): Promise<CommissionForChangesWire> {
  const context = await subRequestContext(db, viewer, body.subrequest_uuid, { lock: false });
  return (await checkedClaim(db, context, body)).quote;
}

/**
 * Sends a claim for changes of an issued guarantee (POST /v1/bgrequest/write/bgrequest/claim), by the
 * agent or the client: in one transaction the claim is written with its commission, the sub-request
 * moves by claim_sent and is marked has_active_claim, and the bank is told through its outbox. A second
 * claim while one is active is refused (409), so a double click sends one.
 */
export async function sendClaim(db: Db, deps: MoveDependencies, viewer: RequestViewer, body: ClaimChangesBody): Promise<ClaimWire> {
  const uuid = await db.transaction().execute(async (trx) => {
    const context = await subRequestContext(trx, viewer, body.subrequest_uuid, { lock: true });
    const { changes, quote } = await checkedClaim(trx, context, body);
    const claim = await trx
      .insertInto('bg_claim')
      .values({ subrequest_id: context.sub.id, changes: JSON.stringify(changes), commission: quote.commission, created_by: viewer.userId })
      .returning('uuid')
      .executeTakeFirstOrThrow();
    const moved = await moveSubRequest(trx, deps, { kind: 'user', userId: viewer.userId }, { subRequest: context.sub, event: 'claim_sent', comment: changes.text, set: { has_active_claim: true } });
    await enqueueBankEvents(trx, [{ bankUuid: moved.bank_uuid, subrequestUuid: moved.uuid, event: 'claim_sent', payload: { claimUuid: claim.uuid, changes, commission: quote.commission } }]);
    return claim.uuid;
  });
  const context = await subRequestContext(db, viewer, body.subrequest_uuid, { lock: false });
  const claim = (await claimsOf(db, String(context.sub.id))).find((item) => item.uuid === uuid);
  return claim!;
}

/** The claim with its sub-request, as the viewer may see it. @throws AppError 404 */
async function visibleClaim(db: Executor, viewer: RequestViewer, claimUuid: string) {
  if (!isUuid(claimUuid)) throw AppError.notFound(claimTexts.claimNotFound);
  const claim = await db
    .selectFrom('bg_claim as c')
    .innerJoin('bg_subrequest as s', 's.id', 'c.subrequest_id')
    .select(['c.id', 'c.subrequest_id', 'c.created_at', 's.request_id', 's.uuid as subrequest_uuid'])
    .where('c.uuid', '=', claimUuid)
    .executeTakeFirst();
  if (!claim) throw AppError.notFound(claimTexts.claimNotFound);
  const request = await getRequestForUser(db, viewer, Number(claim.request_id));
  const sub = await db.selectFrom('bg_subrequest').select(subRequestColumns).where('uuid', '=', claim.subrequest_uuid).executeTakeFirstOrThrow();
  return { claim, request, sub };
}

/**
 * Documents of a claim (GET /v1/claim/read/docstosign/{claimUuid}): the documents the bank posted on
 * it since it was sent (`documents`, as before), and `signing` — what the client signs to confirm the
 * changes once the bank approved them: the platform's confirmation (formed when first read) and those
 * documents, each with its signatures, whether the bank waits for them, whether it is done. A claim
 * that is not the newest shows its own documents without forming anything.
 * @throws AppError 404 'Претензия не найдена', or 'Заявка не найдена' for another organisation's request
 */
export async function claimDocuments(deps: DealFormDeps, viewer: RequestViewer, claimUuid: string): Promise<ClaimDocumentsWire> {
  const { db } = deps;
  const { claim, sub } = await visibleClaim(db, viewer, claimUuid);
  const next = await db.selectFrom('bg_claim').select('created_at').where('subrequest_id', '=', String(claim.subrequest_id)).where('id', '>', claim.id).orderBy('id').executeTakeFirst();
  let documentsQuery = db
    .selectFrom('bg_bank_document')
    .select(['uuid', 'name', 'file_uuid', iso('created_at').as('created_at')])
    .where('subrequest_id', '=', String(claim.subrequest_id))
    .where('kind', '=', 'claim_document')
    .where('created_at', '>=', claim.created_at);
  if (next) documentsQuery = documentsQuery.where('created_at', '<', next.created_at);
  const documents = await documentsQuery.orderBy('id').execute();
  const signing = next
    ? await (async () => {
        const own = (await claimDocumentsOf(db, sub, claim)).filter((document) => document.created_at < next.created_at.toISOString());
        return { purpose: 'claim' as const, request_id: Number(sub.request_id), subrequest_uuid: sub.uuid, bank: { uuid: sub.bank_uuid, name: bankShortName(sub.bank_uuid, sub.bank_uuid) }, waiting: false, completed: own.length > 0 && own.every((document) => document.signed), documents: await documentsToSignWire(db, own) };
      })()
    : await documentsToSignOf(deps, claimSigning, sub);
  return { claimUuid, documents, signing };
}

/**
 * POST /v2/bgrequest/write/sign-link/claim/{claimUuid} (spec-2 §7.7 "agent claim link"): a link for the
 * client to confirm the changes of a claim the bank approved, made by the organisation keeping the
 * request. @throws AppError 409 when the claim does not wait for the client
 */
export async function claimSignLink(deps: DealFormDeps & { banks: readonly BankSettings[]; origin: string }, viewer: RequestViewer, claimUuid: string): Promise<SignLinkWire> {
  const { request, sub } = await visibleClaim(deps.db, viewer, claimUuid);
  const latest = await latestClaimOf(deps.db, sub.id);
  if (latest?.uuid !== claimUuid || !claimWaitsForClient(sub, latest)) throw AppError.conflict(signingTexts.claimNotWaiting);
  return createDealSignLink(deps.db, viewer, 'claim', request.id, sub, deps.banks, deps.origin);
}
