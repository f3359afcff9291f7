import { parseCalendarDate } from '../checks/calendarDate';

const dayMs = 86_400_000;

/**
 * The guarantee's term in days (the guarantee step's read-only «Срок гарантии, дней»): the calendar days
 * from its start to its end, as banks count a term and as the bank simulator reads it. Null when a date
 * is missing or not a date, or the end is not after the start: the field then stays empty and the
 * dates' own rules speak.
 */
export function guaranteeDays(dateFrom: unknown, dateTo: unknown): number | null {
  const from = parseCalendarDate(dateFrom);
  const to = parseCalendarDate(dateTo);
  if (from === null || to === null) return null;
  const days = Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / dayMs);
  return days >= 1 ? days : null;
}
