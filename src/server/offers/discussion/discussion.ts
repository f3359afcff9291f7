import { sql } from 'kysely';
import { canDiscussWith, canDisscussionOf } from '../../../domain/canDiscuss';
import { postDiscussionMessage } from '../../chat/discussionMessage';
import { discussionState } from '../../../domain/discussionRounds';
import type {
  AgreementParamsWire,
  AgreementParamWire,
  ApprovalCustomersBody,
  ApprovalCustomerWire,
  ApprovalProblemWire,
  ToDiscussionBody,
  ValidateBeforeApprovalBody,
  ValidateBeforeApprovalWire,
} from '../../../domain/wire/offersWire';
import { enqueueBankEvents } from '../../bankGateway/bankOutbox';
import { answerWire, roundsOf } from '../../sending/bankCardFacts';
import type { Db, Executor } from '../../db/schema';
import { AppError } from '../../http/AppError';
import type { RequestViewer } from '../../requests/requestAccess';
import { moscowDate } from '../../requests/moscowDate';
import { moveSubRequest, type MoveDependencies } from '../../subrequests/moveSubRequest';
import { calendarDay, daysBetween } from '../calendar';
import { fromKopecks, moneyText, moneyWords, toKopecks } from '../money';
import { assertOwner } from '../offerContext';
import { currentOffersOf, type OfferRow } from '../offerRecord';
import { bankWire, statusOf } from '../offerView';
import { subRequestContext, subRequestOfBank, type SubRequestContext } from '../subRequestContext';
import { offerTexts } from '../texts';

/** The parameters a bank is asked to agree. */
interface AgreementTerms {
  date_from: string;
  date_to: string;
  sum: number | string;
}

/** Whether the viewer of this context may discuss its draft agreement now: the one rule of src/domain/canDiscuss.ts. */
function discussable(context: SubRequestContext): boolean {
  return canDiscussWith(context.sub, { bank: context.bank, owner: context.request.access === 'owner' });
}

/**
 * Refuses a bank that discusses neither by form nor in its chat, a viewer who does not keep the request,
 * or a status in which the draft cannot be discussed (spec-1 §4), each with its own reason. A chat-type
 * bank takes the same terms under the same condition; they are written into its chat (docs/chat.md).
 * @throws AppError 403, 409
 */
function assertDiscussable(context: SubRequestContext): void {
  if (!canDisscussionOf({ bank: context.bank, owner: true })) throw AppError.conflict(offerTexts.discussNotForm);
  assertOwner(context.request);
  if (!discussable(context)) throw AppError.conflict(offerTexts.discussUnavailable(statusOf(context.sub).status_name));
}

async function currentOffer(db: Executor, context: SubRequestContext): Promise<OfferRow> {
  const found = (await currentOffersOf(db, [String(context.sub.id)])).get(String(context.sub.id));
  if (!found) throw AppError.conflict(offerTexts.noOffer);
  return found.offer;
}

/**
 * What is wrong with the dates and sum asked for, per field: the start not before today (Moscow), the
 * end after the start, the term and the sum not beyond the bank's offer — a bank agrees its own terms
 * or narrower ones.
 */
export function approvalProblems(terms: AgreementTerms, offer: Pick<OfferRow, 'sum' | 'duration'>, today: string): ApprovalProblemWire[] {
  const problems: ApprovalProblemWire[] = [];
  const from = calendarDay(terms.date_from);
  const to = calendarDay(terms.date_to);
  if (from === null) problems.push({ field: 'date_from', message: offerTexts.dateInvalid });
  else if (from < today) problems.push({ field: 'date_from', message: offerTexts.dateFromPast });
  if (to === null) problems.push({ field: 'date_to', message: offerTexts.dateInvalid });
  else if (from !== null && daysBetween(from, to) <= 0) problems.push({ field: 'date_to', message: offerTexts.dateToBeforeFrom });
  else if (from !== null && daysBetween(from, to) > offer.duration) problems.push({ field: 'date_to', message: offerTexts.termAboveOffer(offer.duration) });
  const sum = toKopecks(terms.sum);
  const limit = toKopecks(offer.sum) ?? 0n;
  if (sum === null || sum === 0n) problems.push({ field: 'sum', message: offerTexts.sumInvalid });
  else if (sum > limit) problems.push({ field: 'sum', message: offerTexts.sumAboveOffer(moneyWords(limit)) });
  return problems;
}

