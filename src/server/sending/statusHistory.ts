import type { BankSettings } from '../../domain/banks';
import { statusEngine } from '../../domain/statusEngine';
import type { StatusHistoryWire } from '../../domain/wire/banksWire';
import type { Executor } from '../db/schema';
import { bankOf, subStatusLabel } from './subRequestView';
import { actorLabels } from './texts';

/**
 * The status history of a request's banks, or of one bank (bg_subrequest_status), oldest first, with
 * the Russian labels of the statuses and events, who made each change and when.
 */
export async function statusHistory(db: Executor, filter: { requestId: number } | { subrequestUuid: string }, banks: readonly BankSettings[]): Promise<StatusHistoryWire> {
  let query = db
    .selectFrom('bg_subrequest_status as h')
    .innerJoin('bg_subrequest as s', 's.id', 'h.subrequest_id')
    .select(['s.uuid', 's.bank_uuid', 'h.from_status', 'h.to_status', 'h.event', 'h.actor_kind', 'h.comment', 'h.created_at'])
    .orderBy('h.created_at')
    .orderBy('h.id');
  query = 'requestId' in filter ? query.where('s.request_id', '=', String(filter.requestId)) : query.where('s.uuid', '=', filter.subrequestUuid);
  const events = statusEngine.table.configs.transitions.events;
  const rows = await query.execute();
  return {
    entries: rows.map((row) => ({
      subrequestUuid: row.uuid,
      bank_uuid: row.bank_uuid,
      bank_name: bankOf(banks, row.bank_uuid).bank_name,
      from_status: row.from_status,
      from_label: subStatusLabel(row.from_status),
      to_status: row.to_status,
      to_label: subStatusLabel(row.to_status) ?? row.to_status,
      event: row.event,
      event_label: events[row.event]?.label ?? row.event,
      actor_kind: row.actor_kind,
      actor_label: actorLabels[row.actor_kind] ?? row.actor_kind,
      comment: row.comment,
      created_at: row.created_at.toISOString(),
    })),
  };
}
