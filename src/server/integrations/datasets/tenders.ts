import { digitsOf } from './normalizeQuery';
import { lazy, loadDataset } from './loadDataset';
import type { Tender } from './types';

const store = lazy(() => {
  const records = loadDataset<Tender[]>('tenders.json');
  const byNumber = new Map<string, Tender>();
  for (const tender of records) {
    if (tender.notification_number) byNumber.set(tender.notification_number, tender);
    if (tender.contract_number) byNumber.set(tender.contract_number, tender);
    byNumber.set(tender.uuid, tender);
  }
  return { records, byNumber };
});

/** All shipped procurements. */
export function allTenders(): readonly Tender[] {
  return store().records;
}

/**
 * The procurement with this notification number (EIS registry number; spaces and '№' ignored), or with
 * this contract number or uuid for one without a registry number. A lot number narrows the answer to
 * that lot: its price, guarantee sums, IKZ and customers replace the procurement's; a lot number the
 * procurement does not have gives null.
 */
export function findTender(number: string, lotNumber?: number): Tender | null {
  const { byNumber } = store();
  const key = number.trim().replace(/^№\s*/, '');
  const tender = byNumber.get(key) ?? byNumber.get(digitsOf(key)) ?? null;
  if (!tender || lotNumber === undefined) return tender;
  return narrowToLot(tender, lotNumber);
}

/**
 * One lot of a procurement: its price, subject, OKPD2, guarantee sums and IKZ replace the
 * procurement's; null when the procurement has no such lot, the procurement itself when it has no lots.
 */
export function narrowToLot(tender: Tender, lotNumber: number): Tender | null {
  if (tender.lots.length === 0) return tender;
  const lot = tender.lots.find((l) => l.lot_number === lotNumber);
  if (!lot) return null;
  return {
    ...tender,
    lot_number: lot.lot_number,
    order_name: lot.order_name,
    max_price: lot.max_price,
    okpd2_list: lot.okpd2_list,
    participation_sum_bg: lot.participation_sum_bg,
    execution_sum_bg: lot.execution_sum_bg,
    gw_bg_sum: lot.gw_bg_sum,
    ikz: lot.ikz ?? tender.ikz,
  };
}

/** Procurements of one customer (by INN), including joint ones where it is one of the customers. */
export function findTendersByCustomer(inn: string): Tender[] {
  return store().records.filter(
    (t) => t.customer_inn === inn || t.lots.some((lot) => lot.customers.some((c) => c.inn === inn)),
  );
}