/** POST /v2/bgrequest/read/validate/before/approval: the server's check of the dates and sum before the draft goes to the bank. */
export async function validateBeforeApproval(db: Executor, viewer: RequestViewer, body: ValidateBeforeApprovalBody): Promise<ValidateBeforeApprovalWire> {
  const context = await subRequestOfBank(db, viewer, body.request_id, body.fko_uuid);
  assertDiscussable(context);
  const problems = approvalProblems(body, await currentOffer(db, context), moscowDate());
  return { valid: problems.length === 0, problems };
}

async function savedCustomers(db: Executor, subrequestId: string): Promise<ApprovalCustomerWire[] | null> {
  const row = await db.selectFrom('bg_discussion_customers').select('customers').where('subrequest_id', '=', subrequestId).executeTakeFirst();
  return row ? (row.customers as ApprovalCustomerWire[]) : null;
}

/**
 * Saves the customers of a joint request to be agreed with the bank (POST /v2/bgsubrequest/write/approval/customers),
 * replacing the previous list; an empty list removes it. Each INN once, each sum above zero, the total
 * not beyond the offer's sum.
 */
export async function saveApprovalCustomers(db: Db, viewer: RequestViewer, body: ApprovalCustomersBody): Promise<{ customers: ApprovalCustomerWire[] }> {
  return db.transaction().execute(async (trx) => {
    const context = await subRequestContext(trx, viewer, body.subrequest_uuid, { lock: true });
    assertOwner(context.request);
    assertDiscussable(context);
    const offer = await currentOffer(trx, context);
    const seen = new Set<string>();
    let total = 0n;
    const customers = body.customers.map((customer) => {
      if (seen.has(customer.inn)) throw AppError.badRequest(offerTexts.customersDuplicate(customer.inn));
      seen.add(customer.inn);
      const sum = toKopecks(customer.sum);
      if (sum === null || sum === 0n) throw AppError.badRequest(offerTexts.sumInvalid);
      total += sum;
      return { inn: customer.inn, name: customer.name.trim(), sum: fromKopecks(sum) };
    });
    const limit = toKopecks(offer.sum) ?? 0n;
    if (total > limit) throw AppError.badRequest(offerTexts.customersSumAbove(moneyWords(limit)));
    if (customers.length === 0) {
      await trx.deleteFrom('bg_discussion_customers').where('subrequest_id', '=', String(context.sub.id)).execute();
    } else {
      const customersJson = JSON.stringify(customers);
      await trx
        .insertInto('bg_discussion_customers')
        .values({ subrequest_id: context.sub.id, customers: customersJson, updated_by: viewer.userId })
        .onConflict((oc) => oc.column('subrequest_id').doUpdateSet({ customers: customersJson, updated_by: viewer.userId, updated_at: sql<Date>`clock_timestamp()` }))
        .execute();
    }
    return { customers };
  });
}

async function sentParams(db: Executor, context: SubRequestContext): Promise<AgreementParamsWire[]> {
  const rows = await db
    .selectFrom('bg_discussion')
    .select([
      sql<string>`date_from::text`.as('date_from'),
      sql<string>`date_to::text`.as('date_to'),
      sql<string>`sum::text`.as('sum'),
      'comment',
      'customers',
      sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('sent_at'),
    ])
    .where('subrequest_id', '=', String(context.sub.id))
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    subrequestUuid: context.sub.uuid,
    bank: bankWire(context.bank),
    date_from: row.date_from,
    date_to: row.date_to,
    sum: moneyText(row.sum),
    comment: row.comment,
    customers: row.customers as ApprovalCustomerWire[] | null,
    sent_at: row.sent_at,
  }));
}

