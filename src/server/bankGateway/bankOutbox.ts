import { sql } from 'kysely';
import type { Executor } from '../db/schema';

/** Events the platform owes a bank; the bank's adapter delivers them after the commit. */
export type BankEventName = 'subrequest_sent' | 'subrequest_revoked' | 'demand_answered' | 'offer_accepted' | 'discussion_requested' | 'claim_sent' | 'documents_signed' | 'chat_message';

export interface BankEvent {
  bankUuid: string;
  subrequestUuid: string;
  event: BankEventName;
  payload?: Record<string, unknown>;
}

/**
 * Writes events for banks in the caller's transaction (the outbox pattern): a change and the news of
 * it to the bank are stored together or not at all; the gateway delivers and retries afterwards.
 */
export async function enqueueBankEvents(trx: Executor, events: readonly BankEvent[]): Promise<void> {
  if (events.length === 0) return;
  await trx
    .insertInto('bank_outbox')
    .values(events.map((event) => ({ bank_uuid: event.bankUuid, subrequest_uuid: event.subrequestUuid, event: event.event, payload: JSON.stringify(event.payload ?? {}) })))
    .execute();
}

/** An outbox row as the bank API and the adapters see it. */
export interface OutboxItem {
  id: string;
  bank_uuid: string;
  subrequest_uuid: string;
  event: BankEventName;
  payload: Record<string, unknown>;
  created_at: string;
  attempts: number;
}

const itemColumns = ['id', 'bank_uuid', 'subrequest_uuid', 'event', 'payload', 'created_at', 'attempts'] as const;

function toItem(row: { id: string | number; bank_uuid: string; subrequest_uuid: string; event: string; payload: Record<string, unknown>; created_at: Date; attempts: number }): OutboxItem {
  return { ...row, id: String(row.id), event: row.event as BankEventName, created_at: row.created_at.toISOString() };
}

/** A bank's undelivered events, oldest first (GET /bank-api/v1/outbox for banks that poll). */
export async function pendingBankEvents(db: Executor, bankUuid: string, limit: number): Promise<OutboxItem[]> {
  const rows = await db.selectFrom('bank_outbox').select(itemColumns).where('bank_uuid', '=', bankUuid).where('delivered_at', 'is', null).orderBy('id').limit(limit).execute();
  return rows.map(toItem);
}

/** Marks a bank's events delivered (its acknowledgement); ids of other banks are ignored. Answers how many. */
export async function acknowledgeBankEvents(db: Executor, bankUuid: string, ids: readonly string[]): Promise<number> {
  const numeric = ids.filter((id) => /^\d{1,18}$/.test(id));
  if (numeric.length === 0) return 0;
  const result = await db
    .updateTable('bank_outbox')
    .set({ delivered_at: sql<Date>`now()` })
    .where('bank_uuid', '=', bankUuid)
    .where('id', 'in', numeric)
    .where('delivered_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Takes up to `limit` due events of these banks for delivery: their next attempt is pushed `leaseMs`
 * ahead in the same statement, so another server instance (or the next tick) does not take them
 * while they are on their way, and a crash mid-delivery only delays them.
 */
export async function claimDueBankEvents(db: Executor, bankUuids: readonly string[], limit: number, leaseMs: number): Promise<OutboxItem[]> {
  if (bankUuids.length === 0) return [];
  const rows = await sql<Parameters<typeof toItem>[0]>`
    update bank_outbox set next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
    where id in (
      select o.id from bank_outbox as o
      where o.delivered_at is null and o.next_attempt_at <= now() and o.bank_uuid = any(${[...bankUuids]}::uuid[])
        -- Never past an earlier event of the same bank that waits for its retry: banks get events in order.
        and not exists (select 1 from bank_outbox as e where e.bank_uuid = o.bank_uuid and e.delivered_at is null and e.id < o.id and e.next_attempt_at > now())
      order by o.id limit ${limit} for update of o skip locked)
    returning id, bank_uuid, subrequest_uuid, event, payload, created_at, attempts`.execute(db);
  return rows.rows.map(toItem).sort((a, b) => Number(a.id) - Number(b.id));
}

/** The delivery succeeded. */
export async function markBankEventDelivered(db: Executor, id: string): Promise<void> {
  await db.updateTable('bank_outbox').set({ delivered_at: sql<Date>`now()`, attempts: sql<number>`attempts + 1`, last_error: null }).where('id', '=', id).execute();
}

/** The delivery failed: counted, the reason kept, tried again after `retryInMs`. */
export async function markBankEventFailed(db: Executor, id: string, error: string, retryInMs: number): Promise<void> {
  await db
    .updateTable('bank_outbox')
    .set({ attempts: sql<number>`attempts + 1`, last_error: error.slice(0, 2000), next_attempt_at: sql<Date>`now() + make_interval(secs => ${retryInMs / 1000})` })
    .where('id', '=', id)
    .execute();
}

/** Events that were not tried because an earlier one failed: they wait as long, without an attempt counted. */
export async function postponeBankEvents(db: Executor, ids: readonly string[], delayMs: number): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('bank_outbox')
    .set({ next_attempt_at: sql<Date>`now() + make_interval(secs => ${delayMs / 1000})` })
    .where('id', 'in', [...ids])
    .execute();
}
