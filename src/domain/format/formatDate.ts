import dayjs from 'dayjs';
import 'dayjs/locale/ru';

/** Anything the wire may carry as a date: an ISO string, a timestamp or a Date. */
export type DateInput = string | number | Date | null | undefined;

function parse(value: DateInput): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const date = dayjs(value).locale('ru');
  return date.isValid() ? date : null;
}

/** Formats a date as DD.MM.YYYY (spec-2 §9); empty or unreadable input gives an empty string. */
export function formatDate(value: DateInput): string {
  return parse(value)?.format('DD.MM.YYYY') ?? '';
}

/** Formats a moment as DD.MM.YYYY HH:mm in local time, for chat messages and status history. */
export function formatDateTime(value: DateInput): string {
  return parse(value)?.format('DD.MM.YYYY HH:mm') ?? '';
}

/** Formats a date with the Russian month name in the genitive, e.g. "15 июня 2026", for documents. */
export function formatDateLong(value: DateInput): string {
  return parse(value)?.format('D MMMM YYYY') ?? '';
}
