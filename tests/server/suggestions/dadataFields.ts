/**
 * Field names of DaData's suggestion answers (suggestions/api/4_1/rs/suggest/*, findById/*), as its
 * documentation lists them. An answer may leave fields out but never use another name.
 */
export const dadataFields = {
  suggestion: ['value', 'unrestricted_value', 'data'],
  party: [
    'kpp', 'kpp_largest', 'capital', 'invalid', 'management', 'founders', 'managers', 'predecessors', 'successors', 'branch_type',
    'branch_count', 'source', 'qc', 'hid', 'type', 'state', 'opf', 'name', 'inn', 'ogrn', 'okpo', 'okato', 'oktmo', 'okogu', 'okfs',
    'okved', 'okveds', 'authorities', 'documents', 'licenses', 'finance', 'address', 'phones', 'emails', 'ogrn_date', 'okved_type',
    'employee_count', 'fio', 'citizenship',
  ],
  partyName: ['full_with_opf', 'short_with_opf', 'latin', 'full', 'short'],
  partyState: ['status', 'code', 'actuality_date', 'registration_date', 'liquidation_date'],
  address: [
    'postal_code', 'country', 'country_iso_code', 'federal_district', 'region_fias_id', 'region_kladr_id', 'region_iso_code',
    'region_with_type', 'region_type', 'region_type_full', 'region', 'area_fias_id', 'area_kladr_id', 'area_with_type', 'area_type',
    'area_type_full', 'area', 'sub_area_fias_id', 'sub_area_kladr_id', 'sub_area_with_type', 'sub_area_type', 'sub_area_type_full',
    'sub_area', 'city_fias_id', 'city_kladr_id', 'city_with_type', 'city_type', 'city_type_full', 'city', 'city_area',
    'city_district_fias_id', 'city_district_kladr_id', 'city_district_with_type', 'city_district_type', 'city_district_type_full',
    'city_district', 'settlement_fias_id', 'settlement_kladr_id', 'settlement_with_type', 'settlement_type', 'settlement_type_full',
    'settlement', 'street_fias_id', 'street_kladr_id', 'street_with_type', 'street_type', 'street_type_full', 'street', 'stead_fias_id',
    'stead_cadnum', 'stead_type', 'stead_type_full', 'stead', 'house_fias_id', 'house_kladr_id', 'house_cadnum', 'house_flat_count',
    'house_type', 'house_type_full', 'house', 'block_type', 'block_type_full', 'block', 'entrance', 'floor', 'flat_fias_id',
    'flat_cadnum', 'flat_type', 'flat_type_full', 'flat', 'flat_area', 'square_meter_price', 'flat_price', 'room_fias_id',
    'room_cadnum', 'room_type', 'room_type_full', 'room', 'postal_box', 'fias_id', 'fias_code', 'fias_level', 'fias_actuality_state',
    'kladr_id', 'geoname_id', 'capital_marker', 'okato', 'oktmo', 'tax_office', 'tax_office_legal', 'timezone', 'geo_lat', 'geo_lon',
    'beltway_hit', 'beltway_distance', 'metro', 'divisions', 'qc_geo', 'qc_complete', 'qc_house', 'history_values', 'unparsed_parts',
    'source', 'qc',
  ],
  bank: [
    'opf', 'name', 'bic', 'swift', 'inn', 'kpp', 'okpo', 'correspondent_account', 'treasury_accounts', 'registration_number',
    'payment_city', 'state', 'rkc', 'cbr', 'address', 'phones',
  ],
  bankName: ['payment', 'full', 'short'],
  fmsUnit: ['code', 'name', 'region_code', 'type'],
} as const;
