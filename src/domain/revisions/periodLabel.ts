const months = ['январь', 'февраль', 'март', 'апрель', 'май', 'июнь', 'июль', 'август', 'сентябрь', 'октябрь', 'ноябрь', 'декабрь'] as const;

const periodPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The year and month of an act's period ('2026-11'), or null when the text is not one. */
export function parsePeriod(period: string): { year: number; month: number } | null {
  const match = periodPattern.exec(period);
  return match ? { year: Number(match[1]), month: Number(match[2]) } : null;
}

function periodOf(period: string): { year: number; month: number } {
  const parsed = parsePeriod(period);
  if (!parsed) throw new RangeError(`«${period}» не месяц вида ГГГГ-ММ`);
  return parsed;
}

/** The month as documents name it: '2026-11' → 'ноябрь 2026 г.' («акт за ноябрь 2026 г.»). */
export function periodLabel(period: string): string {
  const { year, month } = periodOf(period);
  return `${months[month - 1]!} ${year} г.`;
}

/** The first and the last day of the period (YYYY-MM-DD), both included, as an act's «с … по …» prints them. */
export function periodBounds(period: string): { from: string; to: string } {
  const { year, month } = periodOf(period);
  // Day 0 of the next month is the last day of this one, leap years included.
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}
