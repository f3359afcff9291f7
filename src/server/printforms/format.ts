import { printTexts } from './texts';

/** DD.MM.YYYY from YYYY-MM-DD (or an ISO timestamp); the empty mark when there is no date. */
export function formatDate(value: string | null | undefined): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return match ? `${match[3]}.${match[2]}.${match[1]}` : printTexts.empty;
}

/** 1 500 000,00: space thousands, comma decimals, always two (spec-2 §9 display formats). */
export function formatMoney(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return printTexts.empty;
  const [whole, fraction] = Math.abs(value).toFixed(2).split('.') as [string, string];
  return `${value < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${fraction}`;
}

/** 12 345 or 33,5: space thousands, a comma only when there is a fraction. */
export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return printTexts.empty;
  const [whole, fraction] = String(Math.round(Math.abs(value) * 100) / 100).split('.') as [string, string | undefined];
  return `${value < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}${fraction ? `,${fraction}` : ''}`;
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
