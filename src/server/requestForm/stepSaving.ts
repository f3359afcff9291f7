import { requestChangeEvents } from '../hub/hubEvents';
import { publishRequestChange } from '../hub/publishRequestChange';
import type { NotificationHub } from '../hub/NotificationHub';
import { ensureSubRequests } from '../subrequests/subRequestRepository';
import type { BankSettings } from '../../domain/banks';
import { documentRequirements } from '../../domain/documents/documentRequirements';
import { requestSteps, type RequestStep } from '../../domain/steps/requestSteps';
import { guaranteeDays } from '../../domain/steps/guaranteeDays';
import { resetStartDate } from '../../domain/steps/resetStartDate';
import type { Db, Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import type { RequestViewer } from '../requests/requestAccess';
import { changeRequest, nextUpdatedAt } from '../requests/requestRepository';
import type { VisibleRequest } from '../requests/requestRecord';
import { assertDocumentsStored } from './documentFiles';
import { banksOf, contextOf, formStateOf, type FormState } from './formState';
import { acceptPayload, carriesContext, withContext } from './stepPayload';
import { validateStep } from '../../domain/steps/validateStep';
import { writeStepRow, type StepRow } from './stepRows';
import { requestFormTexts } from './texts';
import { dropTypedDraft } from './typedDrafts';

/** A step of the request form by name; the two start steps are set once, at creation. */
export function requestFormStep(name: string): RequestStep {
  const step = requestSteps.find((candidate) => candidate.name === name);
  if (!step) throw AppError.notFound(requestFormTexts.unknownStep(name));
  if (step.form !== 'request') throw AppError.badRequest(requestFormTexts.startStepClosed);
  return step;
}

/** What a saved step answers: its data with the context, whether it is checked, the new counters. */
export interface SavedStep {
  step: string;
  data: Record<string, unknown>;
  checked: boolean;
  progress: FormState['progress'];
  updated_at: string;
}

/** Today on Moscow time, as the local midnight resetStartDate reads its calendar date from. */
export function moscowToday(now: Date = new Date()): Date {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(now)
    .split('-')
    .map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

/**
 * The guarantee parameters with the start-date rule applied (spec-2 §5.2) and the term in days counted
 * from the dates that result (`guaranteeDays`; left out when the dates give none).
 */
export function parametersForToday(body: unknown, today: Date): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const { daysCount: _sent, ...moved } = resetStartDate(body as { dateFrom?: string | null; dateTo?: unknown; daysCount?: unknown }, today);
  const days = guaranteeDays(moved.dateFrom, moved.dateTo);
  return days === null ? moved : { ...moved, daysCount: days };
}

/** Stores the counters of the request's current state and moves updated_at. */
export async function storeProgress(trx: Executor, state: FormState): Promise<void> {
  await trx
    .updateTable('bg_request')
    .set({ progress: JSON.stringify(state.progress), updated_at: nextUpdatedAt })
    .where('id', '=', state.request.id)
    .execute();
}

/** Effects of a step on the request row: the chosen banks, the customer's contacts. */
async function applyToRequest(trx: Executor, id: number, step: string, data: Record<string, unknown>): Promise<void> {
  if (step === 'preview') {
    const uuids = (data['fko_uuids'] as string[] | undefined) ?? [];
    const banks = banksOf(uuids);
    const unknown = uuids.find((uuid) => !banks.some((bank) => bank.uuid === uuid));
    if (unknown !== undefined) throw AppError.badRequest(requestFormTexts.unknownBank(unknown));
    await trx
      .updateTable('bg_request')
      .set({ selected_banks: JSON.stringify(uuids), customer_contacts_required: banks.some((bank) => bank.show_customer_alert) })
      .where('id', '=', id)
      .execute();
    // Each chosen bank gets its draft sub-request now, in the same transaction, so the request list
    // shows the chosen banks at once rather than after someone first opens the request's banks.
    await ensureSubRequests(trx, id, uuids);
  }
  if (step === 'commercial-detail-info' && typeof data['law'] === 'number') {
    // The purchase step of a request without a registry number says which law it follows.
    await trx.updateTable('bg_request').set({ law: data['law'] }).where('id', '=', id).execute();
  }
  if (step === 'detail-contacts') {
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
    await trx
      .updateTable('bg_request')
      .set({ customer_phone: text(data['customer_phone']), customer_email: text(data['customer_email']), customer_confirmed: data['customer_confirmed'] === true })
      .where('id', '=', id)
      .execute();
  }
}

/**
 * A step whose rules read other steps (through the context: the purchase for the guarantee, the head's
 * and the founders' shares for each other) may turn wrong when another step changes: a lower contract
 * price, a new founder. Such a step, checked before, is judged again with the new context and loses
 * its ✓ when it no longer passes; the person sees it unchecked and its message when opening it.
 */
async function uncheckStaleSteps(trx: Executor, request: VisibleRequest, savedRow: string, userId: number): Promise<void> {
  const state = await formStateOf(trx, request);
  for (const step of requestSteps) {
    if (step.name === savedRow || step.form !== 'request' || step.final === true || !carriesContext(step.schema)) continue;
    const row = state.rows.get(step.name);
    if (row?.checked !== true) continue;
    if (validateStep(step.schema, withContext(step.schema, row.data, state.context)).length === 0) continue;
    await writeStepRow(trx, request.id, step.name, row.data, false, userId);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The documents step as the selected banks require it (spec-2 §5.6): a required type the client left out
 * is added without files, and the banks that require a listed type are added to its `requiredForbanks`,
 * so a client cannot skip a bank's document by not sending it. What the client claims beyond that stays.
 */
function withRequiredDocuments(body: unknown, selectedBanks: readonly BankSettings[]): unknown {
  if (!isRecord(body) || !Array.isArray(body['documents'])) return body;
  const sent = body['documents'] as unknown[];
  const required = documentRequirements(selectedBanks);
  const documents = sent.map((entry) => {
    const requirement = isRecord(entry) ? required.find((r) => r.docType === entry['docType']) : undefined;
    if (!isRecord(entry) || !requirement) return entry;
    const claimed = Array.isArray(entry['requiredForbanks']) ? (entry['requiredForbanks'] as unknown[]) : [];
    return { ...entry, requiredForbanks: [...new Set([...claimed, ...requirement.requiredForbanks])] };
  });
  for (const requirement of required) {
    if (!sent.some((entry) => isRecord(entry) && entry['docType'] === requirement.docType)) {
      documents.push({ docType: requirement.docType, docName: requirement.docName, requiredForbanks: [...requirement.requiredForbanks], files: [] });
    }
  }
  return { ...body, documents };
}

/**
 * Validates one payload with the context the request would have after it (a new sum, head or
 * questionnaire changes the context), writes it and the request's counters in the open transaction.
 * `checked` stays as it was unless given: a draft save checks a step.
 */
export async function savePayloadIn(
  trx: Executor,
  viewer: RequestViewer,
  request: VisibleRequest,
  rowName: string,
  schemaName: string,
  body: unknown,
  checked?: boolean,
): Promise<SavedStep> {
  const before = await formStateOf(trx, request);
  const draft = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const rows = new Map<string, StepRow>(before.rows);
  rows.set(rowName, { step: rowName, data: draft, checked: false, updated_at: '' });
  const context = contextOf(before.request, rows, before.selectedBanks);
  const data = acceptPayload(schemaName, rowName === 'documents' ? withRequiredDocuments(body, before.selectedBanks) : body, context);
  if (rowName === 'documents') await assertDocumentsStored(trx, request.documents_scope_uuid, data);
  const keepChecked = checked ?? before.rows.get(rowName)?.checked ?? false;
  await writeStepRow(trx, request.id, rowName, data, keepChecked, viewer.userId);
  await dropTypedDraft(trx, request.id, rowName);
  await applyToRequest(trx, request.id, rowName, data);
  await uncheckStaleSteps(trx, request, rowName, viewer.userId);
  const after = await formStateOf(trx, request);
  await storeProgress(trx, after);
  const saved = after.rows.get(rowName);
  return {
    step: rowName,
    data: withContext(schemaName, saved?.data ?? data, after.context),
    checked: saved?.checked ?? keepChecked,
    progress: after.progress,
    updated_at: saved?.updated_at ?? new Date().toISOString(),
  };
}

/** POST …/{id}/step/{step}: saves a step of the request form; the preview step's bank choice is pushed to the request's audience. */
export async function saveStep(db: Db, viewer: RequestViewer, id: number, stepName: string, body: unknown, now: Date = new Date(), hub?: Pick<NotificationHub, 'publishAll'>): Promise<SavedStep> {
  const step = requestFormStep(stepName);
  const payload = step.name === 'guaranty-detail-info' ? parametersForToday(body, moscowToday(now)) : body;
  return changeRequest(db, viewer, id, async (trx, request) => {
    const saved = await savePayloadIn(trx, viewer, request, step.name, step.schema, payload);
    if (step.name === 'preview') if (hub) await publishRequestChange(trx, hub, request.id, requestChangeEvents.banksChosen);
    return saved;
  });
}
