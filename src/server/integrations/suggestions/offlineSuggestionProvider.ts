import {
  allBanks,
  findBankByBic,
  findCompanyByInn,
  findCompanyByOgrn,
  searchAddresses,
  searchBanks,
  searchCompanies,
  searchFmsUnits,
  type AddressSuggestion,
  type BankSuggestion,
  type PartySuggestion,
} from '../datasets';
import { maxCount } from '../datasets/searchOptions';
import type { FindByIdKind, FindByIdRequest, SuggestionKind, SuggestionOf, SuggestionProvider, SuggestRequests } from './SuggestionProvider';

/**
 * A company record as DaData answers it: the main OKVED's name travels in `okveds` and the region of
 * the address as its KLADR code, as in DaData; the dataset keeps them flat for its own checks.
 */
function asDadataParty(record: PartySuggestion): PartySuggestion {
  const { okved_name: okvedName, ...data } = record.data;
  const { region_code: regionCode, ...address } = record.data.address.data;
  return {
    ...record,
    data: {
      ...data,
      okveds: [{ main: true, type: data.okved_type, code: data.okved, name: okvedName }],
      address: { ...record.data.address, data: { ...address, region_kladr_id: `${regionCode}00000000000` } },
    } as unknown as PartySuggestion['data'],
  };
}

/** An address record without the dataset's ranking aids (population, capital), which DaData does not have. */
function asDadataAddress(record: AddressSuggestion): AddressSuggestion {
  const { population: _population, capital: _capital, ...data } = record.data;
  return { ...record, data: data as AddressSuggestion['data'] };
}

// Filters that the dataset search does not know are applied to its best matches, then cut to `count`.
function firstMatching<T>(records: readonly T[], keep: (record: T) => boolean, count: number): T[] {
  return records.filter(keep).slice(0, count);
}

function findParty(request: FindByIdRequest): PartySuggestion[] {
  const digits = request.query.replace(/\D/g, '');
  if (digits !== request.query.trim()) return [];
  const found =
    digits.length === 10 || digits.length === 12
      ? findCompanyByInn(digits, request.kpp)
      : digits.length === 13 || digits.length === 15
        ? findCompanyByOgrn(digits)
        : null;
  return found ? [found] : [];
}

function findBank(request: FindByIdRequest): BankSuggestion[] {
  const query = request.query.trim();
  if (/^\d{9}$/.test(query)) {
    const bank = findBankByBic(query);
    return bank ? [bank] : [];
  }
  const upper = query.toUpperCase();
  return allBanks().filter(
    ({ data }) =>
      data.swift === upper ||
      data.registration_number === query ||
      (data.inn === query && (request.kpp === undefined || data.kpp === request.kpp)),
  );
}

/**
 * Suggestions from the shipped datasets, in DaData's format. `locations`, `locations_boost`,
 * `from_bound`, `to_bound`, `language` and `restrict_value` are accepted and do not change the answer;
 * `division` does not either, since the data stops at regions, cities and streets, where both divisions
 * name the same objects.
 */
export function offlineSuggestionProvider(): SuggestionProvider {
  const suggest = (kind: SuggestionKind, request: SuggestRequests[SuggestionKind]): unknown[] => {
    switch (kind) {
      case 'party': {
        const party = request as SuggestRequests['party'];
        if (party.branch_type && !party.branch_type.includes('MAIN')) return [];
        return searchCompanies(party.query, { count: party.count, statuses: party.status, type: party.type }).map(asDadataParty);
      }
      case 'address':
        return searchAddresses(request.query, { count: request.count }).map(asDadataAddress);
      case 'bank': {
        const bank = request as SuggestRequests['bank'];
        return firstMatching(
          searchBanks(bank.query, maxCount),
          ({ data }) => (!bank.status || bank.status.includes(data.state.status)) && (!bank.type || bank.type.includes(data.opf.type)),
          bank.count,
        );
      }
      case 'fms_unit': {
        const { filters } = request as SuggestRequests['fms_unit'];
        return firstMatching(
          searchFmsUnits(request.query, maxCount),
          ({ data }) =>
            !filters || filters.length === 0 || filters.some((f) => (f.region_code ?? data.region_code) === data.region_code && (f.type ?? data.type) === data.type),
          request.count,
        );
      }
    }
  };

  return {
    name: 'offline',
    async suggest<K extends SuggestionKind>(kind: K, request: SuggestRequests[K]) {
      return suggest(kind, request) as SuggestionOf<K>[];
    },
    async findById<K extends FindByIdKind>(kind: K, request: FindByIdRequest) {
      return (kind === 'party' ? findParty(request).map(asDadataParty) : findBank(request)) as SuggestionOf<K>[];
    },
  };
}
