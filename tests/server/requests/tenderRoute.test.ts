import { expect, it } from 'vitest';
import { getRequestForUser } from '../../../src/server/requests/requestRepository';
import { client, forEachDatabase } from '../helpers/serverContext';
import { makeReadonly, newRequest, shippedTender, signedInAgent, signedInClient } from './requestFixtures';

const tenderWithoutRequest = 'requestNumber не задан для сохранения tender';

forEachDatabase('POST /v2/bgrequest/write/tender/{id}', (ctx) => {
  it('saves the tender on the request and answers the request with it', async () => {
    const agent = await signedInAgent(ctx.app);
    const request = await newRequest(ctx.app, agent);
    const tender = shippedTender('32615478120', 2);
    const answer = await client(ctx.app, { token: agent.token }).post<Record<string, unknown>>(`/v2/bgrequest/write/tender/${request.id}`, { tender });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: request.id,
      uuid: request.uuid,
      request_status: 'draft',
      request_status_name: 'Черновик',
      tender_number: '32615478120',
      tender_lot_number: 2,
      tender,
    });
    const stored = await getRequestForUser(ctx.database.db, agent.viewer, request.id);
    expect(stored).toMatchObject({ tender, law: 223, tender_uuid: tender.uuid });
  });

  it('says the request number is missing when the path has none, or not a number', async () => {
    const agent = await signedInAgent(ctx.app);
    const api = client(ctx.app, { token: agent.token });
    const tender = shippedTender('0173100007926000041');
    for (const path of ['', '/', '/0', '/00', '/abc', '/-1', '/1.5', '/1e3', '/undefined', '/null', '/%201', '/99999999999999999999', '/9223372036854775808']) {
      const answer = await api.post(`/v2/bgrequest/write/tender${path}`, { tender });
      expect(answer.status, path).toBe(400);
      expect(answer.body).toEqual({ code: 40000, message: tenderWithoutRequest });
    }
    // The number is judged before the body: a bad body does not hide a missing number.
    const both = await api.post('/v2/bgrequest/write/tender/0', { tender: 'нет' });
    expect(both.body.message).toBe(tenderWithoutRequest);
  });

  it('answers 404 for a number that names no request of this organisation', async () => {
    const owner = await signedInAgent(ctx.app);
    const stranger = await signedInAgent(ctx.app);
    const request = await newRequest(ctx.app, owner);
    const tender = shippedTender('0173100007926000041');
    for (const [token, id] of [
      [stranger.token, request.id],
      [owner.token, request.id + 1_000_000],
      [owner.token, 9_007_199_254_740_991],
    ] as const) {
      const answer = await client(ctx.app, { token }).post(`/v2/bgrequest/write/tender/${id}`, { tender });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code: 40400, message: 'Заявка не найдена' });
    }
    expect((await getRequestForUser(ctx.database.db, owner.viewer, request.id)).tender).toBeNull();
  });

  it('refuses a read-only request, and the client’s attempt on the agent’s request', async () => {
    const agent = await signedInAgent(ctx.app);
    const customer = await signedInClient(ctx.app);
    const request = await newRequest(ctx.app, agent, { client_organization_uuid: customer.organizationUuid });
    const tender = shippedTender('0173100007926000041');
    const byClient = await client(ctx.app, { token: customer.token }).post(`/v2/bgrequest/write/tender/${request.id}`, { tender });
    expect(byClient.status).toBe(400);
    expect(byClient.body.message).toBe('Заявка доступна только для чтения');
    await makeReadonly(ctx.app, request.id);
    const byOwner = await client(ctx.app, { token: agent.token }).post(`/v2/bgrequest/write/tender/${request.id}`, { tender });
    expect(byOwner.status).toBe(400);
    expect(byOwner.body).toEqual({ code: 40000, message: 'Заявка доступна только для чтения' });
  });

  it('refuses a bad tender with a Russian message naming the field, never a 500', async () => {
    const agent = await signedInAgent(ctx.app);
    const request = await newRequest(ctx.app, agent);
    const api = client(ctx.app, { token: agent.token });
    const good = shippedTender('0173100007926000041');
    const cases: [unknown, string][] = [
      [{}, 'Поле «Закупка»: обязательно для заполнения'],
      [{ tender: 'закупка' }, 'Поле «Закупка»: должно быть объектом'],
      [{ tender: [] }, 'Поле «Закупка»: должно быть объектом'],
      [{ tender: null }, 'Поле «Закупка»: должно быть объектом'],
      [{ tender: {} }, 'Поле «Закон»: обязательно для заполнения'],
      [{ tender: { ...good, law: '44' } }, 'Поле «Закон»: должно быть одним из значений: 0, 1, 44, 223, 615, 2235'],
      [{ tender: { ...good, customer_inn: '7707778247' } }, 'Поле «ИНН заказчика»: неверный ИНН: не сходится контрольное число'],
      [{ tender: { ...good, order_name: 'п'.repeat(10_240) } }, 'Поле «Предмет закупки»: должно содержать не более 4000 символов'],
      [{ tender: { ...good, notification_number: '0'.repeat(10_240) } }, 'Поле «Номер извещения»: должно содержать не более 64 символов'],
      [{ tender: { ...good, participation_end_date: '2026-02-30' } }, 'Поле «Окончание подачи заявок»: должно быть датой в формате ГГГГ-ММ-ДД'],
      [{ tender: { ...good, uuid: 'not-a-uuid' } }, 'Поле «Идентификатор закупки»: должно быть идентификатором UUID'],
      [{ tender: { ...good, extra: true } }, 'Поле «extra» не поддерживается'],
    ];
    for (const [body, message] of cases) {
      const answer = await api.post(`/v2/bgrequest/write/tender/${request.id}`, body);
      expect(answer.status, message).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    const huge = await api.post(`/v2/bgrequest/write/tender/${request.id}`, { tender: { ...good, document_scope: Array.from({ length: 300 }, () => 'д'.repeat(500)) } });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ code: 41300, message: 'Слишком большой запрос' });
    expect((await getRequestForUser(ctx.database.db, agent.viewer, request.id)).tender).toBeNull();
  });

  it('needs a signed-in user before anything else', async () => {
    const answer = await client(ctx.app).post('/v2/bgrequest/write/tender/abc', { tender: 1 });
    expect(answer.status).toBe(401);
  });
});
