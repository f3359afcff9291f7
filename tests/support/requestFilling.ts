import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { banksConfig } from '../../src/domain/banks';
import { documentRequirements } from '../../src/domain/documents/documentRequirements';
import { requiredPeriods } from '../../src/domain/finance/requiredPeriods';

/** An answer of the API in the envelope. */
export interface Answer<T = unknown> {
  status: number;
  body: { code: number; data?: T; message?: string };
}

/**
 * How a filler reaches the API: `app.inject` in server tests, HTTP in end-to-end tests. The same
 * steps run either way, so a journey in Chromium starts from exactly the request the server suites use.
 */
export interface ApiPort {
  get<T>(url: string): Promise<Answer<T>>;
  post<T>(url: string, body: unknown): Promise<Answer<T>>;
  /** POST /v1/storage/write/file as multipart. */
  upload(fields: Record<string, string>, file: { name: string; bytes: Buffer }): Promise<Answer<Record<string, unknown>>>;
}

const examplesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schemas/examples');

/** A must-pass example of a step schema, without the context (the server derives its own). */
export function validExample(schema: string, file: string): Record<string, unknown> {
  const data = JSON.parse(fs.readFileSync(path.join(examplesDir, 'valid', schema, `${file}.json`), 'utf8')) as Record<string, unknown>;
  const { context: _context, ...rest } = data;
  return rest;
}

