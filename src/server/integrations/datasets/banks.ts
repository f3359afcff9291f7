import { digitsOf } from './normalizeQuery';
import { lazy, loadDataset } from './loadDataset';
import { clampCount, searchBothLayouts } from './searchOptions';
import { TokenIndex } from './tokenIndex';
import type { BankSuggestion } from './types';

const bankWords = new Set(['банк', 'пао', 'ао', 'ооо', 'ко', 'нко', 'акб', 'кб']);

// banks.json is ordered by size of the bank, so on equal scores file order puts the largest first.
const store = lazy(() => {
  const records = loadDataset<BankSuggestion[]>('banks.json');
  const byBic = new Map(records.map((record) => [record.data.bic, record]));
  const index = new TokenIndex(records.length, (id) => {
    const { data, value } = records[id]!;
    return [value, data.name.payment, data.name.short, data.name.full ?? '', data.payment_city, data.swift ?? ''];
  });
  return { records, byBic, index };
});

/** All shipped credit institutions. */
export function allBanks(): readonly BankSuggestion[] {
  return store().records;
}

/** The bank with this BIK, or null. */
export function findBankByBic(bic: string): BankSuggestion | null {
  return store().byBic.get(digitsOf(bic)) ?? null;
}

/**
 * Banks for a suggestion query: by BIK, INN, correspondent account or registration number when the
 * query is digits, otherwise by words of the names, the SWIFT code and the city.
 */
export function searchBanks(query: string, count?: number): BankSuggestion[] {
  const { records, index } = store();
  const limit = clampCount(count);
  const trimmed = query.trim();
  if (trimmed === '') return [];
  if (/^[\d\s-]+$/.test(trimmed)) {
    const digits = digitsOf(trimmed);
    return records
      .filter(({ data }) =>
        data.bic.startsWith(digits) || data.inn.startsWith(digits) || data.correspondent_account.startsWith(digits) || data.registration_number === digits,
      )
      .slice(0, limit);
  }
  return searchBothLayouts(index, trimmed, bankWords)
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .slice(0, limit)
    .map((hit) => records[hit.id]!);
}
