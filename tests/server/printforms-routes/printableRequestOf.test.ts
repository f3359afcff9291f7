import { describe, expect, it } from 'vitest';
import { findCompanyByInn, findTender } from '../../../src/server/integrations/datasets';
import { addOneMonth, guaranteeFromTender } from '../../../src/server/requests/guaranteeFromTender';
import { moscowDate } from '../../../src/server/requests/moscowDate';
import { printableRequestOf } from '../../../src/server/requests/printableRequestOf';
import type { RequestRecord, SavedTender } from '../../../src/server/requests/requestRecord';

const today = '2026-11-22';

describe('addOneMonth', () => {
  it.each([
    ['2026-02-26', '2026-03-26'],
    ['2026-01-31', '2026-02-28'],
    ['2028-01-31', '2028-02-29'],
    ['2026-12-15', '2027-01-15'],
    ['2026-08-31', '2026-09-30'],
  ])('%s + 1 month = %s', (day, expected) => expect(addOneMonth(day)).toBe(expected));
});

describe('moscowDate', () => {
  it('dates a moment by Moscow time', () => {
    expect(moscowDate('2026-11-21T21:30:00Z')).toBe('2026-11-22');
    expect(moscowDate('2026-11-21T20:59:59Z')).toBe('2026-11-21');
  });
});

describe('guaranteeFromTender', () => {
  const base: SavedTender = { law: 44, max_price: 10_000_000 };
  it.each<[string, SavedTender | null, ReturnType<typeof guaranteeFromTender>]>([
    [
      'bid security while bids are accepted, a month past the deadline',
      { ...base, participation_sum_bg: 100_000, participation_end_date: '2026-11-30', execution_sum_bg: 500_000, execution_to: '2027-06-30' },
      { stage: 'y', sum: 100_000, dateFrom: today, dateTo: '2026-12-30', currency: 'rub', beneficiary: 'bgForCustomer' },
    ],
    [
      'bids close today: still the bid security',
      { ...base, participation_sum_bg: 100_000, participation_end_date: today },
      { stage: 'y', sum: 100_000, dateFrom: today, dateTo: '2026-12-22', currency: 'rub', beneficiary: 'bgForCustomer' },
    ],
    [
      'performance security once bidding is over, a month past the contract',
      { ...base, participation_sum_bg: 100_000, participation_end_date: '2026-11-21', execution_sum_bg: 500_000, execution_to: '2027-01-31' },
      { stage: 'i_without_a', sum: 500_000, contractSum: 10_000_000, dateFrom: today, dateTo: '2027-02-28', currency: 'rub', beneficiary: 'bgForCustomer' },
    ],
    ['no guarantee sum', { ...base, participation_end_date: '2026-12-01', execution_to: '2027-01-31' }, null],
    ['a contract already over', { ...base, execution_sum_bg: 500_000, execution_to: '2026-11-01' }, null],
    ['a bid sum without a deadline and no performance security', { ...base, participation_sum_bg: 100_000 }, null],
    ['no tender at all', null, null],
  ])('%s', (_case, tender, expected) => {
    expect(guaranteeFromTender(tender, today)).toEqual(expected);
  });
});

describe('printableRequestOf', () => {
  const request: RequestRecord = {
    id: 4512,
    uuid: '3a7d3b1e-5f7c-4f0e-9d59-1c2b3a4d5e6f',
    organization_uuid: '0c1d2e3f-4a5b-4c6d-8e7f-901a2b3c4d5e',
    client_organization_uuid: null,
    created_by: 1,
    actor: 'agent',
    inn: '7707083893',
    kpp: '773601001',
    ogrn: '1027700132195',
    name: 'ПАО "Сбербанк"',
    is_ip: false,
    is_joint: false,
    readonly: false,
    tender: { ...findTender('0373100043826000512')!, participation_end_date: '2026-12-01' },
    tender_number: '0373100043826000512',
    tender_lot_number: 1,
    tender_uuid: null,
    law: 44,
    request_status: 'draft',
    sub_status: 'draft',
    documents_scope_uuid: '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    // 00:30 in Moscow on 22 November is still 21 November in UTC.
    created_at: '2026-11-21T21:30:00.000Z',
    updated_at: '2026-11-21T21:30:00.000Z',
  };
  const company = findCompanyByInn('7707083893')!.data;

  it('fills the applicant from the company register and the beneficiary and procurement from the tender', () => {
    const data = printableRequestOf(request, company, today);
    const tender = request.tender!;
    expect(data.request).toEqual({
      id: 4512,
      created_at: '2026-11-22',
      inn: '7707083893',
      kpp: '773601001',
      ogrn: '1027700132195',
      name: 'ПАО "Сбербанк"',
      is_ip: false,
      region_name: company.address.data.region_with_type,
      tender_number: '0373100043826000512',
      customer_full_name: tender.customer!.full_name,
      customer_inn: tender.customer!.inn,
      customer_kpp: tender.customer!.kpp,
      customer_ogrn: tender.customer!.ogrn,
      customer_address: tender.customer!.address,
    });
    expect(data.tender).toMatchObject({ notification_number: '0373100043826000512', law: '44fz', ikz: tender.ikz, max_price: tender.max_price, lot_number: 1 });
    expect(data.parameters).toMatchObject({ stage: 'y', sum: tender.participation_sum_bg, dateTo: '2027-01-01' });
    expect(data.questionnaire).toMatchObject({
      full_name: company.name.full_with_opf,
      short_name: company.name.short_with_opf,
      okved_code: company.okved,
      legal_address: company.address.unrestricted_value,
    });
    expect(data.persons).toEqual([{ last_name: 'Греф', first_name: 'Герман', middle_name: 'Оскарович', is_head: true, eioPost: 'Президент, Председатель Правления' }]);
    expect(data.founders).toEqual([]);
  });

  it('prints the request’s own name when the register does not know the company, and no guarantee without a tender', () => {
    const data = printableRequestOf({ ...request, tender: null, tender_number: null }, null, today);
    expect(data.questionnaire.full_name).toBe('ПАО "Сбербанк"');
    expect(data.persons).toEqual([]);
    expect(data.tender).toBeNull();
    expect(data.parameters).toBeNull();
    expect(data.request.customer_full_name).toBeNull();
  });

  it.each([
    [1, 'commercial'],
    [223, '223fz'],
    [2235, '223fz'],
    [615, '615pp'],
    [0, null],
  ] as const)('names law %s as %s on the form', (law, key) => {
    expect(printableRequestOf({ ...request, tender: { law } }, company, today).tender?.law).toBe(key);
  });
});
