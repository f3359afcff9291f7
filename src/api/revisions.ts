import type {
  AccountDetailsWire,
  ActSignBody,
  ActState,
  GenerateInvoiceBody,
  InvoiceWire,
  OperatorActsWire,
  OperatorFormBody,
  RevisionActDetailsWire,
  RevisionChatWire,
  RevisionMessageBody,
  RevisionsWire,
} from '../domain/wire/revisionWire';
import type { CallOptions, Http } from './createHttp';

/** The desk's filter of the acts: a month, a state, a page. */
export interface OperatorActsQuery {
  period: string | null;
  state: ActState | null;
  page: number;
}

/**
 * Mutual settlements (docs/revisions.md, docs/revisions-ui.md): the agent's acts, invoices, account
 * details and the act's discussion; the operator's list of every agent's acts and his moves of them.
 */
export function createRevisionsApi(http: Http) {
  return {
    readAgent: (options: CallOptions = {}) => http.get<RevisionsWire>('/v2/revision/read/agent', options),
    readAct: (uuid: string, options: CallOptions = {}) => http.get<RevisionActDetailsWire>(`/v2/revision/read/act/${encodeURIComponent(uuid)}`, options),
    /** Where the act's lines download as xlsx (through the session). */
    xlsxPath: (uuid: string) => `/v2/revision/read/act/${encodeURIComponent(uuid)}/xlsx`,
    readAccountDetails: (options: CallOptions = {}) => http.get<AccountDetailsWire | null>('/v2/revision/read/account/details', options),
    writeAccountDetails: (body: AccountDetailsWire) => http.post<AccountDetailsWire>('/v2/revision/write/account/details', body),
    generateInvoice: (body: GenerateInvoiceBody) => http.post<InvoiceWire>('/v2/revision/write/generate/account', body),
    agentSign: (body: ActSignBody) => http.post<unknown>('/v1/revision/write/act/agent-sign', body),
    readChat: (actUuid: string, options: CallOptions = {}) => http.get<RevisionChatWire>(`/v2/revision/read/chat/${encodeURIComponent(actUuid)}`, options),
    message: (body: RevisionMessageBody) => http.post<RevisionChatWire>('/v2/revision/write/chat/message', body),

    readOperatorActs: (query: OperatorActsQuery, options: CallOptions = {}) =>
      http.get<OperatorActsWire>('/v2/revision/read/admin/acts', {
        ...options,
        params: { page: query.page, ...(query.period ? { period: query.period } : {}), ...(query.state ? { state: query.state } : {}) },
      }),
    form: (body: OperatorFormBody) => http.post<unknown>('/v2/revision/write/admin/form', body),
    send: (actUuid: string) => http.post<unknown>('/v2/revision/write/admin/send', { act_uuid: actUuid }),
    operatorSign: (body: { act_uuid: string; scope_uuid: string }) => http.post<unknown>('/v2/revision/write/admin/sign', body),
    paid: (actUuid: string) => http.post<unknown>('/v2/revision/write/admin/paid', { act_uuid: actUuid }),

    /** A download's bytes with the session's token (the act's PDF, its xlsx, the invoice's PDF). */
    readBytes: (link: string) => http.bytes(link),
  };
}

export type RevisionsApi = ReturnType<typeof createRevisionsApi>;
