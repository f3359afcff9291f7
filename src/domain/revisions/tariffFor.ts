import type { GuaranteeType } from '../banks';
import type { TariffRow } from './tariffTable';

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** Whether the row's period (both ends included, no end: open) holds `date` (YYYY-MM-DD compare as text). */
export function coversDate(row: Pick<TariffRow, 'from' | 'to'>, date: string): boolean {
  return row.from <= date && (row.to === undefined || date <= row.to);
}

/** bank+type 3 > bank 2 > type 1 > default 0. */
function specificity(row: TariffRow): number {
  return (row.bank === null ? 0 : 2) + (row.guarantee_type === null ? 0 : 1);
}

/**
 * The tariff row that applies to a deal of `bank` (uuid) and `guaranteeType` accrued on `date`
 * (YYYY-MM-DD, see accrualDate): among the rows whose period holds the date, the most specific one —
 * bank and type, then bank, then type, then the default. Periods of one bank and type never overlap (the
 * check refuses such a file), so at most one row per level matches. The date is the deal's first accrual
 * (the payment), so a rate that starts later never reaches back to a deal already paid. Undefined only
 * for a date before every default row.
 */
export function tariffFor(rows: readonly TariffRow[], bank: string, guaranteeType: GuaranteeType, date: string): TariffRow | undefined {
  if (!datePattern.test(date)) throw new RangeError(`«${date}» не дата ГГГГ-ММ-ДД`);
  let best: TariffRow | undefined;
  for (const row of rows) {
    if (row.bank !== null && row.bank !== bank) continue;
    if (row.guarantee_type !== null && row.guarantee_type !== guaranteeType) continue;
    if (!coversDate(row, date)) continue;
    if (best === undefined || specificity(row) > specificity(best)) best = row;
  }
  return best;
}
