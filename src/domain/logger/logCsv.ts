import type { LogEntry, LogLevel, LogSource } from './logRing';

const levelNames: Readonly<Record<LogLevel, string>> = { error: 'ошибка', warning: 'предупреждение', info: 'сведения' };
const sourceNames: Readonly<Record<LogSource, string>> = { call: 'вызов', hub: 'хаб', error: 'исключение', app: 'приложение' };

/** The CSV header, in the order of the columns. */
export const logCsvHeader = ['Время', 'Уровень', 'Источник', 'Сообщение', 'Подробности'] as const;

/**
 * One field of the CSV: quoted when it holds the separator, a quote or a line break; a field that a
 * spreadsheet would run as a formula (=, +, -, @ first) gets a leading apostrophe.
 */
export function csvField(value: string, separator = ';'): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return safe.includes(separator) || /["\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The log as CSV for «Сообщить о проблеме» (spec-2 §9: exportable as CSV): a byte-order mark and
 * semicolons, the way a Russian spreadsheet opens it; lines end with CRLF (RFC 4180); oldest first.
 * @param timeOf how a moment is written (the local time in the browser)
 */
export function logCsv(entries: readonly LogEntry[], timeOf: (at: number) => string): string {
  const lines = [logCsvHeader.join(';')];
  for (const entry of entries) {
    lines.push([timeOf(entry.at), levelNames[entry.level], sourceNames[entry.source], entry.message, entry.details].map((field) => csvField(field)).join(';'));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
