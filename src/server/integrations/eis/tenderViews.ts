import type { Tender } from '../datasets';

/** Fields of the (short) Tender of spec-1 §3; the extended tender is the whole record. */
export const shortTenderFields = [
  'uuid',
  'notification_number',
  'contract_number',
  'contract_type',
  'customer_inn',
  'customer_kpp',
  'customer_name',
  'customer_ogrn',
  'customer_address',
  'document_scope',
  'ikz',
  'iku',
  'okpd2_list',
  'max_price',
  'order_name',
  'contract_date',
  'execution_from',
  'execution_to',
  'link',
  'type',
  'fz',
  'is275',
  'supplier_selection',
  'tender_type',
  'placement_type',
  'law',
] as const satisfies readonly (keyof Tender)[];

export type ShortTender = Pick<Tender, (typeof shortTenderFields)[number]>;

/** The short tender: the procurement as a whole, without lots, organisations and guarantee sums. */
export function shortTender(tender: Tender): ShortTender {
  return Object.fromEntries(shortTenderFields.map((field) => [field, tender[field]])) as ShortTender;
}
