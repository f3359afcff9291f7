import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { shortTenderFields } from '../../../src/server/integrations/eis/tenderViews';
import type { Tender } from '../../../src/server/integrations/datasets';
import { registeredAgent } from '../helpers/accounts';
import { client } from '../helpers/serverContext';

/**
 * What every tender source must do, seen through GET /v1/tender/read/*: the tender and the extended
 * tender of one lot in the envelope, 404 for an unknown number or lot, 400 in Russian for a malformed
 * one, a signed-in user. Run against the shipped tenders and the EIS adapter over recorded answers.
 */
export function tenderContract(appOf: () => FastifyInstance): void {
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    api = client(appOf(), { token: (await registeredAgent(appOf())).token });
  });

  it('answers the tender of a 44-FZ notice with exactly the fields of spec-1 §3', async () => {
    const answer = await api.get<Record<string, unknown>>('/v1/tender/read/short/0173100007926000041');
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(20000);
    const tender = answer.body.data!;
    expect(Object.keys(tender).sort()).toEqual([...shortTenderFields].sort());
    expect(tender).toMatchObject({
      notification_number: '0173100007926000041',
      law: 44,
      fz: '44',
      contract_type: 'contract',
      type: 'ea20',
      supplier_selection: 3,
      placement_type: 0,
      customer_inn: '7707778246',
      customer_kpp: '770701001',
      customer_ogrn: '1127746460896',
      max_price: 48500000,
      ikz: '261770777824677070100100410003250244',
      iku: '17707778246770701001',
      okpd2_list: ['32.50.21.121'],
    });
  });

  it('answers the same tender for a number typed with № and spaces', async () => {
    const answer = await api.get<{ notification_number: string }>(`/v1/tender/read/short/${encodeURIComponent('№ 0173100007926000041 ')}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data!.notification_number).toBe('0173100007926000041');
  });

  it('answers the extended tender of one lot of a 223-FZ procurement', async () => {
    const answer = await api.get<Tender>('/v1/tender/read/full/32615478120/2');
    expect(answer.status).toBe(200);
    const tender = answer.body.data!;
    expect(tender).toMatchObject({ notification_number: '32615478120', law: 223, fz: '223', contract_type: 'agreement', lot_number: 2, supplier_selection: 4 });
    expect(tender.lots).toHaveLength(3);
    const lot = tender.lots.find((l) => l.lot_number === 2)!;
    expect(tender.max_price).toBe(lot.max_price);
    expect(tender.order_name).toBe(lot.order_name);
    expect(tender.participation_sum_bg).toBe(lot.participation_sum_bg);
    expect(tender.execution_sum_bg).toBe(lot.execution_sum_bg);
    for (const field of ['organizer', 'customer', 'emails', 'phones', 'okpo', 'oktmo', 'fck', 'is_only_msp', 'is_joint', 'publish_date', 'participation_end_date', 'protocol_link', 'post_address'] as const) {
      expect(tender, field).toHaveProperty(field);
    }
  });

  it('answers a joint procurement with its customers and their own sums', async () => {
    const answer = await api.get<Tender>('/v1/tender/read/full/0173100009526000033/1');
    expect(answer.status).toBe(200);
    const tender = answer.body.data!;
    expect(tender.is_joint).toBe(true);
    const customers = tender.lots[0]!.customers;
    expect(customers.map((c) => c.order_num)).toEqual([1, 2, 3]);
    expect(customers.reduce((sum, c) => sum + (c.participation_sum_bg ?? 0), 0)).toBeCloseTo(tender.participation_sum_bg!, 2);
  });

  it('knows small-business-only 223-FZ and 615-PP procurements', async () => {
    const msp = await api.get<Tender>('/v1/tender/read/full/32615512877/1');
    expect(msp.body.data).toMatchObject({ law: 2235, fz: '223', is_only_msp: true, supplier_selection: 5 });
    const pp615 = await api.get<Tender>('/v1/tender/read/short/2077300001626000214');
    expect(pp615.body.data).toMatchObject({ law: 615, fz: '615', type: 'ea615', contract_type: 'contract' });
  });

  it('says «Закупка не найдена» for an unknown number and names a missing lot', async () => {
    expect(await api.get('/v1/tender/read/short/0173100007926999999')).toMatchObject({ status: 404, body: { code: 40400, message: 'Закупка не найдена' } });
    expect(await api.get('/v1/tender/read/full/0173100007926999999/1')).toMatchObject({ status: 404, body: { message: 'Закупка не найдена' } });
    expect(await api.get('/v1/tender/read/full/32615478120/4')).toMatchObject({ status: 404, body: { code: 40400, message: 'Лот № 4 в этой закупке не найден' } });
  });

  it('refuses malformed numbers with 400, saying what is expected', async () => {
    const digits =
      'Номер закупки должен состоять из цифр: 19 цифр для 44-ФЗ и 615-ПП (например, 0173100007926000041), 11 цифр для 223-ФЗ (например, 32615401234)';
    const cases: [string, string][] = [
      ['/v1/tender/read/short/123', 'Номер закупки должен содержать 19 цифр (44-ФЗ, 615-ПП) или 11 цифр (223-ФЗ), а указано цифр: 3'],
      ['/v1/tender/read/short/01731000079260000410', 'Номер закупки должен содержать 19 цифр (44-ФЗ, 615-ПП) или 11 цифр (223-ФЗ), а указано цифр: 20'],
      ['/v1/tender/read/short/ЯНД-2026', digits],
      [`/v1/tender/read/short/${encodeURIComponent("0173' or 1=1")}`, digits],
      ['/v1/tender/read/full/32615478120/0', 'Номер лота должен быть целым числом от 1 до 9999'],
      ['/v1/tender/read/full/32615478120/first', 'Номер лота должен быть целым числом от 1 до 9999'],
      ['/v1/tender/read/full/32615478120/-1', 'Номер лота должен быть целым числом от 1 до 9999'],
      [`/v1/tender/read/short/${'1'.repeat(60)}`, 'Поле «Номер закупки»: должно содержать не более 40 символов'],
    ];
    for (const [url, message] of cases) {
      const answer = await api.get(url);
      expect(answer.status, url).toBe(400);
      expect(answer.body.message, url).toBe(message);
    }
    expect((await api.get(`/v1/tender/read/short/${'1'.repeat(200)}`)).status).toBe(414);
  });

  it('needs a signed-in user', async () => {
    for (const url of ['/v1/tender/read/short/0173100007926000041', '/v1/tender/read/full/32615478120/1', '/v1/tender/read/short/bad']) {
      expect(await client(appOf()).get(url)).toMatchObject({ status: 401, body: { code: 40100, message: 'Сессия истекла, войдите снова' } });
    }
  });
}
