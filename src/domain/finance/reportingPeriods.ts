import constants from '../../../config/constants.json';
import type { FinancePeriod } from '../banks';
import { isFinancePeriod } from './financePeriods';

interface Series {
  readonly periods: readonly string[];
  readonly endMonths: readonly number[];
  readonly due: { readonly monthsAfterEnd: number; readonly day: number };
}

const calendar = constants.finance.periods.calendar as {
  readonly interim: Series;
  readonly annual: Series;
  readonly labels: Readonly<Record<string, string>>;
};

/** One period of the finance report as of a day: its reporting date and its Russian name. */
export interface ReportingPeriod {
  readonly period: FinancePeriod;
  /** The reporting date, YYYY-MM-DD (the last day of the period). */
  readonly date: string;
  readonly year: number;
  /** «9 месяцев 2026», «2025 год». */
  readonly label: string;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** The last day of a month (month 1…12), as YYYY-MM-DD. */
function monthEnd(year: number, month: number): string {
  return `${year}-${pad(month)}-${pad(new Date(Date.UTC(year, month, 0)).getUTCDate())}`;
}

/** The deadline of a period ending with this month: the given day (or the month's last) so many months later. */
function deadline(year: number, month: number, due: Series['due']): string {
  const index = year * 12 + (month - 1) + due.monthsAfterEnd;
  const dueYear = Math.floor(index / 12);
  const dueMonth = (index % 12) + 1;
  const last = new Date(Date.UTC(dueYear, dueMonth, 0)).getUTCDate();
  return `${dueYear}-${pad(dueMonth)}-${pad(Math.min(due.day, last))}`;
}

/**
 * The name of a reporting date by config/constants.json `finance.periods.calendar.labels`:
 * 2026-09-30 -> «9 месяцев 2026», 2025-12-31 -> «2025 год»; null for a date that ends no reporting period.
 */
export function reportingDateLabel(date: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), match[3]];
  const template = calendar.labels[String(month)];
  if (template === undefined || monthEnd(year, month).slice(8) !== day) return null;
  return template.replace('{year}', String(year));
}

/** The closed reporting dates of one series, the latest first: a date is closed the day after its deadline. */
function closedDates(series: Series, today: string, count: number): { year: number; month: number }[] {
  const result: { year: number; month: number }[] = [];
  const months = [...series.endMonths].sort((a, b) => b - a);
  for (let year = Number(today.slice(0, 4)); result.length < count; year -= 1) {
    for (const month of months) {
      if (result.length < count && deadline(year, month, series.due) < today) result.push({ year, month });
    }
  }
  return result;
}

/**
 * Which reporting date each period of the finance report stands for on a given day (spec-2 §9 keeps
 * eight periods; what they mean is config/constants.json `finance.periods.calendar`): period1…period4
 * are the last four closed interim dates (3, 6 and 9 months of a year), period5…period8 the last four
 * closed years. A period is closed from the day after its reporting deadline: an interim one the 25th of
 * the month after the quarter, a year on 31 March of the next year. So on 27 November 2026 period1 is
 * «9 месяцев 2026» and period5 «2025 год»; on 31 March 2026 period5 is still «2024 год».
 * @param today the day, YYYY-MM-DD (the user's calendar day)
 */
export function reportingPeriods(today: string): ReportingPeriod[] {
  const result: ReportingPeriod[] = [];
  for (const series of [calendar.interim, calendar.annual]) {
    const dates = closedDates(series, today, series.periods.length);
    series.periods.forEach((period, index) => {
      const at = dates[index];
      if (!at || !isFinancePeriod(period)) return;
      const date = monthEnd(at.year, at.month);
      result.push({ period, date, year: at.year, label: reportingDateLabel(date) ?? date });
    });
  }
  return result;
}

/** The calendar day of a moment where the user is (local time), YYYY-MM-DD. */
export function localDay(moment: Date): string {
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}
