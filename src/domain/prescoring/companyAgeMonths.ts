import { compareCalendarDates, parseCalendarDate, type CalendarDate } from '../checks/calendarDate';

/** The calendar day of a check date: a YYYY-MM-DD string, or a moment read in UTC (the server's clock). */
export function checkDay(today: Date | string): CalendarDate | null {
  if (typeof today === 'string') return parseCalendarDate(today);
  if (Number.isNaN(today.getTime())) return null;
  return { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1, day: today.getUTCDate() };
}

/**
 * Whole calendar months from a company's registration to the day of the check: registered on
 * 15.03.2024, it is 11 months old on 14.03.2025 and 12 on 15.03.2025; a month ending on a shorter
 * month's last day counts as full. A registration in the future gives 0; an unreadable date gives null.
 */
export function companyAgeMonths(registrationDate: string, today: Date | string): number | null {
  const registered = parseCalendarDate(registrationDate);
  const day = checkDay(today);
  if (registered === null || day === null) return null;
  if (compareCalendarDates(day, registered) <= 0) return 0;
  // A month after 31 January is 28 (29) February, as the stop factors' young-company rule counts it.
  const anchor = Math.min(registered.day, new Date(Date.UTC(day.year, day.month, 0)).getUTCDate());
  const months = (day.year - registered.year) * 12 + (day.month - registered.month) - (day.day < anchor ? 1 : 0);
  return Math.max(0, months);
}
