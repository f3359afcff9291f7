const periodPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;
const actPattern = /^А-(\d{4}-(?:0[1-9]|1[0-2]))-(\d{4,})$/;

function assertSequence(sequence: number): void {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`номер по порядку должен быть целым от 1, получено ${String(sequence)}`);
}

/**
 * The act's number (contract: 'А-2026-11-0003'): a Cyrillic «А», the period YYYY-MM and the act's place
 * among the acts of that period, four digits and more when a month has more than 9 999 acts.
 */
export function actNumber(period: string, sequence: number): string {
  if (!periodPattern.test(period)) throw new RangeError(`«${period}» не период ГГГГ-ММ`);
  assertSequence(sequence);
  return `А-${period}-${String(sequence).padStart(4, '0')}`;
}

/** The period and the place of an act's number, or null when the text is not one. */
export function parseActNumber(number: string): { period: string; sequence: number } | null {
  const match = actPattern.exec(number);
  if (!match) return null;
  const sequence = Number(match[2]);
  // Only the spelling actNumber writes: '00003' is not the act 3.
  return Number.isSafeInteger(sequence) && sequence >= 1 && String(sequence).padStart(4, '0') === match[2] ? { period: match[1] ?? '', sequence } : null;
}
