const months = ['Январь', 'Февраль', 'Март', 'Апрель', 'Май', 'Июнь', 'Июль', 'Август', 'Сентябрь', 'Октябрь', 'Ноябрь', 'Декабрь'] as const;

/**
 * An act's period as people name it: 'YYYY-MM' → «Ноябрь 2026» (the nominative, as a heading). Anything
 * that is not a month comes back as it was, so a strange value is seen rather than hidden.
 */
export function periodTitle(period: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  const month = match ? months[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${match[1]}` : period;
}

/** The Moscow month (UTC+3, as accruals are dated) of a moment, 'YYYY-MM'. */
export function moscowPeriodOf(moment: number): string {
  return new Date(moment + 3 * 3_600_000).toISOString().slice(0, 7);
}

/** The month before a 'YYYY-MM' period. */
export function previousPeriod(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}
