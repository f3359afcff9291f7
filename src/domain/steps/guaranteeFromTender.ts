import prefill from '../../../config/tender-prefill.json';
import { calendarDateOf, compareCalendarDates, parseCalendarDate, type CalendarDate } from '../checks/calendarDate';

/** The fields of a purchase found in EIS that the guarantee step can start from. */
export interface TenderTerms {
  readonly max_price?: number | null;
  readonly participation_sum_bg?: number | null;
  readonly execution_sum_bg?: number | null;
  readonly gw_bg_sum?: number | null;
  readonly participation_end_date?: string | null;
  readonly contract_date?: string | null;
  readonly execution_to?: string | null;
}

/** What the guarantee step takes from the purchase; a field the purchase does not give is absent. */
export interface GuaranteeFromTender {
  sum?: number;
  contractSum?: number;
  dateTo?: string;
}

interface StageRule {
  readonly sumFrom?: keyof TenderTerms;
  readonly dateToFrom?: keyof TenderTerms;
  readonly monthsAfter?: number;
}

const rules = prefill.byStage as Readonly<Record<string, StageRule>>;

const pad = (n: number, width: number): string => String(n).padStart(width, '0');
const isoOf = (date: CalendarDate): string => `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;

/** Adds whole months; a day the month lacks becomes its last day (Civil Code art. 192). */
function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(date.day, last) };
}

const positive = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined);

/**
 * The guarantee parameters the purchase found by its number already knows (config/tender-prefill.json):
 * the guarantee sum for the chosen guarantee type (participation: `participation_sum_bg`, execution:
 * `execution_sum_bg`, warranty: `gw_bg_sum`), the contract's price (`max_price`), and the end date as
 * the purchase's date plus the months the rule gives (an application guarantee two months past the end
 * of applications, an execution guarantee a month past the contract's end). An end date already past
 * `today` is not offered. Nothing for a purchase without those fields.
 */
export function guaranteeFromTender(tender: TenderTerms | null | undefined, stage: unknown, today: Date): GuaranteeFromTender {
  if (!tender) return {};
  const result: GuaranteeFromTender = {};
  const contractSum = positive(tender[prefill.contractSumFrom as keyof TenderTerms]);
  if (contractSum !== undefined) result.contractSum = contractSum;
  const rule = typeof stage === 'string' ? rules[stage] : undefined;
  if (!rule) return result;
  const sum = rule.sumFrom ? positive(tender[rule.sumFrom]) : undefined;
  if (sum !== undefined) result.sum = sum;
  const base = rule.dateToFrom ? parseCalendarDate(tender[rule.dateToFrom]) : null;
  if (base) {
    const end = addMonths(base, rule.monthsAfter ?? 0);
    if (compareCalendarDates(end, calendarDateOf(today)) > 0) result.dateTo = isoOf(end);
  }
  return result;
}

/**
 * Lays what the purchase knows under the guarantee step's data: a field the agent has filled (or the
 * joint customers' total) is never replaced, only an absent one is filled.
 */
export function prefillGuarantee<T extends Record<string, unknown>>(data: T, fromTender: GuaranteeFromTender): T {
  const missing = Object.entries(fromTender).filter(([key]) => data[key] === undefined || data[key] === null || data[key] === '');
  return missing.length === 0 ? data : { ...data, ...Object.fromEntries(missing) };
}
