import { parseCalendarDate } from '../checks/calendarDate';
import { numberValue } from '../checks/numberValue';

/**
 * What the guarantee rules need to know of the purchase a guarantee secures (config/guarantee-rules.json):
 * its law (44, 223, 2235, 615, 1 — commercial), the initial (maximum) contract price and the end of
 * the contract's execution. Each is null when the purchase does not say.
 */
export interface PurchaseTerms {
  readonly law: number | null;
  /** НМЦК, rubles. */
  readonly max_price: number | null;
  /** End of the contract's execution, YYYY-MM-DD. */
  readonly execution_to: string | null;
}

const lawNumbers: Readonly<Record<string, number>> = { '44': 44, '44fz': 44, '223': 223, '223fz': 223, '2235': 2235, '615': 615, '615pp': 615, '1': 1, commercial: 1 };

function lawOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string') return lawNumbers[value.trim().toLowerCase()] ?? null;
  return null;
}

function positive(value: unknown): number | null {
  const number = numberValue(value);
  return number !== null && number > 0 ? number : null;
}

const day = (value: unknown): string | null => (typeof value === 'string' && parseCalendarDate(value) !== null ? value.slice(0, 10) : null);

/**
 * The purchase terms of an EIS tender attached to the request, or of the purchase step of a request
 * without a registry number (both name the fields alike: law, max_price, execution_to).
 * @returns null when the source says nothing the rules could use
 */
export function purchaseTerms(source: unknown): PurchaseTerms | null {
  if (source === null || typeof source !== 'object' || Array.isArray(source)) return null;
  const record = source as Record<string, unknown>;
  const terms = { law: lawOf(record['law'] ?? record['fz']), max_price: positive(record['max_price']), execution_to: day(record['execution_to']) };
  return terms.law === null && terms.max_price === null && terms.execution_to === null ? null : terms;
}
