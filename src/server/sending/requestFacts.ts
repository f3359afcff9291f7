import type { BankSettings } from '../../domain/banks';
import { numberValue } from '../../domain/checks/numberValue';
import type { RequestProgress } from '../../domain/progress/progress';
import type { ReadinessGap } from '../../domain/readiness/readinessGaps';
import { shippedProgressConfig } from '../../domain/progress/progressConfig';
import type { Executor } from '../db/schema';
import { banksOf, contextOf, readFormColumns, readinessOf } from '../requestForm/formState';
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
  /** Why the request cannot be sent yet, each with its step and field (`readinessGaps`). */
  gaps: ReadinessGap[];
}

/**
 * Whether the request is complete for sending to these banks (spec-2 §5.7: all steps at 100 %): every
 * visible step saved, confirmed and holding its rules for these banks, and every progress block full.
 * The banks asked for join the banks chosen on the preview step, so a bank added at sending brings its
 * own documents, finance periods and founder rules into the count.
 */
export async function completenessFor(db: Executor, request: SendingRequest, bankUuids: readonly string[]): Promise<Completeness> {
  const columns = await readFormColumns(db, request.id);
  const rows = await readStepRows(db, request.id);
  const uuids = [...new Set([...columns.selected_banks, ...bankUuids])];
  const banks: BankSettings[] = banksOf(uuids);
  const context = contextOf({ ...request, ...columns }, rows, banks);
  const { progress: counters, gaps } = readinessOf(rows, context, banks);
  const missing = gaps.map((gap) => (gap.field === '' ? gap.text : `шаг «${gap.step_title}», «${gap.field}»: ${gap.text}`));
  // A block short with none of its steps to blame (no visible step of it) is still named.
  for (const [block, points] of Object.entries(counters) as [keyof RequestProgress, RequestProgress[keyof RequestProgress]][]) {
    if (missing.length === 0 && points.count_points < points.total_points) {
      missing.push(`«${shippedProgressConfig.blocks[block].title}» (${points.count_points} из ${points.total_points})`);
    }
  }
  return { complete: missing.length === 0, missing, progress: counters, gaps };
}

/** The settings of a bank by uuid, or null when config/banks.json does not know it. */
export function knownBank(banks: readonly BankSettings[], uuid: string): BankSettings | null {
  return banks.find((bank) => bank.uuid === uuid) ?? null;
}
