import { accrualDate } from './accrualDate';

const periodPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

const monthNames = ['январь', 'февраль', 'март', 'апрель', 'май', 'июнь', 'июль', 'август', 'сентябрь', 'октябрь', 'ноябрь', 'декабрь'];

/** Whether the text is a period 'YYYY-MM' (a month of 2000–9999). */
export function isPeriod(text: string): boolean {
  const match = periodPattern.exec(text);
  return match !== null && Number(match[1]) >= 2000;
}

/** The act's period of a moment: the Moscow month (YYYY-MM) of accrualDate, so a line and its tariff agree on the day. */
export function periodOf(moment: string | Date): string {
  return accrualDate(moment).slice(0, 7);
}

/** The month before the period: '2026-01' → '2025-12'. */
export function previousPeriod(period: string): string {
  const match = periodPattern.exec(period);
  if (!match) throw new RangeError(`«${period}» не период ГГГГ-ММ`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** «ноябрь 2026» — how an act names its month. */
export function periodLabel(period: string): string {
  const match = periodPattern.exec(period);
  if (!match) throw new RangeError(`«${period}» не период ГГГГ-ММ`);
  return `${monthNames[Number(match[2]) - 1] ?? ''} ${match[1] ?? ''}`;
}
