/**
 * Record shapes of the shipped reference datasets. Suggestion records keep DaData's own field names
 * (suggestions/api/4_1/rs/suggest/{party,address,bank,fms_unit}) so the offline provider can answer in
 * DaData's format without any mapping; tenders follow the Tender / extended tender entity of the spec.
 */

/** One DaData suggestion: the display value, the full value and the structured data. */
export interface Suggestion<T> {
  value: string;
  unrestricted_value: string;
  data: T;
}

/** Legal-entity state in the register (DaData `party.state.status`). */
export type PartyStatus = 'ACTIVE' | 'LIQUIDATING' | 'LIQUIDATED' | 'BANKRUPT' | 'REORGANIZING';

export interface AddressData {
  postal_code: string | null;
  country: string;
  country_iso_code: string;
  federal_district: string | null;
  region_fias_id: string | null;
  region_kladr_id: string | null;
  region_iso_code: string | null;
  region_with_type: string;
  region_type: string;
  region_type_full: string;
  region: string;
  area_with_type: string | null;
  city_fias_id: string | null;
  city_kladr_id: string | null;
  city_with_type: string | null;
  city_type: string | null;
  city_type_full: string | null;
  city: string | null;
  settlement_with_type: string | null;
  street_with_type: string | null;
  street_type: string | null;
  street_type_full: string | null;
  street: string | null;
  house: string | null;
  house_type: string | null;
  block: string | null;
  block_type: string | null;
  flat: string | null;
  /** 1 region, 4 city, 7 street, 8 house (FIAS levels). */
  fias_level: string;
  capital_marker: string | null;
  okato: string | null;
  oktmo: string | null;
  kladr_id: string | null;
  fias_id: string | null;
  /** Population of a city, used only to rank suggestions; absent for streets and houses. */
  population?: number | null;
  /** Regional capital of a region record (a city name), only on region records. */
  capital?: string | null;
}

export type AddressSuggestion = Suggestion<AddressData>;

export interface PartyData {
  inn: string;
  kpp: string | null;
  ogrn: string;
  ogrn_date: number | null;
  okpo: string | null;
  okato: string | null;
  oktmo: string | null;
  okogu: string | null;
  okfs: string | null;
  okved: string;
  okved_type: '2014';
  okved_name: string;
  type: 'LEGAL' | 'INDIVIDUAL';
  branch_type: 'MAIN';
  hid: string;
  name: {
    full_with_opf: string;
    short_with_opf: string;
    full: string;
    short: string | null;
    latin: string | null;
  };
  opf: { type: '2014'; code: string; full: string; short: string };
  /** Absent for a sole entrepreneur, who is his own head. */
  management: { name: string; post: string; disqualified: null } | null;
  /** Set for a sole entrepreneur instead of management. */
  fio: { surname: string; name: string; patronymic: string | null } | null;
  state: {
    status: PartyStatus;
    code: string | null;
    actuality_date: number;
    /** Null where the original registration date is not in the dataset (only the OGRN year is). */
    registration_date: number | null;
    liquidation_date: number | null;
  };
  address: {
    value: string;
    unrestricted_value: string;
    data: Pick<
      AddressData,
      | 'postal_code'
      | 'country'
      | 'region_with_type'
      | 'region_type'
      | 'region'
      | 'city_with_type'
      | 'city_type'
      | 'city'
      | 'street_with_type'
      | 'house'
      | 'okato'
      | 'oktmo'
    > & { region_code: string; source: string | null };
  };
}

export type PartySuggestion = Suggestion<PartyData>;

export interface BankData {
  bic: string;
  swift: string | null;
  inn: string;
  /** Null for a branch whose own KPP is not in the dataset. */
  kpp: string | null;
  okpo: string | null;
  correspondent_account: string;
  treasury_accounts: null;
  registration_number: string;
  payment_city: string;
  name: { payment: string; full: string | null; short: string };
  opf: { type: 'BANK' | 'BANK_BRANCH'; full: null; short: null };
  state: {
    status: 'ACTIVE' | 'LIQUIDATING' | 'LIQUIDATED';
    code: string | null;
    actuality_date: number;
    registration_date: number | null;
    liquidation_date: number | null;
  };
  address: { value: string; unrestricted_value: string; data: null };
  phones: null;
}

export type BankSuggestion = Suggestion<BankData>;

export interface FmsUnitData {
  /** Department code 'NNN-NNN'. */
  code: string;
  name: string;
  /** First two digits of the code: the region. */
  region_code: string;
  /** Third digit of the code: 0 regional body, 1 district, 2 town, 3 area, ... */
  type: string;
}

export type FmsUnitSuggestion = Suggestion<FmsUnitData>;

/** Law of a procurement: 0 not set, 44, 223, 615, 2235 (223 for small business only), 1 commercial. */
export type TenderLaw = 0 | 44 | 223 | 615 | 2235 | 1;

/** Supplier selection on the wire: 2 sole supplier, 3 auction, 4 contest, 5 other, 6 closed auction, 7 closed contest. */
export type SupplierSelection = 2 | 3 | 4 | 5 | 6 | 7;

/** Placement: 0 open, 1 closed, 2 without placement. */
export type PlacementType = 0 | 1 | 2;

export interface TenderOrganization {
  inn: string;
  kpp: string | null;
  ogrn: string;
  okpo: string | null;
  oktmo: string | null;
  full_name: string;
  short_name: string;
  address: string;
  post_address: string;
  region_code: string;
  email: string | null;
  phone: string | null;
  contact_person: string | null;
}

export interface TenderLotCustomer {
  order_num: number;
  inn: string;
  kpp: string | null;
  ogrn: string;
  name: string;
  oktmo: string | null;
  max_price: number;
  participation_sum_bg: number | null;
  execution_sum_bg: number | null;
  gw_bg_sum: number | null;
  ikz: string | null;
}

export interface TenderLot {
  lot_number: number;
  order_name: string;
  max_price: number;
  okpd2_list: string[];
  participation_sum_bg: number | null;
  execution_sum_bg: number | null;
  gw_bg_sum: number | null;
  ikz: string | null;
  /** Several customers only in a joint procurement. */
  customers: TenderLotCustomer[];
}

/** A procurement as the Tender and extended tender entities describe it (spec-1 §3). */
export interface Tender {
  uuid: string;
  notification_number: string | null;
  lot_number: number;
  contract_number: string | null;
  contract_type: 'contract' | 'agreement';
  law: TenderLaw;
  fz: string;
  is275: boolean;
  type: string;
  tender_type: string;
  supplier_selection: SupplierSelection;
  placement_type: PlacementType;
  link: string | null;
  protocol_link: string | null;
  document_scope: string[];
  ikz: string | null;
  iku: string | null;
  okpd2_list: string[];
  order_name: string;
  max_price: number;
  currency: 'RUB';
  contract_date: string | null;
  execution_from: string;
  execution_to: string;
  publish_date: string | null;
  participation_end_date: string | null;
  participation_sum_bg: number | null;
  execution_sum_bg: number | null;
  gw_bg_sum: number | null;
  fck: boolean;
  is_only_msp: boolean;
  is_joint: boolean;
  customer_inn: string;
  customer_kpp: string | null;
  customer_ogrn: string;
  customer_name: string;
  customer_address: string;
  okpo: string | null;
  oktmo: string | null;
  emails: string[];
  phones: string[];
  post_address: string;
  customer: TenderOrganization;
  organizer: TenderOrganization;
  lots: TenderLot[];
}