/** A one-page PDF's bytes (the magic number and a trailer are what the upload judges). */
export function pdfBytes(text = 'документ'): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj<<>>endobj\n% ${text}\ntrailer<<>>\n%%EOF\n`, 'utf8');
}

/** A request filled to 100 % for its banks, every step checked. */
export interface FilledRequest {
  id: number;
  uuid: string;
  documentsScope: string;
  banks: string[];
}

interface RootAnswer {
  documents_scope_uuid: string;
  progress: Record<string, unknown>;
  progress_complete: boolean;
  steps: { name: string; visible: boolean; checked: boolean; data: Record<string, unknown> | null }[];
}

function must<T>(answer: Answer<T>, what: string): T {
  if (answer.status !== 200) throw new Error(`${what}: HTTP ${answer.status} ${answer.body.message ?? ''}`);
  return answer.body.data as T;
}

/** The finance step's report with every period the banks want, the later ones copying the first one's lines. */
function financeFor(periods: readonly string[]): Record<string, unknown> {
  const example = validExample('finance', 'company-two-years');
  const report = structuredClone(example['report']) as Record<string, Record<string, unknown>>;
  const first = report['period1']!;
  for (const period of periods) {
    if (report[period]) continue;
    const year = 2026 - Number(period.replace('period', ''));
    report[period] = { year, date: `${year}-12-31`, lines: structuredClone(first['lines']) };
  }
  return { ...example, report };
}

export interface FillOptions {
  /** Bank uuids of config/banks.json chosen on the preview step. */
  banks: readonly string[];
  /** The guarantee step; a performance guarantee with an advance by default. */
  parameters?: Record<string, unknown>;
  company?: Record<string, unknown>;
  guarantee?: Record<string, unknown>;
}

/**
 * Creates a request and fills it the way the form does, to 100 % in every block for the given banks:
 * parameters, questionnaire, contacts, head, founders, signers, the banks on the preview step, the
 * finance periods they want, one uploaded file per document type they want, and the draft save that
 * checks every step. Throws with the server's message when a step is refused.
 */
export async function fillCompleteRequest(api: ApiPort, options: FillOptions): Promise<FilledRequest> {
  const bankUuids = [...options.banks];
  const selected = bankUuids.map((uuid) => banksConfig.banks.find((bank) => bank.uuid === uuid)).filter((bank) => bank !== undefined);
  const created = must(
    await api.post<{ id: number; uuid: string }>('/v1/bgrequest/write', {
      'company-information': options.company ?? validExample('company-information', 'limited-company'),
      'guarantee-information': options.guarantee ?? validExample('guarantee-information', 'registry-number-44fz'),
    }),
    'create',
  );
  const id = created.id;

  must(await api.post('/v1/bgparameters/write', { request_id: id, parameters: options.parameters ?? validExample('guaranty-detail-info', 'performance-with-advance') }), 'parameters');
  must(await api.post('/v1/questionnaire/write/juridical', { request_id: id, questionnaire: validExample('juridical-questionnaire', 'limited-company') }), 'questionnaire');
  must(await api.post('/v1/questionnaire/write/financereport', { request_id: id, report: validExample('finance-report', 'two-years-from-fns-file') }), 'finance report');
  // The banks first: what they require (customer contacts, finance periods) shapes the other steps.
  must(await api.post(`/v2/bgrequest/write/${id}/step/preview`, { fko_uuids: bankUuids }), 'preview');
  // A new request starts from the company's last head and founders, whose shares count against the
  // cap across both steps. The head goes in without a share first, so the founders below replace the
  // carried ones whatever they held; the head then takes his share as the founder he is among them.
  must(await api.post(`/v2/bgrequest/write/${id}/step/information-head`, { ...validExample('information-head', 'general-director'), head: { ...(validExample('information-head', 'general-director')['head'] as Record<string, unknown>), is_stakeholder: false, percentAtRegulationsCapital: undefined } }), 'information-head');
  must(await api.post(`/v2/bgrequest/write/${id}/step/information-founders`, validExample('information-founders', 'single-member-company')), 'information-founders');
  for (const [step, example] of [
    ['detail-contacts', selected.some((bank) => bank.show_customer_alert) ? 'company-with-customer-contacts' : 'customer-contacts-not-required'],
    ['information-head', 'general-director'],
    ['information-founders', 'single-member-company'],
    ['information-signers', 'head-signs'],
  ] as const) {
    must(await api.post(`/v2/bgrequest/write/${id}/step/${step}`, validExample(step, example)), step);
  }
  const periods = requiredPeriods(selected).map((requirement) => requirement.period);
  if (periods.length > 0) must(await api.post(`/v2/bgrequest/write/${id}/step/finance`, financeFor(periods)), 'finance');

  const scope = must(await api.get<RootAnswer>(`/v1/bgrequest/read/${id}/root`), 'root').documents_scope_uuid;
  const documents = [];
  for (const requirement of documentRequirements(selected)) {
    const file = must(await api.upload({ scope, type: requirement.docType }, { name: `${requirement.docName}.pdf`, bytes: pdfBytes(requirement.docType) }), `upload ${requirement.docType}`);
    documents.push({ docType: requirement.docType, docName: requirement.docName, requiredForbanks: requirement.requiredForbanks, files: [{ uuid: file['uuid'], name: file['name'], size: file['size'] }] });
  }
  if (documents.length > 0) must(await api.post(`/v2/bgrequest/write/${id}/step/documents`, { documents }), 'documents');

  const before = must(await api.get<RootAnswer>(`/v1/bgrequest/read/${id}/root/edit`), 'root/edit');
  const toCheck = before.steps.filter((step) => step.visible && step.name !== 'preview' && step.data !== null && !step.checked).map((step) => step.name);
  const draft = must(
    await api.post<RootAnswer>('/v2/bgrequest/write/saveasdraft', {
      request_id: id,
      steps: toCheck,
      fko_uuids: bankUuids,
      customer_contacts: { customer_phone: '+7 (495) 111-22-33', customer_email: 'zakazchik@mos.ru', customer_confirmed: true },
      source: 16,
    }),
    'draft',
  );
  if (!draft.progress_complete) throw new Error(`the request is not complete: ${JSON.stringify(draft.progress)}`);
  return { id, uuid: created.uuid, documentsScope: scope, banks: bankUuids };
}

/** The API over HTTP with a bearer token (end-to-end tests, processes). */
export function httpApi(base: string, token: string): ApiPort {
  const call = async <T>(url: string, init: RequestInit): Promise<Answer<T>> => {
    const response = await fetch(`${base}${url}`, { ...init, headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string> | undefined) } });
    return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
  };
  return {
    get: (url) => call(url, { method: 'GET' }),
    post: (url, body) => call(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    upload: (fields, file) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', new Blob([new Uint8Array(file.bytes)], { type: 'application/pdf' }), file.name);
      return call('/v1/storage/write/file', { method: 'POST', body: form });
    },
  };
}
