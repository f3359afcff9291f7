import type {
  BankListWire,
  ConsentAnswerWire,
  ConsentLinkWire,
  FailedInfoWire,
  MovedAnswerWire,
  PrescoringAnswerWire,
  SelectionItemWire,
  SendAnswerWire,
  SendPayloadWire,
  StatusHistoryWire,
  SubRequestListWire,
} from '../domain/wire/banksWire';
import type { CallOptions, Http } from './createHttp';

/**
 * The sending-to-banks calls of spec-2 §7.2 (docs/banks-and-sending.md): the bank list, a request's
 * sub-requests, selection, pre-scoring, sending, revocation, archive, status history and consent.
 */
export function createBanksApi(http: Http) {
  return {
    readBanks: (requestId?: number, options: CallOptions = {}) =>
      http.get<BankListWire>('/v2/bgrequest/read/banks', requestId === undefined ? options : { ...options, params: { request_id: requestId } }),
    readSubRequests: (requestId: number, options: CallOptions = {}) => http.get<SubRequestListWire>(`/v1/bgrequest/read/${requestId}/subrequests`, options),
    select: (items: SelectionItemWire[]) => http.post<MovedAnswerWire>('/v1/bgsubrequest/write/selected', items),
    prescore: (requestId: number) => http.post<PrescoringAnswerWire>(`/v2/bgrequest/write/${requestId}/prescoring`, {}),
    readFailedInfo: (subrequestUuid: string) => http.get<FailedInfoWire>(`/v2/bgsubrequest/read/${subrequestUuid}/failed-info`),
    send: (payload: SendPayloadWire) => http.post<SendAnswerWire>('/v2/bgrequest/write/send', payload),
    revoke: (requestUuid: string, bankUuids: string[]) =>
      http.post<MovedAnswerWire>('/v2/bgrequest/write/revokefrombank', { request_uuid: requestUuid, fko_uuids: bankUuids }),
    archive: (requestUuid: string, bankUuids: string[], message: string) =>
      http.post<MovedAnswerWire>('/v1/bgrequest/write/archive', { request_uuid: requestUuid, fko_uuids: bankUuids, message }),
    unarchive: (requestUuid: string, bankUuids: string[]) =>
      http.post<MovedAnswerWire>('/v1/bgrequest/write/unarchive', { request_uuid: requestUuid, fko_uuids: bankUuids }),
    archiveSubRequest: (subrequestUuid: string) => http.post<MovedAnswerWire>(`/v1/bgsubrequest/write/${subrequestUuid}/archive`, {}),
    readRequestHistory: (requestId: number) => http.get<StatusHistoryWire>(`/v1/bgrequest/read/${requestId}/statuses`),
    readSubRequestHistory: (subrequestUuid: string) => http.get<StatusHistoryWire>(`/v1/bgsubrequest/read/${subrequestUuid}/statuses`),
    consentLink: (requestId: number) => http.post<ConsentLinkWire>(`/v2/bgrequest/write/${requestId}/consent/link`, {}),
    consentInApp: (requestId: number) => http.post<ConsentAnswerWire>(`/v2/bgrequest/write/${requestId}/consent`, {}),
    /** The public consent page: no login, the token of the link is the proof. */
    consentByToken: (token: string) => http.post<ConsentAnswerWire>(`/v2/consent/write/${encodeURIComponent(token)}`, {}, { anonymous: true, silent: true }),
  };
}

export type BanksApi = ReturnType<typeof createBanksApi>;
