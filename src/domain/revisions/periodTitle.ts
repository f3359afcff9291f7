import { isPeriod, periodLabel } from './period';

/**
 * An act's period as a heading: 'YYYY-MM' → «Ноябрь 2026» (`periodLabel`, capitalised). Anything that
 * is not a period comes back as it was, so a strange value is seen on screen rather than thrown.
 */
export function periodTitle(period: string): string {
  if (!isPeriod(period)) return period;
  const label = periodLabel(period);
  return label.charAt(0).toUpperCase() + label.slice(1);
}
