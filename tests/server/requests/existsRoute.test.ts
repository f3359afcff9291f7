import { expect, it } from 'vitest';
import { saveTender } from '../../../src/server/requests/requestRepository';
import { client, forEachDatabase } from '../helpers/serverContext';
import { newRequest, sberbank, shippedTender, signedInAgent } from './requestFixtures';

const url = '/v2/bgrequest/read/exists';

forEachDatabase('POST /v2/bgrequest/read/exists', (ctx) => {
  it('tells the agent that his organisation already has a request for this company and procurement', async () => {
    const agent = await signedInAgent(ctx.app);
    const request = await newRequest(ctx.app, agent);
    await saveTender(ctx.database.db, agent.viewer, request.id, shippedTender('0373100001226000108'));
    const answer = await client(ctx.app, { token: agent.token }).post<Record<string, unknown>>(url, { ...sberbank, tender_number: '0373100001226000108' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      exists: true,
      request: { id: request.id, uuid: request.uuid, request_status: 'draft', request_status_name: 'Черновик', sub_status: 'draft', tender_number: '0373100001226000108' },
      message: `Заявка на эту закупку уже есть: № ${request.id}`,
    });
  });

  it('finds nothing for another procurement, another company, another organisation or no registry number', async () => {
    const agent = await signedInAgent(ctx.app);
    const stranger = await signedInAgent(ctx.app);
    const request = await newRequest(ctx.app, agent);
    await saveTender(ctx.database.db, agent.viewer, request.id, shippedTender('0373100001226000108'));
    const none = { exists: false, request: null, message: null };
    const cases: [string, Record<string, unknown>][] = [
      [agent.token, { ...sberbank, tender_number: '0173100007926000041' }],
      [agent.token, { inn: '7736050003', kpp: '781401001', ogrn: '1027700070518', tender_number: '0373100001226000108' }],
      [stranger.token, { ...sberbank, tender_number: '0373100001226000108' }],
      [agent.token, { ...sberbank, tender_number: '' }],
      [agent.token, { ...sberbank, tender_number: null }],
      [agent.token, { inn: sberbank.inn }],
    ];
    for (const [token, body] of cases) {
      const answer = await client(ctx.app, { token }).post(url, body);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual(none);
    }
  });

  it('refuses bad input in Russian', async () => {
    const { token } = await signedInAgent(ctx.app);
    const cases: [unknown, string][] = [
      [{ tender_number: '0373100001226000108' }, 'Поле «ИНН»: обязательно для заполнения'],
      [{ inn: 7707083893 }, 'Поле «ИНН»: должно быть строкой'],
      [{ inn: sberbank.inn, ogrn: '102770013219' }, 'Поле «ОГРН»: должно состоять из 13 цифр (ОГРН) или 15 цифр (ОГРНИП)'],
      [{ inn: sberbank.inn, tender_number: '1'.repeat(10_240) }, 'Поле «Номер закупки»: должно содержать не более 64 символов'],
      [{ inn: sberbank.inn, tender_number: 373100001226000108 }, 'Поле «Номер закупки»: должно быть строкой или пустым значением'],
    ];
    for (const [body, message] of cases) {
      const answer = await client(ctx.app, { token }).post(url, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 40001, message });
    }
  });
});
