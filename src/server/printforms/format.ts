import { formatMoney as formatMoneyRu } from '../../domain/format/formatMoney';
import { formatNumber as formatNumberRu } from '../../domain/format/formatNumber';
import { printTexts } from './texts';

/**
 * DD.MM.YYYY from YYYY-MM-DD or an ISO timestamp, the date as written: a request created at 01:00
 * Moscow time must not print as the day before on a server that runs in UTC.
 */
export function formatDate(value: string | null | undefined): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return match ? `${match[3]}.${match[2]}.${match[1]}` : printTexts.empty;
}

/** 1 500 000,00 (spec-2 §9 display formats); the empty mark when there is no value. */
export function formatMoney(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? printTexts.empty : formatMoneyRu(value);
}

/** 12 345 or 33,5; the empty mark when there is no value. */
export function formatNumber(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? printTexts.empty : formatNumberRu(value);
}

/** The text, or the empty mark for nothing. */
export function orEmpty(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return printTexts.empty;
  const text = String(value).trim();
  return text === '' ? printTexts.empty : text;
}

export function yesNo(value: boolean | null | undefined): string {
  if (value === null || value === undefined) return printTexts.empty;
  return value ? printTexts.yes : printTexts.no;
}

/** Фамилия Имя Отчество. */
export function fullNameOf(person: { last_name: string; first_name: string; middle_name?: string | null }): string {
  return [person.last_name, person.first_name, person.middle_name].filter((part) => part && part.trim() !== '').join(' ');
}

/** Фамилия И. О., as under a signature. */
export function initialsOf(person: { last_name: string; first_name: string; middle_name?: string | null }): string {
  const initials = [person.first_name, person.middle_name]
    .filter((part): part is string => Boolean(part && part.trim()))
    .map((part) => `${part.trim()[0]!.toUpperCase()}.`)
    .join(' ');
  return initials ? `${person.last_name} ${initials}` : person.last_name;
}
