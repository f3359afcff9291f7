import type { ActLineWire, RevisionActWire } from '../../../src/domain/wire/revisionWire';
import type { PrintableOrganization } from '../../../src/server/printforms/PrintableOrganization';

/** The docs/revisions.md example: ВТБ with a claim, a Сбербанк bid security; 22 % NDS on top. */
export const sampleLines: ActLineWire[] = [
  {
    id: '1',
    kind: 'payment',
    request_id: 10452,
    request_uuid: '00000000-0000-4000-8000-000000010452',
    client: { name: 'ООО «СтройМонтаж»', inn: '7701234567' },
    bank: { uuid: 'b-vtb', name: 'Банк ВТБ (ПАО)' },
    guarantee_type: 'i_with_a',
    guarantee_sum_kopecks: 1_250_000_000,
    bank_commission_kopecks: 25_000_000,
    client_commission_kopecks: 28_000_000,
    rate_percent: '25',
    markup_kopecks: 3_000_000,
    reward_kopecks: 9_250_000,
    accrued_at: '2026-11-20T21:30:00.000Z',
  },
  {
    id: '2',
    kind: 'claim',
    request_id: 10311,
    request_uuid: '00000000-0000-4000-8000-000000010311',
    client: { name: 'АО «Северные магистрали»', inn: '7802345678' },
    bank: { uuid: 'b-vtb', name: 'Банк ВТБ (ПАО)' },
    guarantee_type: 'i_with_a',
    guarantee_sum_kopecks: 1_312_500_000,
    bank_commission_kopecks: 26_250_000,
    client_commission_kopecks: 29_250_000,
    rate_percent: '25',
    markup_kopecks: 0,
    reward_kopecks: 312_500,
    accrued_at: '2026-11-05T09:00:00.000Z',
  },
  {
    id: '3',
    kind: 'payment',
    request_id: 10470,
    request_uuid: '00000000-0000-4000-8000-000000010470',
    client: { name: 'ИП Кузнецова Анна Сергеевна', inn: '500100732259' },
    bank: { uuid: 'b-sber', name: 'ПАО Сбербанк' },
    guarantee_type: 'y',
    guarantee_sum_kopecks: 50_000_000,
    bank_commission_kopecks: 1_234_567,
    client_commission_kopecks: 1_234_567,
    rate_percent: '25',
    markup_kopecks: 0,
    reward_kopecks: 308_642,
    accrued_at: '2026-11-28T12:00:00.000Z',
  },
];

export const sampleAct: Pick<RevisionActWire, 'number' | 'period' | 'totals' | 'formed_at'> = {
  number: 'А-2026-11-0003',
  period: '2026-11',
  formed_at: '2026-11-30T21:05:00.000Z',
  totals: { lines: 3, reward_kopecks: 9_871_142, nds_label: '22 %', nds_kopecks: 2_171_651, total_kopecks: 12_042_793 },
};

export const sampleAgent: PrintableOrganization = {
  name: 'ООО «Агентство гарантий»',
  inn: '7707083893',
  kpp: '770701001',
  ogrn: '1027700132195',
  is_ip: false,
  registered_on: '2026-01-15',
  signer: { last_name: 'Петров', first_name: 'Иван', middle_name: 'Сергеевич', post: 'Генеральный директор' },
};

export const sampleDetails = { bank_name: 'ПАО Сбербанк', bik: '044525225', cor_account: '30101810400000000225', cur_account: '40702810200000012345' };
