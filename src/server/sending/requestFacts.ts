import type { BankSettings } from '../../domain/banks';
import { numberValue } from '../../domain/checks/numberValue';
import { progress, type RequestProgress } from '../../domain/progress/progress';
import { shippedProgressConfig } from '../../domain/progress/progressConfig';
import { stepFacts } from '../../domain/steps/stepFacts';
import { visibleSteps } from '../../domain/steps/visibleSteps';
import type { Executor } from '../db/schema';
import { banksOf, contextOf, readFormColumns, requestData } from '../requestForm/formState';
import { readStepRows } from '../requestForm/stepRows';
import type { SendingRequest } from './sendingRequest';

/** The guarantee the request asks for, as the bank list shows it before any offer. */
export interface GuaranteeAsked {
  /** Rubles with kopecks, e.g. '7312500.00'; null before the parameters step is saved. */
  sum: string | null;
  /** Days of the guarantee; null when unknown. */
  duration: number | null;
  /** The guarantee type (y, i_with_a …) of the parameters, else of the create step. */
  stage: string | null;
}

/** The parameters step's sum, term and type. */
export async function guaranteeAsked(db: Executor, request: Pick<SendingRequest, 'id' | 'guarantee_type'>): Promise<GuaranteeAsked> {
  const row = await db.selectFrom('bg_request_step').select('data').where('request_id', '=', String(request.id)).where('step', '=', 'guaranty-detail-info').executeTakeFirst();
  const data = (row?.data ?? {}) as Record<string, unknown>;
  const sum = numberValue(data['sum']);
  const days = numberValue(data['daysCount']);
  const stage = typeof data['stage'] === 'string' && data['stage'] !== '' ? data['stage'] : request.guarantee_type;
  return { sum: sum === null ? null : sum.toFixed(2), duration: days === null ? null : Math.round(days), stage };
}

/** What a request still lacks before it may go to these banks, and its counters for them. */
export interface Completeness {
  complete: boolean;
  /** Russian names of unchecked steps and unfinished progress blocks. */
  missing: string[];
  progress: RequestProgress;
}

/**
 * Whether the request is complete for sending to these banks (spec-2 §5.7: all steps at 100 %): every
 * visible step checked and every progress block full. The banks asked for join the banks chosen on the
 * preview step, so a bank added at sending brings its own documents and finance periods into the count.
 */
export async function completenessFor(db: Executor, request: SendingRequest, bankUuids: readonly string[]): Promise<Completeness> {
  const columns = await readFormColumns(db, request.id);
  const rows = await readStepRows(db, request.id);
  const uuids = [...new Set([...columns.selected_banks, ...bankUuids])];
  const banks: BankSettings[] = banksOf(uuids);
  const context = contextOf({ ...request, ...columns }, rows, banks);
  const counters = progress(requestData(rows), { ...context, selectedBanks: banks });
  const missing: string[] = [];
  for (const step of visibleSteps(stepFacts(context))) {
    // The preview step is where banks are chosen: it is checked by sending itself.
    if (step.name === 'preview' || step.form === 'create') continue;
    if (rows.get(step.name)?.checked !== true) missing.push(`шаг «${step.title}»`);
  }
  for (const [block, points] of Object.entries(counters) as [keyof RequestProgress, RequestProgress[keyof RequestProgress]][]) {
    if (points.count_points < points.total_points) {
      missing.push(`«${shippedProgressConfig.blocks[block].title}» (${points.count_points} из ${points.total_points})`);
    }
  }
  return { complete: missing.length === 0, missing, progress: counters };
}

/** The settings of a bank by uuid, or null when config/banks.json does not know it. */
export function knownBank(banks: readonly BankSettings[], uuid: string): BankSettings | null {
  return banks.find((bank) => bank.uuid === uuid) ?? null;
}
