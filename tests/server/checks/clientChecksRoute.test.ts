import { expect, it } from 'vitest';
import type { CompanyCheckAnswer } from '../../../src/server/requests/companyCheck';
import { uniqueInn } from '../helpers/accounts';
import { client, forEachDatabase } from '../helpers/serverContext';
import { sberbank, signedInAgent } from '../requests/requestFixtures';

const url = '/v2/bgrequest/read/client/checks';

forEachDatabase('POST /v2/bgrequest/read/client/checks', (ctx) => {
  const check = async (body: unknown, token?: string) => {
    const agent = token ?? (await signedInAgent(ctx.app)).token;
    return client(ctx.app, { token: agent }).post<CompanyCheckAnswer>(url, body);
  };

  it('checks an active company with its own KPP: nothing stops it', async () => {
    const answer = await check({ inn: sberbank.inn, kpp: sberbank.kpp });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 20000, data: { stop_factors: [], kpp_changed: false, exist_kpp: true, checked: true, warning: null } });
  });

  it('notices a KPP the register no longer has, and an empty one', async () => {
    const changed = await check({ inn: sberbank.inn, kpp: '773601002' });
    expect(changed.body.data).toMatchObject({ kpp_changed: true, exist_kpp: false, checked: true });
    const empty = await check({ inn: sberbank.inn, kpp: '' });
    expect(empty.body.data).toMatchObject({ kpp_changed: true, exist_kpp: false, checked: true });
    const absent = await check({ inn: sberbank.inn });
    expect(absent.body.data).toMatchObject({ kpp_changed: true, exist_kpp: false });
  });

  it('names the stop factors of a liquidated and of a bankrupt company, blocking ones first', async () => {
    const liquidated = await check({ inn: '7710353606', kpp: '771001001' });
    expect(liquidated.body.data?.stop_factors).toEqual([
      { key: 'liquidation', reason: 'Компания находится в процессе ликвидации или ликвидирована', severity: 'block' },
    ]);
    const bankrupt = await check({ inn: '7729086087', kpp: '772901001' });
    expect(bankrupt.body.data?.stop_factors.map((factor) => [factor.key, factor.severity])).toEqual([['bankruptcy', 'block']]);
    expect(bankrupt.body.data?.checked).toBe(true);
  });

  it('says it could not check a company the register does not know, and blocks nothing', async () => {
    const answer = await check({ inn: uniqueInn(), kpp: '500401001' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ stop_factors: [], kpp_changed: false, exist_kpp: false, checked: false, warning: 'Не удалось проверить компанию' });
  });

  it('refuses bad input with a Russian message, never a 500', async () => {
    const { token } = await signedInAgent(ctx.app);
    const cases: [unknown, RegExp][] = [
      [{}, /^Поле «ИНН»: обязательно для заполнения$/],
      [{ inn: '' }, /^Поле «ИНН»: /],
      [{ inn: '7707083894' }, /^Поле «ИНН»: /],
      [{ inn: 7707083893 }, /^Поле «ИНН»: должно быть строкой$/],
      [{ inn: '7'.repeat(10_240) }, /^Поле «ИНН»: /],
      [{ inn: sberbank.inn, kpp: 'k'.repeat(10_240) }, /^Поле «КПП»: должно содержать не более 9 символов$/],
      [{ inn: sberbank.inn, kpp: '77360100' }, /^Поле «КПП»: должно содержать 9 символов/],
      [{ inn: sberbank.inn, kpp: 773601001 }, /^Поле «КПП»: должно быть строкой или пустым значением$/],
      [[], /^Тело запроса должно быть объектом JSON$/],
    ];
    for (const [body, message] of cases) {
      const answer = await check(body, token);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    const broken = await ctx.app.inject({ method: 'POST', url, payload: '{"inn":', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ code: 40002, message: 'Тело запроса не является корректным JSON' });
  });
});
