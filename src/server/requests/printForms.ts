import { findCompanyByInn } from '../integrations/datasets';
import type { Db, Executor } from '../db/schema';
import { readStepRows } from '../requestForm/stepRows';
import { AppError } from '../http/AppError';
import type { PrintableParameters, PrintablePerson, PrintableRequest } from '../printforms/PrintableRequest';
import { PrintFormError, renderPrintForms, type PrintFormKind } from '../printforms/renderPrintForms';
import { printTexts } from '../printforms/texts';
import type { FileStore } from '../storage/FileStore';
import { describeFile, insertStoredFile, listScopeFiles, supersedeFiles, type FileDescriptor, type StoredFile } from '../storage/storedFiles';
import { assertWritable, type RequestViewer } from './requestAccess';
import { changeRequest, getRequestForUser, touch } from './requestRepository';
import { moscowDate } from './moscowDate';
import { printableRequestOf } from './printableRequestOf';
import type { RequestRecord } from './requestRecord';
import { requestTexts } from './texts';

/** storage_file types of the print forms, in the order they are signed and listed. */
export const printFormTypes: Readonly<Record<PrintFormKind, string>> = {
  application: 'printform_application',
  questionnaire: 'printform_questionnaire',
};

const printFormTypeList = Object.values(printFormTypes);
const pdfMime = 'application/pdf';
/** Renders are repeated when the request changed meanwhile; a request changing this often is refused. */
const attempts = 3;

export interface PrintFormDeps {
  db: Db;
  store: FileStore;
  /** The moment of printing (tests fix it). */
  now?: () => Date;
}

/** The print forms of a request as the signing and the documents list offer them. */
export interface RequestDocuments {
  request_id: number;
  request_uuid: string;
  scope_uuid: string;
  files: FileDescriptor[];
}

function byKind(a: { type: string }, b: { type: string }): number {
  return printFormTypeList.indexOf(a.type) - printFormTypeList.indexOf(b.type);
}

function companyOf(request: RequestRecord) {
  return findCompanyByInn(request.inn, request.kpp ?? undefined) ?? findCompanyByInn(request.inn);
}

const parameterKeys = ['stage', 'sum', 'currency', 'contractSum', 'dateFrom', 'dateTo', 'daysCount', 'hasAdvance', 'hasIndisputable', 'beneficiary', 'delivery_type', 'additionalInfoText'] as const;

/**
 * What the request's own steps say over the register and the tender: the guarantee of the
 * «Параметры гарантии» step, and the head and signer of their steps (the persons who sign).
 */
async function withSteps(db: Executor, request: RequestRecord, data: ReturnType<typeof printableRequestOf>): Promise<ReturnType<typeof printableRequestOf>> {
  const steps = await readStepRows(db, request.id);
  const guarantee = steps.get('guaranty-detail-info')?.data;
  const own =
    guarantee && typeof guarantee.sum === 'number' && typeof guarantee.stage === 'string' && typeof guarantee.dateFrom === 'string' && typeof guarantee.dateTo === 'string'
      ? (Object.fromEntries(parameterKeys.filter((key) => guarantee[key] !== undefined).map((key) => [key, guarantee[key]])) as unknown as PrintableParameters)
      : null;
  const head = steps.get('information-head')?.data.head as PrintablePerson | undefined;
  const signers = (steps.get('information-signers')?.data.signers as PrintablePerson[] | undefined) ?? [];
  const persons = head ? [head, ...signers.filter((person) => person.is_signer && !person.is_head)] : data.persons;
  return { ...data, parameters: own ?? data.parameters, persons };
}

/** What the print forms show of a request today: the register, the tender and the request's own steps. */
export async function printableDataOf(db: Executor, request: RequestRecord, now: Date): Promise<ReturnType<typeof printableRequestOf>> {
  return withSteps(db, request, printableRequestOf(request, companyOf(request)?.data ?? null, moscowDate(now)));
}

async function render(db: Executor, request: RequestRecord, now: Date) {
  const data = await printableDataOf(db, request, now);
  if (!data.parameters) {
    const { stage, sum, dateFrom, dateTo } = printTexts.missingFields;
    throw AppError.badRequest(`${printTexts.missingData([stage, sum, dateFrom, dateTo])}. ${requestTexts.guaranteeFromTenderHint}`);
  }
  try {
    return await renderPrintForms(data as PrintableRequest, { today: now });
  } catch (error) {
    if (error instanceof PrintFormError) throw AppError.badRequest(error.message);
    throw error;
  }
}

