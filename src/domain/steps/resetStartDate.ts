import { calendarDateOf, compareCalendarDates, parseCalendarDate, type CalendarDate } from '../checks/calendarDate';

/** A joint-request customer as far as its start date goes. */
export interface StartDateCustomer {
  readonly date_from?: string | null;
}

/** The guarantee parameters as far as the start date goes. */
export interface StartDateParameters {
  readonly dateFrom?: string | null;
  readonly customers?: readonly StartDateCustomer[] | null;
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');
const isoOf = (date: CalendarDate): string => `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;

/** True when the value is no date at all or a date before today. */
function isEmptyOrPast(value: string | null | undefined, today: CalendarDate): boolean {
  const date = parseCalendarDate(value);
  return date === null || compareCalendarDates(date, today) < 0;
}

/**
 * The start-date rule (spec-1 §4, spec-2 §5.2): a guarantee start date that is empty or in the past
 * becomes today; in a joint request every customer whose start date is earlier than today gets today
 * too. A customer without a date keeps none: it follows the guarantee's own date. Dates are written
 * YYYY-MM-DD.
 * @param today the current moment; its local calendar date is used.
 * @returns the same object when nothing changes, otherwise a copy with the dates moved.
 */
export function resetStartDate<T extends StartDateParameters>(params: T, today: Date): T {
  const now = calendarDateOf(today);
  const todayIso = isoOf(now);
  const moveDate = isEmptyOrPast(params.dateFrom, now);
  const customers = params.customers ?? [];
  const moveCustomer = (customer: StartDateCustomer): boolean =>
    typeof customer.date_from === 'string' && customer.date_from !== '' && isEmptyOrPast(customer.date_from, now);
  const customersMove = customers.some(moveCustomer);
  if (!moveDate && !customersMove) return params;
  return {
    ...params,
    ...(moveDate ? { dateFrom: todayIso } : {}),
    ...(customersMove ? { customers: customers.map((c) => (moveCustomer(c) ? { ...c, date_from: todayIso } : c)) } : {}),
  };
}
