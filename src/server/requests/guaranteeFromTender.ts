import type { PrintableParameters } from '../printforms/PrintableRequest';
import type { SavedTender } from './requestRecord';

function isDay(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
}

/** The day one calendar month later, clamped to the month's end (31 January + 1 month = 28/29 February). */
export function addOneMonth(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(date, lastDay))).toISOString().slice(0, 10);
}

function positive(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/**
 * The guarantee a saved tender asks for, until the guarantee step stores the request's own
 * parameters: the bid security while bids are still accepted, otherwise the contract performance
 * security. It starts today (spec-2 §5.2: an empty or past start is today) and runs one month past
 * the period it secures — the minimum 44-FZ sets for both (art. 44 and art. 96): a month after the
 * bid deadline, a month after the contract's end. Advance and warranty guarantees need figures a
 * tender does not carry, so they are left to the guarantee step.
 * @param today YYYY-MM-DD on Moscow time
 * @returns the parameters, or null when the tender names no guarantee that can be dated
 */
export function guaranteeFromTender(tender: SavedTender | null, today: string): PrintableParameters | null {
  if (!tender) return null;
  const common = { currency: 'rub' as const, dateFrom: today, beneficiary: 'bgForCustomer' as const };
  if (positive(tender.participation_sum_bg) && isDay(tender.participation_end_date) && tender.participation_end_date >= today) {
    return { ...common, stage: 'y', sum: tender.participation_sum_bg, dateTo: addOneMonth(tender.participation_end_date) };
  }
  if (positive(tender.execution_sum_bg) && isDay(tender.execution_to) && tender.execution_to >= today) {
    return {
      ...common,
      stage: 'i_without_a',
      sum: tender.execution_sum_bg,
      contractSum: positive(tender.max_price) ? tender.max_price : null,
      dateTo: addOneMonth(tender.execution_to),
    };
  }
  return null;
}
