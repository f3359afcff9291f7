import type { BankSettings } from '../banks';

/** Lower case, ё as е, runs of spaces and quotes dropped: «Ак Барс» finds АК БАРС and ак-барс alike. */
export function normalizeBankQuery(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[«»"'.,\-–—()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Whether a bank answers a search by name: every word of the query is found in one of its names
 * (the short name, the name in lists, the full name, the internal name). An empty query finds every bank.
 * @param extra more texts to search in (the requirements page adds the bank's documents)
 */
export function matchesBankQuery(bank: Pick<BankSettings, 'bank_name' | 'full_name' | 'middle_name' | 'short_name' | 'internal_name'>, query: string, extra: readonly string[] = []): boolean {
  const words = normalizeBankQuery(query).split(' ').filter((word) => word !== '');
  if (words.length === 0) return true;
  const haystack = normalizeBankQuery([bank.middle_name, bank.bank_name, bank.full_name, bank.short_name, bank.internal_name, ...extra].join(' | '));
  return words.every((word) => haystack.includes(word));
}
