import { digitsOf } from './normalizeQuery';
import { lazy, loadDataset } from './loadDataset';
import { clampCount, searchBothLayouts } from './searchOptions';
import { TokenIndex } from './tokenIndex';
import type { FmsUnitSuggestion } from './types';

const store = lazy(() => {
  const records = loadDataset<FmsUnitSuggestion[]>('fms-units.json');
  const byCode = new Map<string, FmsUnitSuggestion[]>();
  for (const record of records) {
    const list = byCode.get(record.data.code) ?? [];
    list.push(record);
    byCode.set(record.data.code, list);
  }
  const index = new TokenIndex(records.length, (id) => [records[id]!.data.name]);
  return { records, byCode, index };
});

/** All shipped passport-issuing departments. */
export function allFmsUnits(): readonly FmsUnitSuggestion[] {
  return store().records;
}

/** Departments with this code ('770-001' or '770001'); one code may have had several names. */
export function findFmsUnitsByCode(code: string): FmsUnitSuggestion[] {
  const digits = digitsOf(code);
  if (digits.length !== 6) return [];
  return store().byCode.get(`${digits.slice(0, 3)}-${digits.slice(3)}`) ?? [];
}

/**
 * Departments for a suggestion query: by the beginning of the code when the query is digits (with or
 * without the dash), otherwise by words of the issuer's name.
 */
export function searchFmsUnits(query: string, count?: number): FmsUnitSuggestion[] {
  const { records, index } = store();
  const limit = clampCount(count);
  const trimmed = query.trim();
  if (trimmed === '') return [];
  if (/^[\d\s-]+$/.test(trimmed)) {
    const digits = digitsOf(trimmed);
    return records.filter((record) => digitsOf(record.data.code).startsWith(digits)).slice(0, limit);
  }
  return searchBothLayouts(index, trimmed)
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .slice(0, limit)
    .map((hit) => records[hit.id]!);
}
