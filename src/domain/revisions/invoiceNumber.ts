const invoicePattern = /^(\d{4})-(\d{4,})$/;

/**
 * The agent's invoice number (contract: '2026-0007'): the year of the invoice's date and its place among
 * the organisation's invoices of that year, four digits and more — a new year starts again from 1, as
 * Russian invoices are usually numbered.
 */
export function invoiceNumber(year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new RangeError(`«${String(year)}» не год`);
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`номер по порядку должен быть целым от 1, получено ${String(sequence)}`);
  return `${year}-${String(sequence).padStart(4, '0')}`;
}

/** The year and the place of an invoice's number, or null when the text is not one. */
export function parseInvoiceNumber(number: string): { year: number; sequence: number } | null {
  const match = invoicePattern.exec(number);
  if (!match) return null;
  const year = Number(match[1]);
  const sequence = Number(match[2]);
  // Only the spelling invoiceNumber writes: '2026-00007' is not the invoice 7.
  return year >= 2000 && Number.isSafeInteger(sequence) && sequence >= 1 && String(sequence).padStart(4, '0') === match[2] ? { year, sequence } : null;
}
