import { expect, it } from 'vitest';
import type { BannerWire, OperatorBannerWire } from '../../../src/domain/wire/bannersWire';
import { client, forEachDatabase } from '../helpers/serverContext';
import { signedInAgent, signedInClient, type Member } from '../requests/requestFixtures';

forEachDatabase('Banner plates from the server: reading, closing, publishing and withdrawing', (ctx) => {
  const db = () => ctx.database.db;
  const count = async (table: 'banner' | 'banner_closure') => Number((await db().selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  const innOf = async (member: Member) => (await db().selectFrom('organizations').select('inn').where('uuid', '=', member.organizationUuid).executeTakeFirstOrThrow()).inn;

  async function operator(): Promise<Member> {
    const member = await signedInAgent(ctx.app);
    await db().insertInto('platform_operators').values({ user_id: member.viewer.userId }).execute();
    return member;
  }

  async function publish(by: Member, body: Record<string, unknown>) {
    return client(ctx.app, { token: by.token }).post<OperatorBannerWire>('/v2/notification/write/admin/alerts', { type: 'info', closable: true, audience: 'all', ...body });
  }

  const plates = async (member: Member) => {
    const answer = await client(ctx.app, { token: member.token }).get<BannerWire[]>('/v2/notification/read/alerts');
    expect(answer.status, answer.body.message).toBe(200);
    return answer.body.data!;
  };

  it('an operator publishes a plate; the script in its HTML is stripped before it is stored and served', async () => {
    const desk = await operator();
    const agent = await signedInAgent(ctx.app);
    const published = await publish(desk, { content: '<p><b>Плановые работы</b> в субботу<script>alert(document.cookie)</script><img src=x onerror="alert(1)"></p>', type: 'warning' });
    expect(published.status, published.body.message).toBe(200);
    const id = published.body.data!.id;
    expect(published.body.data).toMatchObject({ content: '<p><b>Плановые работы</b> в субботу</p>', type: 'warning', closable: true, audience: 'all', organization_inn: null, withdrawn_at: null, closed_count: 0 });
    const stored = await db().selectFrom('banner').select('content').where('id', '=', String(id)).executeTakeFirstOrThrow();
    expect(stored.content).toBe('<p><b>Плановые работы</b> в субботу</p>');
    expect(await plates(agent)).toContainEqual({ id, content: '<p><b>Плановые работы</b> в субботу</p>', type: 'warning', closable: true });
    expect(JSON.stringify(await plates(agent))).not.toMatch(/script|onerror/i);
  });

  it('a plate reaches its audience only: agents, clients, everybody, or one organisation by INN', async () => {
    const desk = await operator();
    const agent = await signedInAgent(ctx.app);
    const otherAgent = await signedInAgent(ctx.app);
    const customer = await signedInClient(ctx.app);
    const forAgents = (await publish(desk, { content: 'Агентам', audience: 'agents' })).body.data!.id;
    const forClients = (await publish(desk, { content: 'Клиентам', audience: 'clients' })).body.data!.id;
    const forAll = (await publish(desk, { content: 'Всем', audience: 'all' })).body.data!.id;
    const forOne = await publish(desk, { content: 'Одной организации', audience: 'agents', organization_inn: await innOf(agent) });
    expect(forOne.status, forOne.body.message).toBe(200);
    const ids = async (member: Member) => (await plates(member)).map((plate) => plate.id);
    expect(await ids(agent)).toEqual(expect.arrayContaining([forAgents, forAll, forOne.body.data!.id]));
    expect(await ids(agent)).not.toContain(forClients);
    expect(await ids(otherAgent)).not.toContain(forOne.body.data!.id);
    expect(await ids(customer)).toEqual(expect.arrayContaining([forClients, forAll]));
    expect(await ids(customer)).not.toContain(forAgents);
    // Newest first.
    const mine = await ids(agent);
    expect(mine.indexOf(forOne.body.data!.id)).toBeLessThan(mine.indexOf(forAll));
  });

  it('a user closes a plate for himself, for good; others still see it; closing twice is closing once', async () => {
    const desk = await operator();
    const agent = await signedInAgent(ctx.app);
    const colleague = await signedInAgent(ctx.app);
    const id = (await publish(desk, { content: 'Закрываемое объявление' })).body.data!.id;
    const api = client(ctx.app, { token: agent.token });
    const closed = await api.post(`/v2/notification/write/alerts/${id}/wast`);
    expect(closed.status, closed.body.message).toBe(200);
    expect(closed.body.data).toEqual({ id, closed: true });
    expect((await plates(agent)).map((plate) => plate.id)).not.toContain(id);
    expect((await plates(colleague)).map((plate) => plate.id)).toContain(id);
    expect((await api.post(`/v2/notification/write/alerts/${id}/wast`)).status).toBe(200);
    expect(await db().selectFrom('banner_closure').select('user_id').where('banner_id', '=', String(id)).execute()).toEqual([{ user_id: agent.viewer.userId }]);
    const listed = await client(ctx.app, { token: desk.token }).get<OperatorBannerWire[]>('/v2/notification/read/admin/alerts');
    expect(listed.body.data!.find((plate) => plate.id === id)?.closed_count).toBe(1);
  });

  it('closing: an unknown plate or one for somebody else is 404, a malformed id 400, an unclosable plate 409 — nothing stored', async () => {
    const desk = await operator();
    const agent = await signedInAgent(ctx.app);
    const customer = await signedInClient(ctx.app);
    const api = client(ctx.app, { token: agent.token });
    const fixed = (await publish(desk, { content: 'Нельзя закрыть', closable: false })).body.data!.id;
    const forClients = (await publish(desk, { content: 'Только клиентам', audience: 'clients' })).body.data!.id;
    const before = await count('banner_closure');

    expect((await api.post('/v2/notification/write/alerts/999999999/wast')).body).toEqual({ code: 40400, message: 'Объявление не найдено' });
    expect((await api.post(`/v2/notification/write/alerts/${forClients}/wast`)).status).toBe(404);
    const malformed = await api.post('/v2/notification/write/alerts/abc/wast');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/Объявление/);
    const unclosable = await api.post(`/v2/notification/write/alerts/${fixed}/wast`);
    expect(unclosable.status).toBe(409);
    expect(unclosable.body.message).toBe('Это объявление нельзя закрыть');
    expect((await plates(agent)).map((plate) => plate.id)).toContain(fixed);
    expect((await client(ctx.app, { token: customer.token }).post(`/v2/notification/write/alerts/${fixed}/wast`)).status).toBe(409);
    expect(await count('banner_closure')).toBe(before);
    expect((await client(ctx.app).get('/v2/notification/read/alerts')).status).toBe(401);
    expect((await client(ctx.app).post(`/v2/notification/write/alerts/${fixed}/wast`)).status).toBe(401);
  });

  it('an operator withdraws a plate: nobody sees it any more; a second withdrawal is 409, an unknown plate 404', async () => {
    const desk = await operator();
    const agent = await signedInAgent(ctx.app);
    const id = (await publish(desk, { content: 'Снимаемое объявление' })).body.data!.id;
    const api = client(ctx.app, { token: desk.token });
    const withdrawn = await api.post<OperatorBannerWire>(`/v2/notification/write/admin/alerts/${id}/withdraw`);
    expect(withdrawn.status, withdrawn.body.message).toBe(200);
    expect(withdrawn.body.data!.withdrawn_at).not.toBeNull();
    expect((await plates(agent)).map((plate) => plate.id)).not.toContain(id);
    expect((await client(ctx.app, { token: agent.token }).post(`/v2/notification/write/alerts/${id}/wast`)).status).toBe(404);
    expect((await api.post(`/v2/notification/write/admin/alerts/${id}/withdraw`)).body).toEqual({ code: 40900, message: 'Объявление уже снято' });
    expect((await api.post('/v2/notification/write/admin/alerts/999999999/withdraw')).body).toEqual({ code: 40400, message: 'Объявление не найдено' });
    const listed = (await api.get<OperatorBannerWire[]>('/v2/notification/read/admin/alerts')).body.data!;
    expect(listed.find((plate) => plate.id === id)?.withdrawn_at).not.toBeNull();
  });

  it('an agent administrator who is no operator, and a client, may not publish, withdraw or list: Russian 403, nothing changed', async () => {
    const desk = await operator();
    const admin = await signedInAgent(ctx.app);
    const customer = await signedInClient(ctx.app);
    const live = (await publish(desk, { content: 'Живое объявление' })).body.data!.id;
    const before = await count('banner');
    for (const member of [admin, customer]) {
      const api = client(ctx.app, { token: member.token });
      const refused = { code: 40300, message: 'Раздел доступен только оператору платформы' };
      expect((await api.post('/v2/notification/write/admin/alerts', { content: 'Чужое', type: 'info', closable: true, audience: 'all' })).body).toEqual(refused);
      expect((await api.post(`/v2/notification/write/admin/alerts/${live}/withdraw`)).body).toEqual(refused);
      expect((await api.get('/v2/notification/read/admin/alerts')).body).toEqual(refused);
    }
    expect(await count('banner')).toBe(before);
    const stored = await db().selectFrom('banner').select('withdrawn_at').where('id', '=', String(live)).executeTakeFirstOrThrow();
    expect(stored.withdrawn_at).toBeNull();
  });

  it('bad plates are refused in Russian and nothing is stored: empty after sanitising, unknown INN, wrong type or audience', async () => {
    const desk = await operator();
    const before = await count('banner');
    const empty = await publish(desk, { content: '<script>alert(1)</script>' });
    expect(empty.body).toEqual({ code: 40000, message: 'Текст объявления пуст: после очистки HTML в нём не осталось текста' });
    const unknown = await publish(desk, { content: 'Текст', organization_inn: '0000000000' });
    expect(unknown.body).toEqual({ code: 40400, message: 'Организация с ИНН 0000000000 не найдена' });
    const badInn = await publish(desk, { content: 'Текст', organization_inn: '12ab' });
    expect(badInn.status).toBe(400);
    expect(badInn.body.message).toMatch(/ИНН организации/);
    const badType = await publish(desk, { content: 'Текст', type: 'danger' });
    expect(badType.status).toBe(400);
    expect(badType.body.message).toMatch(/Вид/);
    expect((await publish(desk, { content: 'Текст', audience: 'banks' })).status).toBe(400);
    expect((await publish(desk, { content: 'x'.repeat(4001) })).status).toBe(400);
    expect(await count('banner')).toBe(before);
  });
});
