/** A date without time or time zone, as written in documents. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Reads a document date written as YYYY-MM-DD (the wire and date-picker form, optionally followed by a
 * time) or DD.MM.YYYY (the display form). Impossible dates such as 31.02 give null.
 */
export function parseCalendarDate(value: unknown): CalendarDate | null {
  if (typeof value !== 'string') return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value);
  const ru = iso ? null : /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : ru ? [ru[3], ru[2], ru[1]] : [];
  if (year === undefined || month === undefined || day === undefined) return null;
  const date = { year: Number(year), month: Number(month), day: Number(day) };
  if (date.month < 1 || date.month > 12 || date.day < 1 || date.day > daysInMonth(date.year, date.month)) return null;
  return date;
}

/** The calendar date of a moment in the local time zone of the running code. */
export function calendarDateOf(moment: Date): CalendarDate {
  return { year: moment.getFullYear(), month: moment.getMonth() + 1, day: moment.getDate() };
}

/**
 * Adds whole years. A 29 February lands on 28 February in a common year: a period ending in a month
 * without that day ends on the month's last day (Civil Code of the Russian Federation, art. 192).
 */
export function addYears(date: CalendarDate, years: number): CalendarDate {
  const year = date.year + years;
  return { year, month: date.month, day: Math.min(date.day, daysInMonth(year, date.month)) };
}

/** Adds (or, when negative, subtracts) whole days. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** Negative when a is earlier than b, zero when equal, positive when later. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return (a.year - b.year) * 10000 + (a.month - b.month) * 100 + (a.day - b.day);
}
