import type { BankApiChatMessage } from '../../domain/wire/bankApiWire';
import type { Executor } from '../db/schema';
import { fileLinkOf } from '../bankGateway/bankSubRequestView';
import { filesOfScopes, type MessageRow } from './chatView';

/**
 * Messages as the bank reads them: every file of the message with the bank's own download link
 * (GET /bank-api/v1/subrequests/{uuid}/files/{fileUuid}), and the demands by uuid. A removed message
 * keeps its place with is_delete, without text or files.
 */
export async function bankChatMessages(db: Executor, subrequestUuid: string, rows: readonly MessageRow[]): Promise<BankApiChatMessage[]> {
  const live = rows.filter((row) => !row.is_delete);
  const demandIds = [...new Set(live.flatMap((row) => [row.demand_id, row.answers_demand_id]).filter((id): id is string | number => id !== null).map(String))];
  const [files, demands] = await Promise.all([
    filesOfScopes(db, live.flatMap((row) => (row.scope ? [row.scope] : []))),
    demandIds.length === 0 ? Promise.resolve([]) : db.selectFrom('bg_demand').select(['id', 'uuid']).where('id', 'in', demandIds).execute(),
  ]);
  const demandUuid = new Map(demands.map((row) => [String(row.id), row.uuid]));
  return rows.map((row) => ({
    id: Number(row.id),
    author: { side: row.author_side, name: row.author_name },
    text: row.is_delete ? '' : row.text,
    refund: row.refund,
    wait_sign: row.wait_sign,
    signed_at: row.signed_at?.toISOString() ?? null,
    demand_uuid: row.demand_id === null ? null : (demandUuid.get(String(row.demand_id)) ?? null),
    answers_demand_uuid: row.answers_demand_id === null ? null : (demandUuid.get(String(row.answers_demand_id)) ?? null),
    is_delete: row.is_delete,
    files: row.is_delete || !row.scope ? [] : (files.get(row.scope) ?? []).map((file) => fileLinkOf(subrequestUuid, file)),
    created_at: row.created_at.toISOString(),
  }));
}
