import { sql } from 'kysely';
import { isUuid } from '../../domain/isUuid';
import type { BankSettings } from '../../domain/banks';
import type { Executor } from '../db/schema';
import { reachedBank } from '../bankGateway/bankSubRequestView';
import { bankOf } from '../sending/subRequestView';
import { chatServerTexts } from './texts';

/** A chat row with what its readers need of its sub-request. */
export interface ChatRow {
  id: string;
  uuid: string;
  request_id: string;
  subrequest_id: string | null;
  kind: 'request' | 'bank';
}

const chatColumns = ['c.id', 'c.uuid', 'c.request_id', 'c.subrequest_id', 'c.kind'] as const;

/** A revision act's chat (docs/revisions.md) has no request: the request chats' readers never see it. */
const requestChatKinds = ['request', 'bank'] as const;
type RequestChatColumns = { kind: 'request' | 'bank'; request_id: string };

function toChatRow(row: { id: string | number; uuid: string; request_id: string | number; subrequest_id: string | number | null; kind: 'request' | 'bank' }): ChatRow {
  return { ...row, id: String(row.id), request_id: String(row.request_id), subrequest_id: row.subrequest_id === null ? null : String(row.subrequest_id) };
}

/** The chat with this uuid, or null (a malformed uuid names none). */
export async function findChat(db: Executor, uuid: string): Promise<ChatRow | null> {
  if (!isUuid(uuid)) return null;
  const row = await db.selectFrom('chat as c').select(chatColumns).where('c.uuid', '=', uuid).where('c.kind', 'in', requestChatKinds).$narrowType<RequestChatColumns>().executeTakeFirst();
  return row ? toChatRow(row) : null;
}

/** The chats of a request, the request's own first. */
export async function chatsOfRequest(db: Executor, requestId: number | string): Promise<ChatRow[]> {
  const rows = await db.selectFrom('chat as c').select(chatColumns).where('c.request_id', '=', String(requestId)).where('c.kind', 'in', requestChatKinds).$narrowType<RequestChatColumns>().orderBy(sql`c.subrequest_id is not null`).orderBy('c.id').execute();
  return rows.map(toChatRow);
}

/**
 * The chat of a sub-request with its bank, made when first needed (a demand, a bank's message, a
 * discussion); the demand messages it lacks are written too.
 */
export async function ensureSubRequestChat(db: Executor, sub: { id: string | number; request_id: string | number }, banks: readonly BankSettings[]): Promise<ChatRow> {
  await sql`insert into chat (request_id, subrequest_id, kind) values (${String(sub.request_id)}, ${String(sub.id)}, 'bank') on conflict do nothing`.execute(db);
  const row = await db.selectFrom('chat as c').select(chatColumns).where('c.subrequest_id', '=', String(sub.id)).$narrowType<RequestChatColumns>().executeTakeFirstOrThrow();
  await syncDemandMessages(db, row.request_id, banks);
  return toChatRow(row);
}

/**
 * Makes the chats a request shows (GET /v1/chat/read/list/{id}): its own, and one for every
 * sub-request that reached its bank (was ever "sent"; the bank knows nothing of the others). Chats
 * made earlier for other sub-requests (an operator's demand during verification) stay. Idempotent and
 * safe for two readers at once (on conflict do nothing).
 */
export async function ensureRequestChats(db: Executor, requestId: number, banks: readonly BankSettings[]): Promise<void> {
  await sql`insert into chat (request_id, kind) values (${String(requestId)}, 'request') on conflict do nothing`.execute(db);
  await sql`
    insert into chat (request_id, subrequest_id, kind)
    select s.request_id, s.id, 'bank' from bg_subrequest as s
    where s.request_id = ${String(requestId)} and ${reachedBank}
      and not exists (select 1 from chat as c where c.subrequest_id = s.id)
    on conflict do nothing`.execute(db);
  await syncDemandMessages(db, requestId, banks);
}

/** Who a demand message is from: the bank by its name, or the platform's operator. */
export function demandAuthorName(kind: 'bank' | 'admin', bank: BankSettings): string {
  return kind === 'bank' ? bank.bank_name || bank.short_name : chatServerTexts.operatorName;
}

/**
 * Writes the demand messages the chats of a request lack: demands made before the chat existed (the
 * demo's history, a bulk seed, a demand of the operator during verification). New demands write their
 * message themselves, in their own transaction.
 */
export async function syncDemandMessages(db: Executor, requestId: number | string, banks: readonly BankSettings[]): Promise<void> {
  const missing = await db
    .selectFrom('bg_demand as d')
    .innerJoin('chat as c', 'c.subrequest_id', 'd.subrequest_id')
    .innerJoin('bg_subrequest as s', 's.id', 'd.subrequest_id')
    .select(['d.id', 'd.kind', 'd.text', 'd.created_at', 'c.id as chat_id', 'c.request_id', 's.bank_uuid'])
    .where('c.request_id', '=', String(requestId))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('chat_message as m').select('m.id').whereRef('m.demand_id', '=', 'd.id'))))
    .orderBy('d.id')
    .execute();
  if (missing.length === 0) return;
  await db
    .insertInto('chat_message')
    .values(
      missing.map((demand) => ({
        chat_id: demand.chat_id,
        request_id: demand.request_id,
        author_side: demand.kind === 'bank' ? ('bank' as const) : ('operator' as const),
        author_name: demandAuthorName(demand.kind, bankOf(banks, demand.bank_uuid)),
        text: demand.text,
        demand_id: demand.id,
        created_at: demand.created_at,
      })),
    )
    .onConflict((oc) => oc.column('demand_id').doNothing())
    .execute();
}
