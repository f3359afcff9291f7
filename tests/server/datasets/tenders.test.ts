import { describe, expect, it } from 'vitest';
import { allTenders, findCompanyByInn, findTender, findTendersByCustomer } from '../../../src/server/integrations/datasets';
import type { Tender } from '../../../src/server/integrations/datasets';

const tenders = allTenders();
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

function customersOf(tender: Tender) {
  const joint = tender.lots.flatMap((lot) => lot.customers);
  return joint.length > 0 ? joint : [{ inn: tender.customer_inn, kpp: tender.customer_kpp, ogrn: tender.customer_ogrn, ikz: tender.ikz }];
}

describe('tenders dataset: coverage', () => {
  it('covers every law, placement, joint, multi-lot and closed cases', () => {
    expect(tenders.length).toBeGreaterThanOrEqual(12);
    const laws = new Set(tenders.map((t) => t.law));
    for (const law of [44, 223, 615, 2235, 1] as const) expect(laws.has(law), `law ${law}`).toBe(true);
    expect(new Set(tenders.map((t) => t.placement_type))).toEqual(new Set([0, 1, 2]));
    expect(tenders.some((t) => t.is_joint)).toBe(true);
    expect(tenders.some((t) => t.lots.length > 1)).toBe(true);
    expect(tenders.some((t) => t.is_only_msp)).toBe(true);
    expect(tenders.some((t) => t.law === 1 && t.notification_number === null)).toBe(true);
    expect(new Set(tenders.map((t) => t.supplier_selection))).toEqual(new Set([2, 3, 4, 5, 6]));
  });

  it('has no duplicate numbers or uuids', () => {
    const keys = tenders.map((t) => t.notification_number ?? t.contract_number);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(tenders.map((t) => t.uuid)).size).toBe(tenders.length);
  });
});

