import { digitsOf } from './normalizeQuery';
import { lazy, loadDataset } from './loadDataset';
import { clampCount, searchBothLayouts } from './searchOptions';
import { TokenIndex } from './tokenIndex';
import type { PartyStatus, PartySuggestion } from './types';

/** Options of a company search, as the DaData `party` call takes them. */
export interface CompanySearchOptions {
  count?: number;
  /** Only these register states; all when absent or empty. */
  statuses?: readonly PartyStatus[];
  type?: 'LEGAL' | 'INDIVIDUAL';
}

// Words of legal forms: a query 'ооо' alone should not list every company.
const opfWords = new Set(['ооо', 'оао', 'зао', 'пао', 'ао', 'нао', 'ип', 'фгуп', 'гуп', 'муп', 'гбу', 'гку', 'фгбу', 'фку', 'мку', 'мбу', 'гау', 'гкп']);

const store = lazy(() => {
  const records = loadDataset<PartySuggestion[]>('companies.json');
  const byInn = new Map<string, PartySuggestion[]>();
  const byOgrn = new Map<string, PartySuggestion>();
  for (const record of records) {
    const list = byInn.get(record.data.inn) ?? [];
    list.push(record);
    byInn.set(record.data.inn, list);
    byOgrn.set(record.data.ogrn, record);
  }
  const index = new TokenIndex(records.length, (id) => {
    const { data } = records[id]!;
    return [
      data.name.full_with_opf,
      data.name.short_with_opf,
      data.name.latin ?? '',
      data.management?.name ?? '',
      data.address.data.city ?? '',
      data.address.data.region,
    ];
  });
  return { records, byInn, byOgrn, index };
});

/** All shipped companies and sole entrepreneurs. */
export function allCompanies(): readonly PartySuggestion[] {
  return store().records;
}

/** The company with this INN (and KPP, when several share the INN), or null. */
export function findCompanyByInn(inn: string, kpp?: string): PartySuggestion | null {
  const list = store().byInn.get(digitsOf(inn));
  if (!list || list.length === 0) return null;
  if (kpp) return list.find((record) => record.data.kpp === kpp) ?? null;
  return list[0]!;
}

/** The company with this OGRN or OGRNIP, or null. */
export function findCompanyByOgrn(ogrn: string): PartySuggestion | null {
  return store().byOgrn.get(digitsOf(ogrn)) ?? null;
}

/**
 * Companies for a suggestion query: an INN or OGRN (whole or its beginning) when the query is digits,
 * otherwise words of the name, the head, the city or the region; active companies first.
 */
export function searchCompanies(query: string, options: CompanySearchOptions = {}): PartySuggestion[] {
  const { records, index } = store();
  const count = clampCount(options.count);
  const statuses = options.statuses && options.statuses.length > 0 ? new Set(options.statuses) : null;
  const accept = (record: PartySuggestion): boolean =>
    (statuses === null || statuses.has(record.data.state.status)) && (options.type === undefined || record.data.type === options.type);
  const trimmed = query.trim();
  if (trimmed === '') return [];
  if (/^[\d\s-]+$/.test(trimmed)) {
    const digits = digitsOf(trimmed);
    return records
      .filter((r) => accept(r) && (r.data.inn.startsWith(digits) || r.data.ogrn.startsWith(digits)))
      .sort((a, b) => Number(b.data.inn === digits || b.data.ogrn === digits) - Number(a.data.inn === digits || a.data.ogrn === digits))
      .slice(0, count);
  }
  return searchBothLayouts(index, trimmed, opfWords)
    .filter((hit) => accept(records[hit.id]!))
    .sort((a, b) => b.score - a.score || rankOf(records[a.id]!) - rankOf(records[b.id]!) || a.id - b.id)
    .slice(0, count)
    .map((hit) => records[hit.id]!);
}

// Working companies before those being wound up, then shorter names (the main company before its namesakes).
function rankOf(record: PartySuggestion): number {
  const stateRank = record.data.state.status === 'ACTIVE' ? 0 : 1000;
  return stateRank + record.data.name.short_with_opf.length;
}
