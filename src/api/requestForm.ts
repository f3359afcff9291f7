import type { Http } from './createHttp';

/** Two progress numbers of a block (spec-1 §3 Request progress counters). */
export interface PointsWire {
  count_points: number;
  total_points: number;
}

/** What the server keeps of one step: its saved payload and whether it was saved valid. */
export interface StepRecordWire {
  data: Record<string, unknown>;
  checked: boolean;
}

/**
 * GET /v1/bgrequest/read/{id}/root/edit: the request root with every step's saved data (docs/request-form-api.md):
 * `steps` is a list of `{name, data, checked, …}` (a map by name is read too); `checked_steps` names the checked ones.
 */
export interface RequestRootWire {
  id: number;
  uuid: string;
  inn: string;
  kpp?: string | null;
  ogrn?: string | null;
  name: string;
  is_ip: boolean;
  is_joint?: boolean | null;
  tender_number?: string | null;
  tender_lot_number?: number | null;
  readonly?: boolean;
  request_status?: string | null;
  request_status_name?: string | null;
  sub_status?: string | null;
  sub_common_status?: string | null;
  documents_scope_uuid?: string | null;
  selected_banks?: string[] | null;
  customer_contacts_required?: boolean | null;
  fko_uuids?: string[] | null;
  steps?: Record<string, StepRecordWire> | { name?: string; step?: string; data: Record<string, unknown> | null; checked: boolean }[];
  checked_steps?: string[];
  progress?: Record<string, PointsWire> | null;
  /** What was typed on steps whose rules did not hold yet (a failed «Далее»), by step name; the owner's only. */
  typed_drafts?: Record<string, Record<string, unknown>> | null;
  /** The purchase's sums and dates the guarantee step starts from; null without a purchase. */
  tender_terms?: TenderTermsWire | null;
  /** The step context as the server derived it; the form reads the purchase terms of the tender from it. */
  context?: { purchase?: unknown } | null;
}

/** The purchase's fields the guarantee step is prefilled from (src/domain/steps/guaranteeFromTender.ts). */
export interface TenderTermsWire {
  max_price?: number | null;
  participation_sum_bg?: number | null;
  execution_sum_bg?: number | null;
  gw_bg_sum?: number | null;
  participation_end_date?: string | null;
  contract_date?: string | null;
  execution_to?: string | null;
}

/** What saving a step answers: its data as stored, whether it is checked, the new counters. */
export interface SavedStepWire {
  step: string;
  data: Record<string, unknown>;
  checked: boolean;
  progress?: Record<string, PointsWire>;
}

/** POST /v1/bgrequest/write: the two start steps, by their step names. */
export interface CreateRequestWire {
  'company-information': Record<string, unknown>;
  'guarantee-information': Record<string, unknown>;
}

/** The answer of the create call: the request number people see, and its uuid. */
export interface CreatedRequestWire {
  id: number;
  uuid: string;
}

/** POST /v2/bgrequest/write/saveasdraft (spec-2 §7.2): the steps saved, progress points, source 16. */
export interface SaveAsDraftWire {
  request_id: number;
  /** The steps to judge again and mark checked. */
  steps: string[];
  points: Record<string, PointsWire>;
  /** The banks chosen on the preview; absent while none are being chosen. */
  fko_uuids?: string[];
  customer_contacts?: { customer_phone?: string; customer_email?: string; customer_confirmed?: boolean };
  source: 16;
}

/** POST /v2/bgrequest/read/client/checks. */
export interface ClientChecksWire {
  stop_factors: { key: string; reason: string; severity: string }[];
  kpp_changed: boolean;
  exist_kpp: boolean;
  checked: boolean;
  warning?: string | null;
}

/** POST /v2/bgrequest/read/exists. */
export interface ExistsWire {
  exists: boolean;
  request: { id: number; request_status_name?: string | null } | null;
  message?: string | null;
}

/** A procurement as the tender lookup answers it; only the fields the form reads are named. */
export interface TenderWire {
  notification_number?: string | null;
  lot_number?: number | null;
  law?: number | null;
  fz?: string | null;
  order_name?: string | null;
  customer_name?: string | null;
  max_price?: number | null;
  lots?: { lot_number?: number | null; order_name?: string | null; max_price?: number | null }[] | null;
  [field: string]: unknown;
}

