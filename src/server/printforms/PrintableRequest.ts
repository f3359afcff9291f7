/**
 * Everything the print forms show, in the words of the request form's data (spec-1 §3): the root
 * request with its beneficiary, the tender, the guarantee parameters, the questionnaire, the persons
 * (head, signer, founders, beneficial owners) and the founder organisations. Dates are YYYY-MM-DD.
 */
export interface PrintableRequest {
  request: PrintableRoot;
  tender?: PrintableTender | null;
  parameters: PrintableParameters;
  questionnaire: PrintableQuestionnaire;
  persons: PrintablePerson[];
  founders: PrintableFounder[];
}

export interface PrintableRoot {
  id: number;
  created_at: string;
  inn: string;
  kpp?: string | null;
  ogrn: string;
  name: string;
  is_ip: boolean;
  region_name?: string | null;
  tender_number?: string | null;
  customer_full_name?: string | null;
  customer_inn?: string | null;
  customer_kpp?: string | null;
  customer_ogrn?: string | null;
  customer_address?: string | null;
}

export type GuaranteeStage = 'y' | 'i_with_a' | 'i_without_a' | 'va' | 'go';

export interface PrintableTender {
  notification_number?: string | null;
  order_name?: string | null;
  /** Law key of the dictionary: 44fz, 223fz, 615pp, or commercial. */
  law?: '44fz' | '223fz' | '615pp' | 'commercial' | null;
  ikz?: string | null;
  max_price?: number | null;
  lot_number?: number | null;
  link?: string | null;
  publish_date?: string | null;
  contract_number?: string | null;
  contract_date?: string | null;
}

export interface PrintableParameters {
  stage: GuaranteeStage;
  sum: number;
  contractSum?: number | null;
  currency?: 'rub' | 'tng' | 'br';
  dateFrom: string;
  dateTo: string;
  daysCount?: number | null;
  hasAdvance?: boolean | null;
  hasIndisputable?: boolean | null;
  /** Who the guarantee is for: the customer or the organiser of the procurement. */
  beneficiary?: 'bgForCustomer' | 'bgForOrganizer' | null;
  delivery_type?: 'digital' | 'paper' | null;
  additionalInfoText?: string | null;
}

export interface PrintableQuestionnaire {
  full_name: string;
  short_name?: string | null;
  opf?: string | null;
  okpo?: string | null;
  oktmo?: string | null;
  okved_code?: string | null;
  okved_name?: string | null;
  registration_date?: string | null;
  registrator?: string | null;
  declared_capital?: number | null;
  paid_capital?: number | null;
  employeeCount?: number | null;
  /** Tax system key: osn, usn, envd, patent, eshn. */
  tax_system?: string | null;
  legal_address?: string | null;
  actual_address?: string | null;
  postal_address?: string | null;
  bank_bik?: string | null;
  bank_name?: string | null;
  cor_account?: string | null;
  cur_account?: string | null;
  contact_person?: string | null;
  contact_phone?: string | null;
  contact_email?: string | null;
  website?: string | null;
}

export interface PrintablePerson {
  last_name: string;
  first_name: string;
  middle_name?: string | null;
  birthdate?: string | null;
  birthplace?: string | null;
  /** Citizenship key: rf, by, kz, ... (config/countries.json). */
  citizenship?: string | null;
  passport_serial?: string | null;
  passport_number?: string | null;
  passport_issuer?: string | null;
  passport_date?: string | null;
  passport_department_code?: string | null;
  inn?: string | null;
  snils?: string | null;
  address?: string | null;
  phone?: string | null;
  is_head?: boolean;
  is_signer?: boolean;
  is_beneficiary?: boolean;
  is_stakeholder?: boolean;
  percentAtRegulationsCapital?: number | null;
  eioPost?: string | null;
  eioPostDate?: string | null;
  /** End of the head's powers: a date, or 'бессрочно'. */
  eioToDate?: string | null;
  /** The signer acts by a power of attorney with this number. */
  procuration?: string | null;
}

export interface PrintableFounder {
  name: string;
  inn: string;
  ogrn?: string | null;
  address?: string | null;
  percent: number;
  head_name?: string | null;
}
