import type { MovedAnswerWire } from '../../domain/wire/banksWire';
import type { SubRequestRow } from '../subrequests/subRequestRecord';

/** The answer of a write that moved sub-requests: each one with its new raw status. */
export function movedAnswer(requestId: number, moved: readonly SubRequestRow[]): MovedAnswerWire {
  return { request_id: requestId, moved: moved.map((row) => ({ subrequestUuid: row.uuid, bank_uuid: row.bank_uuid, sub_status: row.sub_status })) };
}