/**
 * GET /v2/bgsubrequest/read/{subrequestUuid}/agreement/param/{x}: 'current' gives the parameters in force
 * and the starting values of the form; 'history' adds every sending, newest first. Each sending carries
 * the bank's answer to it (`discussionRounds`), and `state` says where the discussion stands.
 */
export async function agreementParam(db: Executor, viewer: RequestViewer, subrequestUuid: string, param: string): Promise<AgreementParamWire> {
  if (param !== 'current' && param !== 'history') throw AppError.notFound(offerTexts.agreementParamUnknown);
  const context = await subRequestContext(db, viewer, subrequestUuid, { lock: false });
  // Each sending with the bank's answer to it, newest first as before.
  const rounds = await roundsOf(db, String(context.sub.id), await sentParams(db, context));
  const sent = rounds.map(({ answer, ...params }) => ({ ...params, answer: answer ? answerWire(answer) : null })).reverse();
  const offer = (await currentOffersOf(db, [String(context.sub.id)])).get(String(context.sub.id))?.offer;
  const current = sent[0] ?? null;
  return {
    can_discuss: discussable(context),
    current,
    defaults: current
      ? { date_from: current.date_from, date_to: current.date_to, sum: current.sum }
      : { date_from: offer?.date_from ?? null, date_to: offer?.date_to ?? null, sum: offer ? moneyText(offer.sum) : null },
    customers: await savedCustomers(db, String(context.sub.id)),
    ...(param === 'history' ? { history: sent } : {}),
    state: discussionState(rounds),
  };
}

/**
 * Sends the draft agreement of a form-type bank to discussion (POST /v1/bgsubrequest/write/{subrequestUuid}/todiscussion),
 * with or without the saved customers list: the terms are checked as before approval, then in one
 * transaction they are written, the sub-request moves by discussion_started ('Согласование проекта')
 * and the bank is told through its outbox.
 */
export async function toDiscussion(db: Db, deps: MoveDependencies, viewer: RequestViewer, subrequestUuid: string, body: ToDiscussionBody): Promise<AgreementParamWire> {
  await db.transaction().execute(async (trx) => {
    const context = await subRequestContext(trx, viewer, subrequestUuid, { lock: true });
    assertOwner(context.request);
    assertDiscussable(context);
    const offer = await currentOffer(trx, context);
    const [problem] = approvalProblems(body, offer, moscowDate());
    if (problem) throw AppError.badRequest(problem.message);
    const customers = body.with_customers ? await savedCustomers(trx, String(context.sub.id)) : null;
    if (body.with_customers && customers === null) throw AppError.badRequest(offerTexts.customersMissing);
    const sum = fromKopecks(toKopecks(body.sum)!);
    const comment = body.comment?.trim() || null;
    await trx
      .insertInto('bg_discussion')
      .values({
        subrequest_id: context.sub.id,
        offer_id: offer.id,
        date_from: body.date_from,
        date_to: body.date_to,
        sum,
        comment,
        customers: customers === null ? null : JSON.stringify(customers),
        created_by: viewer.userId,
      })
      .execute();
    const moved = await moveSubRequest(trx, deps, { kind: 'user', userId: viewer.userId }, { subRequest: context.sub, event: 'discussion_started', comment });
    // A chat-type bank gets the terms in its chat too, where the discussion goes on (docs/chat.md).
    const chatMessageId =
      context.bank.discuss_type === 'chat'
        ? await postDiscussionMessage(trx, deps.hub, viewer, moved, { date_from: body.date_from, date_to: body.date_to, sum: moneyWords(toKopecks(sum)!), comment, customers: customers?.length ?? 0 })
        : null;
    await enqueueBankEvents(trx, [
      {
        bankUuid: moved.bank_uuid,
        subrequestUuid: moved.uuid,
        event: 'discussion_requested',
        payload: { offerUuid: offer.uuid, date_from: body.date_from, date_to: body.date_to, sum, comment, customers, ...(chatMessageId === null ? {} : { via: 'chat', chat_message_id: chatMessageId }) },
      },
    ]);
  });
  return agreementParam(db, viewer, subrequestUuid, 'current');
}