/** The rendered forms, already in the file store, recorded as the request's current print forms. */
async function insertForms(
  trx: Executor,
  request: Pick<RequestRecord, 'documents_scope_uuid' | 'organization_uuid'>,
  stored: readonly { form: { kind: PrintFormKind; fileName: string }; content: { size: number; sha256: string } }[],
  createdBy: number | null,
): Promise<StoredFile[]> {
  const files: StoredFile[] = [];
  for (const { form, content } of stored) {
    files.push(
      await insertStoredFile(trx, {
        scope_uuid: request.documents_scope_uuid,
        type: printFormTypes[form.kind],
        name: form.fileName,
        size: content.size,
        mime: pdfMime,
        sha256: content.sha256,
        organization_uuid: request.organization_uuid,
        created_by: createdBy,
      }),
    );
  }
  return files;
}

/**
 * Renders the application and the questionnaire of a request as PDF, keeps them in the request's
 * documents scope in place of the earlier print forms, and answers their descriptors. Rendering takes
 * a while, so it happens outside the transaction; when the request changed meanwhile, it is done
 * again from the new state.
 * A read-only (sent) request keeps the forms it has, or gets them once ({@link ensurePrintForms}).
 * @throws AppError 404 for a request the viewer cannot see, 400 for missing data
 */
export async function generatePrintForms(deps: PrintFormDeps, viewer: RequestViewer, id: number): Promise<RequestDocuments> {
  const now = deps.now?.() ?? new Date();
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const request = await getRequestForUser(deps.db, viewer, id);
    // A sent request's data is frozen: its forms are made once and kept (what the client signs is what the banks got).
    if (request.readonly) return ensurePrintForms(deps, request);
    assertWritable(request);
    const forms = await render(deps.db, request, now);
    const stored = await Promise.all(forms.map(async (form) => ({ form, content: await deps.store.put(form.pdf) })));
    const saved = await changeRequest(deps.db, viewer, id, async (trx, current) => {
      if (current.updated_at !== request.updated_at) return null;
      await supersedeFiles(trx, current.documents_scope_uuid, printFormTypeList);
      const files = await insertForms(trx, current, stored, viewer.userId);
      await touch(trx, id);
      return { request_id: current.id, request_uuid: current.uuid, scope_uuid: current.documents_scope_uuid, files: files.sort(byKind).map(describeFile) };
    });
    if (saved) return saved;
  }
  throw AppError.badRequest(requestTexts.changedWhilePrinting);
}

/**
 * What is to be signed for a request: its current print forms with ids, names, sha256 and download
 * links (empty until they are formed). The request's client may read it too.
 * @throws AppError 404 for a request the viewer cannot see
 */
export async function documentsToSign(db: Db, viewer: RequestViewer, id: number): Promise<RequestDocuments> {
  const request = await getRequestForUser(db, viewer, id);
  const files = await listScopeFiles(db, request.documents_scope_uuid, printFormTypeList);
  return { request_id: request.id, request_uuid: request.uuid, scope_uuid: request.documents_scope_uuid, files: files.sort(byKind).map(describeFile) };
}

/**
 * The print forms of a request, formed now when it has none. A request already sent is read-only and
 * its data frozen, so its forms are made once, from that data, and kept: what the client signs is what
 * the banks received. A writable request without forms gets them as {@link generatePrintForms} makes
 * them. Two callers at once form them once (the row lock, then a second look).
 */
export async function ensurePrintForms(deps: PrintFormDeps, request: RequestRecord): Promise<RequestDocuments> {
  const existing = await listScopeFiles(deps.db, request.documents_scope_uuid, printFormTypeList);
  const answer = (files: StoredFile[]) => ({ request_id: request.id, request_uuid: request.uuid, scope_uuid: request.documents_scope_uuid, files: files.sort(byKind).map(describeFile) });
  if (existing.length > 0) return answer(existing);
  const forms = await render(deps.db, request, deps.now?.() ?? new Date());
  const stored = await Promise.all(forms.map(async (form) => ({ form, content: await deps.store.put(form.pdf) })));
  return deps.db.transaction().execute(async (trx) => {
    await trx.selectFrom('bg_request').select('id').where('id', '=', request.id).forUpdate().execute();
    const formed = await listScopeFiles(trx, request.documents_scope_uuid, printFormTypeList);
    if (formed.length > 0) return answer(formed);
    return answer(await insertForms(trx, request, stored, null));
  });
}
