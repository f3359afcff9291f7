import { shippedStatusTable } from '../../domain/statusTable';
import type { RequestRecord } from './requestRecord';

/** A request in a few words: its number, status and procurement, as a hint or a list row shows it. */
export interface RequestSummary {
  id: number;
  uuid: string;
  request_status: string;
  request_status_name: string;
  sub_status: string;
  tender_number: string | null;
  tender_lot_number: number | null;
  created_at: string;
  updated_at: string;
}

/** The status name comes from the status table (config/statuses.json), by the raw status key. */
export function requestSummary(request: RequestRecord): RequestSummary {
  return {
    id: request.id,
    uuid: request.uuid,
    request_status: request.request_status,
    request_status_name: shippedStatusTable.subStatuses.get(request.request_status)?.label ?? request.request_status,
    sub_status: request.sub_status,
    tender_number: request.tender_number,
    tender_lot_number: request.tender_lot_number,
    created_at: request.created_at,
    updated_at: request.updated_at,
  };
}
