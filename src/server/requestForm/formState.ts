import { banksConfig, type BankSettings } from '../../domain/banks';
import { needsBirthCountry } from '../../domain/persons/needsBirthCountry';
import type { Person } from '../../domain/persons/person';
import { progress, type RequestProgress } from '../../domain/progress/progress';
import type { RequestStep } from '../../domain/steps/requestSteps';
import { stepContext, type StepContext } from '../../domain/steps/stepContext';
import { stepFacts } from '../../domain/steps/stepFacts';
import { visibleSteps } from '../../domain/steps/visibleSteps';
import type { Executor } from '../db/schema';
import type { VisibleRequest } from '../requests/requestRecord';
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

/** Builds the state from a request already read (inside a transaction or not). */
export async function formStateOf(db: Executor, request: VisibleRequest): Promise<FormState> {
  const columns = await readFormColumns(db, request.id);
  const rows = await readStepRows(db, request.id);
  const full = { ...request, ...columns };
  const selectedBanks = banksOf(columns.selected_banks);
  const context = contextOf(full, rows, selectedBanks);
  return {
    request: full,
    rows,
    selectedBanks,
    context,
    visible: visibleSteps(stepFacts(context)),
    progress: progress(requestData(rows), { ...context, selectedBanks }),
  };
}
