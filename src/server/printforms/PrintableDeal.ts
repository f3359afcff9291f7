import type { Signer } from './signerOf';

/**
 * What a document of a deal with one bank shows about its parties: the request, the principal, the
 * bank (the guarantor), the beneficiary and the purchase, and who signs for the principal. Dates are
 * YYYY-MM-DD; money is text with kopecks ('15000.00').
 */
export interface PrintableDeal {
  requestNumber: number;
  principal: { name: string; inn: string; kpp: string | null; ogrn: string | null; is_ip: boolean };
  bank: { full_name: string; bank_name: string; inn: string; bik: string };
  beneficiary: { name: string | null; inn: string | null };
  tender: { number: string | null; subject: string | null };
  /** The guarantee type as the dictionary names it. */
  guaranteeType: string | null;
  signer: Signer | null;
}

/** The accepted terms of a bank's offer, as the acceptance shows them. */
export interface PrintableOfferTerms {
  version: number;
  sum: string;
  commission: string;
  duration: number;
  date_from: string | null;
  date_to: string | null;
  /** The chosen form and delivery in words; null: as the bank arranges. */
  delivery: string | null;
  delivery_address: string | null;
  delivery_cost: string | null;
  /** Titles of the statements the principal confirmed on acceptance. */
  statements: string[];
}

/** A claim's changes of an issued guarantee, as their confirmation shows them. */
export interface PrintableClaimChanges {
  created_at: string;
  guarantee: { sum: string; date_from: string | null; date_to: string | null; commission: string } | null;
  sum: string | null;
  date_to: string | null;
  text: string;
  commission: string | null;
  bank_answer: string | null;
}
