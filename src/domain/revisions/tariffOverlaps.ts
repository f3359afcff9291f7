import { coversDate } from './tariffFor';
import type { TariffRow } from './tariffTable';

/** Two rows of one bank and type whose periods share a day: `first` comes before `second` in the file. */
export interface TariffOverlap {
  readonly first: number;
  readonly second: number;
}

type Period = Pick<TariffRow, 'from' | 'to'>;

/** Whether two periods (both ends included, no end: open) share at least one day; adjacent ones do not. */
export function periodsOverlap(a: Period, b: Period): boolean {
  return coversDate(a, b.from) || coversDate(b, a.from);
}

/**
 * Every pair of rows for the same bank and guarantee type (null counting as its own value: "any") whose
 * periods overlap — the table would then give two rates for one deal. Rows of different specificity may
 * overlap freely: the more specific one wins (tariffFor).
 */
export function tariffOverlaps(rows: readonly Pick<TariffRow, 'bank' | 'guarantee_type' | 'from' | 'to'>[]): TariffOverlap[] {
  const overlaps: TariffOverlap[] = [];
  rows.forEach((second, j) => {
    rows.slice(0, j).forEach((first, i) => {
      if (first.bank !== second.bank || first.guarantee_type !== second.guarantee_type) return;
      if (periodsOverlap(first, second)) overlaps.push({ first: i, second: j });
    });
  });
  return overlaps;
}
