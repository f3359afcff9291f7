import { lazy, loadDataset } from './loadDataset';
import { clampCount, searchBothLayouts } from './searchOptions';
import { TokenIndex } from './tokenIndex';
import type { AddressSuggestion } from './types';

/** DaData's `division`: administrative (districts of a region) or municipal (municipal formations). */
export type AddressDivision = 'ADMINISTRATIVE' | 'MUNICIPAL';

export interface AddressSearchOptions {
  count?: number;
  /**
   * Accepted for protocol parity. The shipped dataset stops at regions, cities and streets, where both
   * divisions name the same objects, so the answer does not depend on it.
   */
  division?: AddressDivision;
}

// Place-type words: 'г москва ул тверская' means the same as 'москва тверская'.
const placeTypeWords = new Set([
  'г', 'город', 'обл', 'область', 'респ', 'республика', 'край', 'ао', 'аобл', 'автономный', 'округ',
  'ул', 'улица', 'пр', 'пр-кт', 'кт', 'проспект', 'пл', 'площадь', 'ш', 'шоссе', 'наб', 'набережная',
  'б-р', 'бульвар', 'пер', 'переулок', 'д', 'дом', 'россия', 'рф',
]);

const store = lazy(() => {
  const records = loadDataset<AddressSuggestion[]>('addresses.json');
  const index = new TokenIndex(records.length, (id) => {
    const { data } = records[id]!;
    return [data.region_with_type, data.region_type_full, data.city_with_type ?? '', data.street_with_type ?? '', data.street_type_full ?? '', data.postal_code ?? ''];
  });
  return { records, index };
});

/** All shipped address objects: regions, cities and streets. */
export function allAddresses(): readonly AddressSuggestion[] {
  return store().records;
}

/**
 * Address objects for a suggestion query, best first: all query words must be met by words of the
 * region, city or street; on equal scores the larger object wins (a region before its cities, a city of
 * a million before a town), and a city before a street.
 */
export function searchAddresses(query: string, options: AddressSearchOptions = {}): AddressSuggestion[] {
  const { records, index } = store();
  const count = clampCount(options.count);
  if (query.trim() === '') return [];
  return searchBothLayouts(index, query, placeTypeWords)
    .sort((a, b) => b.score - a.score || weightOf(records[b.id]!) - weightOf(records[a.id]!) || a.id - b.id)
    .slice(0, count)
    .map((hit) => records[hit.id]!);
}

function weightOf(record: AddressSuggestion): number {
  const { data } = record;
  if (data.fias_level === '1') return 2e7 + (data.region_with_type.startsWith('г ') ? 1e6 : 0);
  if (data.fias_level === '4') return data.population ?? 0;
  return 0;
}
