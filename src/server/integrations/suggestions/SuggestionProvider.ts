import type { AddressData, BankData, FmsUnitData, PartyData, PartyStatus, Suggestion } from '../datasets';

/** The four DaData suggestion kinds the product uses (spec-2 §7.6). */
export const suggestionKinds = ['party', 'address', 'bank', 'fms_unit'] as const;
export type SuggestionKind = (typeof suggestionKinds)[number];

/** Kinds DaData can look up by an identifier (findById). */
export type FindByIdKind = 'party' | 'bank';

/** A place restriction as DaData takes it ({kladr_id}, {region}, {city}...). */
export type Location = Readonly<Record<string, string>>;

/** Options every suggestion call takes. */
interface CommonRequest {
  query: string;
  /** 1..20; the route applies DaData's default of 10. */
  count: number;
  locations?: Location[];
  locations_boost?: Location[];
}

export interface PartyRequest extends CommonRequest {
  /** Register states to keep; the route defaults it to ACTIVE and LIQUIDATING (spec-2 §5.8). */
  status?: PartyStatus[];
  type?: 'LEGAL' | 'INDIVIDUAL';
  branch_type?: ('MAIN' | 'BRANCH')[];
}

export interface AddressRequest extends CommonRequest {
  /** The route defaults it to MUNICIPAL (spec-2 §5.8). */
  division?: 'MUNICIPAL' | 'ADMINISTRATIVE';
  from_bound?: { value: string };
  to_bound?: { value: string };
  language?: 'ru' | 'en';
  restrict_value?: boolean;
}

export type BankStatus = BankData['state']['status'];
export type BankType = 'BANK' | 'BANK_BRANCH' | 'NKO' | 'NKO_BRANCH' | 'RKC' | 'CBR' | 'TREASURY' | 'OTHER';

export interface BankRequest extends CommonRequest {
  status?: BankStatus[];
  type?: BankType[];
}

export interface FmsUnitRequest extends CommonRequest {
  /** e.g. [{region_code: '77'}] or [{type: '0'}]; a unit must match one filter. */
  filters?: { region_code?: string; type?: string }[];
}

export interface SuggestRequests {
  party: PartyRequest;
  address: AddressRequest;
  bank: BankRequest;
  fms_unit: FmsUnitRequest;
}

/** Structured data of a suggestion of each kind, in DaData's field names. */
export interface SuggestionDataByKind {
  party: PartyData;
  address: AddressData;
  bank: BankData;
  fms_unit: FmsUnitData;
}

export type SuggestionOf<K extends SuggestionKind> = Suggestion<SuggestionDataByKind[K]>;

/** findById: an INN, OGRN (party) or BIK, SWIFT, INN, registration number (bank); KPP narrows a party's INN. */
export interface FindByIdRequest {
  query: string;
  kpp?: string;
}

/**
 * Where suggestions come from: DaData itself or the shipped datasets. Both answer in DaData's own
 * format so the browser widgets cannot tell them apart.
 * @throws UpstreamError when the outside service cannot answer
 */
export interface SuggestionProvider {
  readonly name: 'dadata' | 'offline';
  suggest<K extends SuggestionKind>(kind: K, request: SuggestRequests[K]): Promise<SuggestionOf<K>[]>;
  findById<K extends FindByIdKind>(kind: K, request: FindByIdRequest): Promise<SuggestionOf<K>[]>;
}
