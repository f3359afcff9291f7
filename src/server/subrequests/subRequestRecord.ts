import type { Selectable } from 'kysely';
import type { BgSubrequestTable } from '../db/schema';

/** A sub-request row as the server reads it (ids are bigint: the drivers hand them over as strings). */
export type SubRequestRow = Selectable<BgSubrequestTable>;

/** The columns a move may change (moveSubRequests patches them in one batched update, in this order). */
export const subRequestPatchColumns = [
  'sub_status',
  'archived_from',
  'is_selected',
  'is_need_verification',
  'is_need_sign_application',
  'is_need_confirm_data',
  'deny_revoke',
  'has_active_claim',
  'cancel_reason',
  'external_id',
  'date_to',
  'prescoring',
  'sent_at',
] as const satisfies readonly (keyof BgSubrequestTable)[];

/** The columns every reader of a sub-request selects. */
export const subRequestColumns = [
  'id',
  'uuid',
  'request_id',
  'bank_uuid',
  ...subRequestPatchColumns,
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof BgSubrequestTable)[];
