import { banksConfig, type BankSettings } from '../../domain/banks';
import { needsBirthCountry } from '../../domain/persons/needsBirthCountry';
import type { Person } from '../../domain/persons/person';
import { progress, type RequestProgress } from '../../domain/progress/progress';
import { shippedProgressConfig } from '../../domain/progress/progressConfig';
import { readinessGaps, type ReadinessGap } from '../../domain/readiness/readinessGaps';
import type { StepError } from '../../domain/steps/stepErrors';
import { validateStep } from '../../domain/steps/validateStep';
import type { RequestStep } from '../../domain/steps/requestSteps';
import { stepContext, type StepContext } from '../../domain/steps/stepContext';
import { stepFacts } from '../../domain/steps/stepFacts';
import { visibleSteps } from '../../domain/steps/visibleSteps';
import type { Executor } from '../db/schema';
import type { VisibleRequest } from '../requests/requestRecord';
import { withContext } from './stepPayload';
import { entityRows, readStepRows, type StepRow } from './stepRows';

/** The columns of the request the form adds to the record (migration 006). */
export interface FormColumns {
  address: string | null;
  region_name: string | null;
  guarantee_type: string | null;
  selected_banks: string[];
  customer_contacts_required: boolean;
  customer_phone: string | null;
  customer_email: string | null;
  customer_confirmed: boolean;
}

/** Everything the form knows of one request: the record, its saved steps and what follows from them. */
export interface FormState {
  request: VisibleRequest & FormColumns;
  rows: Map<string, StepRow>;
  selectedBanks: BankSettings[];
  context: StepContext;
  visible: RequestStep[];
  progress: RequestProgress;
  /** Each saved visible step's problems, judged again with the context of the banks chosen now. */
  errors: Map<string, StepError[]>;
  /** Steps that are checked and still hold their rules for the banks chosen now: the ✓ of the step list. */
  checked: Set<string>;
  /** Why the request cannot be sent yet; empty when every step is in order. */
  gaps: ReadinessGap[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The settings of the chosen banks that config/banks.json knows, in the order chosen. */
export function banksOf(uuids: readonly string[]): BankSettings[] {
  return uuids.map((uuid) => banksConfig.banks.find((bank) => bank.uuid === uuid)).filter((bank): bank is BankSettings => bank !== undefined);
}

export async function readFormColumns(db: Executor, id: number): Promise<FormColumns> {
  const row = await db
    .selectFrom('bg_request')
    .select(['address', 'region_name', 'guarantee_type', 'selected_banks', 'customer_contacts_required', 'customer_phone', 'customer_email', 'customer_confirmed'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { ...row, selected_banks: Array.isArray(row.selected_banks) ? row.selected_banks : [] };
}

/**
 * The step context as the server derives it — never taken from the browser: the applicant type and
 * the procurement from the request, signers from the questionnaire, the sum from the guarantee
 * parameters, the birth country from the head, and what the chosen banks require.
 */
export function contextOf(request: VisibleRequest & FormColumns, rows: ReadonlyMap<string, StepRow>, selectedBanks: readonly BankSettings[]): StepContext {
  const questionnaire = rows.get(entityRows.questionnaire)?.data;
  const parameters = rows.get('guaranty-detail-info')?.data;
  const head = rows.get('information-head')?.data['head'];
  const sum = parameters?.['sum'];
  return stepContext(
    {
      is_ip: request.is_ip,
      is_joint: request.is_joint,
      tender_number: request.tender_number,
      needPodpisants: questionnaire?.['needPodpisants'] === true,
      sum: typeof sum === 'number' ? sum : null,
      customer_contacts_required: request.customer_contacts_required,
      birth_country_required: isRecord(head) && needsBirthCountry(head as unknown as Person, { is_ip: request.is_ip, inn: request.inn }),
      tender: request.tender,
      commercial: rows.get('commercial-detail-info')?.data,
      head,
      founders: rows.get('information-founders')?.data,
    },
    selectedBanks,
  );
}

/** The form's data as the progress model reads it: one payload per step under the step's name. */
export function requestData(rows: ReadonlyMap<string, StepRow>): Record<string, unknown> {
  return Object.fromEntries([...rows.values()].map((row) => [row.step, row.data]));
}

/**
 * Judges every saved visible step of the request form again with today's context: a rule a bank brings
 * (an indirect participant, finance periods, documents) applies to a step saved before it was chosen.
 */
export function judgeSteps(visible: readonly RequestStep[], rows: ReadonlyMap<string, StepRow>, context: StepContext): Map<string, StepError[]> {
  const errors = new Map<string, StepError[]>();
  for (const step of visible) {
    if (step.form !== 'request' || step.final === true) continue;
    const row = rows.get(step.name);
    if (!row) continue;
    const found = validateStep(step.schema, withContext(step.schema, row.data, context));
    if (found.length > 0) errors.set(step.name, found);
  }
  return errors;
}

/** The steps, counters and reasons of a request for a set of banks: what the ✓, the counters and send readiness read. */
export function readinessOf(
  rows: ReadonlyMap<string, StepRow>,
  context: StepContext,
  selectedBanks: readonly BankSettings[],
): Pick<FormState, 'visible' | 'progress' | 'errors' | 'checked' | 'gaps'> {
  const visible = visibleSteps(stepFacts(context));
  const counters = progress(requestData(rows), { ...context, selectedBanks });
  const errors = judgeSteps(visible, rows, context);
  const stored = new Set([...rows.values()].filter((row) => row.checked).map((row) => row.step));
  const checked = new Set([...stored].filter((name) => !errors.has(name)));
  const gaps = readinessGaps({
    steps: visible,
    checked,
    saved: new Set(rows.keys()),
    errors,
    progress: counters,
    blockTitles: Object.fromEntries(Object.entries(shippedProgressConfig.blocks).map(([block, { title }]) => [block, title])),
  });
  return { visible, progress: counters, errors, checked, gaps };
}

/** Builds the state from a request already read (inside a transaction or not). */
export async function formStateOf(db: Executor, request: VisibleRequest): Promise<FormState> {
  const columns = await readFormColumns(db, request.id);
  const rows = await readStepRows(db, request.id);
  const full = { ...request, ...columns };
  const selectedBanks = banksOf(columns.selected_banks);
  const context = contextOf(full, rows, selectedBanks);
  return { request: full, rows, selectedBanks, context, ...readinessOf(rows, context, selectedBanks) };
}
