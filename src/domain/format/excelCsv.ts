/**
 * A CSV cell for Excel: quoted when it holds the separator, a quote or a line break; a text that
 * Excel would take for a formula (= + - @ at the start) gets an apostrophe before it.
 */
export function excelCsvCell(value: string): string {
  const text = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A table as the CSV that Excel in Russian opens without asking: a byte-order mark, «;» between
 * columns, CRLF between lines.
 */
export function excelCsv(rows: readonly (readonly string[])[]): string {
  return `\ufeff${rows.map((row) => row.map(excelCsvCell).join(';')).join('\r\n')}\r\n`;
}