describe('tenders dataset: every record', () => {
  it.each(tenders.map((t) => [t.notification_number ?? t.contract_number, t] as const))('%s is consistent', (_n, t) => {
    // Customers are real organisations of the companies dataset, with their own requisites.
    for (const c of customersOf(t)) {
      const company = findCompanyByInn(c.inn, c.kpp ?? undefined);
      expect(company, c.inn).not.toBeNull();
      expect(company!.data.ogrn).toBe(c.ogrn);
    }
    expect(t.customer.inn).toBe(t.customer_inn);
    expect(t.customer_name).toBe(findCompanyByInn(t.customer_inn)!.data.name.full_with_opf);
    expect(findCompanyByInn(t.organizer.inn)).not.toBeNull();

    const n = t.notification_number;
    if (t.law === 44 && n !== null) expect(n).toMatch(/^0\d{18}$/);
    if ((t.law === 223 || t.law === 2235) && n !== null) expect(n).toMatch(/^3\d{10}$/);
    if (t.law === 615) expect(n).toMatch(/^2\d{18}$/);
    if (t.law === 1) expect(n).toBeNull();
    if (n !== null) {
      // The number carries the year of publication: positions 12-13 for 44-FZ and 615-PP, 2-3 for 223-FZ.
      const year = t.law === 44 || t.law === 615 ? n.slice(11, 13) : n.slice(1, 3);
      expect(`20${year}`).toBe(t.publish_date?.slice(0, 4));
      expect(t.link).toContain(n);
    }
    if (t.link !== null) expect(t.link).toMatch(/^https:\/\/zakupki\.gov\.ru\/epz\//);
    if (t.placement_type === 2 && (t.law === 44 || t.law === 223)) expect(t.link).not.toBeNull();

    expect(t.supplier_selection).toBeGreaterThanOrEqual(2);
    expect(t.supplier_selection).toBeLessThanOrEqual(7);
    if (t.placement_type === 1) expect([6, 7]).toContain(t.supplier_selection);
    if (t.placement_type === 2) expect(t.supplier_selection).toBe(2);
    expect(t.contract_type).toBe(t.law === 44 || t.law === 615 ? 'contract' : 'agreement');

    for (const d of [t.contract_date, t.execution_from, t.execution_to, t.publish_date, t.participation_end_date]) {
      if (d !== null) {
        expect(d).toMatch(isoDay);
        expect(['2026', '2027']).toContain(d.slice(0, 4));
      }
    }
    expect(t.execution_from <= t.execution_to).toBe(true);
    if (t.publish_date && t.participation_end_date) expect(t.publish_date < t.participation_end_date).toBe(true);

    expect(t.okpd2_list.length).toBeGreaterThan(0);
    for (const code of t.okpd2_list) expect(code).toMatch(/^\d{2}\.\d{2}\.\d{2}\.\d{3}$/);

    const lotSum = t.lots.reduce((sum, lot) => sum + lot.max_price, 0);
    expect(lotSum).toBeCloseTo(t.max_price, 2);
    for (const lot of t.lots) {
      for (const sum of [lot.participation_sum_bg, lot.execution_sum_bg, lot.gw_bg_sum]) {
        if (sum !== null) expect(sum).toBeLessThanOrEqual(lot.max_price);
      }
      if (lot.customers.length > 0) {
        expect(lot.customers.reduce((s, c) => s + c.max_price, 0)).toBeCloseTo(lot.max_price, 2);
        expect(lot.customers.map((c) => c.order_num)).toEqual(lot.customers.map((_c, i) => i + 1));
      }
    }
  });

  it('gives 44-FZ procurements an IKZ that embeds the customer code, the year and the OKPD2 class', () => {
    for (const t of tenders.filter((x) => x.law === 44)) {
      for (const c of customersOf(t)) {
        const ikz = c.ikz;
        expect(ikz, t.order_name).toMatch(/^\d{36}$/);
        const iku = ikz!.slice(2, 22);
        expect(iku.slice(1, 11)).toBe(c.inn);
        expect(iku.slice(11, 20)).toBe(c.kpp);
        expect(['1', '2', '3']).toContain(iku[0]);
        expect(ikz!.slice(0, 2)).toBe((t.publish_date ?? t.contract_date)!.slice(2, 4));
        expect(t.okpd2_list.map((code) => code.replace(/\./g, '').slice(0, 4))).toContain(ikz!.slice(29, 33));
      }
      if (!t.is_joint) expect(t.ikz!.slice(2, 22)).toBe(t.iku);
    }
    for (const t of tenders.filter((x) => x.law !== 44)) expect(t.ikz).toBeNull();
  });
});

describe('tenders dataset: lookup', () => {
  it('finds a procurement by its registry number, with or without a № sign', () => {
    const first = tenders.find((t) => t.law === 44 && t.notification_number !== null)!;
    expect(findTender(first.notification_number!)?.uuid).toBe(first.uuid);
    expect(findTender(`№ ${first.notification_number}`)?.uuid).toBe(first.uuid);
    expect(findTender('0000000000000000000')).toBeNull();
  });

  it('finds a commercial procurement by its contract number and by uuid', () => {
    const commercial = tenders.find((t) => t.law === 1)!;
    expect(findTender(commercial.contract_number!)?.uuid).toBe(commercial.uuid);
    expect(findTender(commercial.uuid)?.contract_number).toBe(commercial.contract_number);
  });

  it('narrows a multi-lot procurement to one lot', () => {
    const multi = tenders.find((t) => t.lots.length > 1)!;
    const second = findTender(multi.notification_number!, 2)!;
    expect(second.lot_number).toBe(2);
    expect(second.max_price).toBe(multi.lots[1]!.max_price);
    expect(second.order_name).toBe(multi.lots[1]!.order_name);
    expect(findTender(multi.notification_number!, 99)).toBeNull();
  });

  it('lists the procurements of a customer, joint ones included', () => {
    const joint = tenders.find((t) => t.is_joint)!;
    const member = joint.lots[0]!.customers[1]!;
    expect(findTendersByCustomer(member.inn).map((t) => t.uuid)).toContain(joint.uuid);
  });
});