/** A customer of a joint procurement (spec-1 §3 Joint-request customer): guarantee part and contacts in one. */
export interface JointCustomerWire {
  order_num: number;
  name?: string;
  is_active?: boolean;
  sum?: number;
  date_from?: string;
  oktmo?: string;
  phone?: string;
  email?: string;
  contacts_confirmed?: boolean;
}

/** POST /v1/questionnaire/read/birthcountry: what is known of the person's birth. */
export interface BirthCountryQueryWire {
  birth_place: string;
  birth_date?: string | null;
  citizenship?: string | null;
  inn?: string | null;
}

/** Whether the birth country must be asked, and the country the birth place names. */
export interface BirthCountryWire {
  required: boolean;
  name: string;
  country_code: string | null;
}

/**
 * The address a step's data is saved to: the guarantee parameters through the catalogue's
 * bgparameters call, every other step of the request form through the step call.
 */
export function stepCall(id: number, step: string): string {
  return step === 'guaranty-detail-info' ? '/v1/bgparameters/write' : `/v2/bgrequest/write/${id}/step/${encodeURIComponent(step)}`;
}

/** The calls of the request form (spec-2 §7.2, §7.3), paths verbatim from the catalogue. */
export function createRequestFormApi(http: Http) {
  return {
    readRootEdit: (id: number) => http.get<RequestRootWire>(`/v1/bgrequest/read/${id}/root/edit`, { silent: true }),
    createRequest: (body: CreateRequestWire) => http.post<CreatedRequestWire>('/v1/bgrequest/write', body),
    saveTender: (id: number, tender: TenderWire) => http.post<unknown>(`/v2/bgrequest/write/tender/${id}`, { tender }),
    saveStep: (id: number, step: string, data: Record<string, unknown>) =>
      step === 'guaranty-detail-info'
        ? http.post<SavedStepWire>(stepCall(id, step), { request_id: id, parameters: data })
        : http.post<SavedStepWire>(stepCall(id, step), data),
    saveTypedDraft: (id: number, step: string, data: Record<string, unknown>) =>
      http.post<{ step: string; updated_at: string }>(`/v2/bgrequest/write/${id}/draft/${step}`, data, { silent: true }),
    saveAsDraft: (body: SaveAsDraftWire) => http.post<RequestRootWire>('/v2/bgrequest/write/saveasdraft', body),
    clientChecks: (inn: string, kpp?: string) =>
      http.post<ClientChecksWire>('/v2/bgrequest/read/client/checks', kpp ? { inn, kpp } : { inn }, { silent: true }),
    exists: (query: { inn: string; kpp?: string; ogrn?: string; tender_number?: string }) =>
      http.post<ExistsWire>('/v2/bgrequest/read/exists', query, { silent: true }),
    tenderShort: (number: string) => http.get<TenderWire>(`/v1/tender/read/short/${encodeURIComponent(number)}`, { silent: true }),
    tenderFull: (number: string, lot: number) =>
      http.get<TenderWire>(`/v1/tender/read/full/${encodeURIComponent(number)}/${lot}`, { silent: true }),
    readCustomers: (id: number) => http.get<JointCustomerWire[]>(`/v2/bgrequest/read/${id}/customers/all`, { silent: true }),
    readCustomer: (id: number, orderNum: number) => http.get<JointCustomerWire>(`/v2/bgrequest/read/${id}/customers/${orderNum}`, { silent: true }),
    saveCustomers: (id: number, customers: readonly JointCustomerWire[]) =>
      http.post<JointCustomerWire[]>(`/v2/bgrequest/write/${id}/customers/all`, { customers }, { silent: true }),
    saveCustomer: (id: number, customer: JointCustomerWire) =>
      http.post<JointCustomerWire>(`/v2/bgrequest/write/${id}/customers/${customer.order_num}`, customer, { silent: true }),
    birthCountry: (query: BirthCountryQueryWire) => http.post<BirthCountryWire>('/v1/questionnaire/read/birthcountry', query, { silent: true }),
    parseFinance: (file: Blob, name: string, inn?: string, company?: string) => {
      const form = new FormData();
      form.append('file', file, name);
      if (inn) form.append('inn', inn);
      // The request's company, named if the file turns out to be another company's.
      if (inn && company) form.append('name', company);
      return http.upload<Record<string, unknown>>('/v2/questionnaire/read/finance/parsebb', form);
    },
  };
}

export type RequestFormApi = ReturnType<typeof createRequestFormApi>;
