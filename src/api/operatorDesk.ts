import type { ManagerAnswerWire, MovedAnswerWire, VerificationPayloadWire } from '../domain/wire/banksWire';
import type { DeskQueueKind, DeskQueueWire, DeskStaffWire } from '../domain/wire/operatorDeskWire';
import type { CallOptions, Http } from './createHttp';

/**
 * The operator's desk (docs/operator-desk.md): its queues and a request's staff, and the operator's
 * calls of spec-2 §7.2 it makes — the verdict, taking the request over by a manager, the return from
 * the client.
 */
export function createOperatorDeskApi(http: Http) {
  return {
    readQueue: (queue: DeskQueueKind, page: number, pageSize: number, requestId: number | null = null, options: CallOptions = {}) =>
      http.get<DeskQueueWire>('/v2/bgrequest/read/admin/desk', { ...options, params: { queue, page, page_size: pageSize, ...(requestId ? { request_id: requestId } : {}) } }),
    readStaff: (requestId: number) => http.get<DeskStaffWire[]>(`/v2/bgrequest/read/admin/desk/${requestId}/staff`),
    verify: (requestId: number, payload: VerificationPayloadWire) => http.post<MovedAnswerWire>(`/v2/bgrequest/write/admin/verification/send/${requestId}`, payload),
    assignManager: (requestId: number, manager: number) => http.post<ManagerAnswerWire>('/v1/bgrequest/write/agent/manager', { request_id: requestId, manager }),
    returnBanks: (requestId: number, subrequestUuids: string[]) =>
      http.post<MovedAnswerWire>(`/v2/bgrequest/write/${requestId}/subrequest/change/status`, { fko_uuids: subrequestUuids }),
    returnRequest: (requestUuid: string) => http.post<MovedAnswerWire>('/v1/bgrequest/write/claim/bank/client', { request_uuid: requestUuid }),
  };
}

export type OperatorDeskApi = ReturnType<typeof createOperatorDeskApi>;
