import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { banksConfig } from '../../../src/domain/banks';
import { describeListRow } from '../../../src/domain/requestList/describeListRow';
import type { NotificatorsCountWire, RequestListPageWire, RequestListQueryWire, RequestSearchWire, RequestTabWire } from '../../../src/domain/wire/requestListWire';
import { refreshListTabs } from '../../../src/server/requestList/listTabs';
import { moveSubRequests } from '../../../src/server/subrequests/moveSubRequest';
import { ensureSubRequests } from '../../../src/server/subrequests/subRequestRepository';
import { badBodies } from '../helpers/badBodies';
import { client, forEachDatabase, type ServerTestContext } from '../helpers/serverContext';
import { newRequest, signedInAgent, signedInClient, type Member } from '../requests/requestFixtures';

const [first, second, third] = banksConfig.banks;
if (!first || !second || !third) throw new Error('the shipped config has fewer than three banks');
const tabs: RequestTabWire[] = ['all', 'offers', 'demands', 'deals', 'drafts'];
const silentHub = { publishAll: async () => undefined };

type Sub = { bank: string; sub_status: string; is_need_confirm_data?: boolean };

/** Test data written straight to the tables, as a bank's history could leave it. */
function fixtures(ctx: ServerTestContext) {
  const db = () => ctx.database.db;
  return {
    async request(member: Member, subs: Sub[] = [], set: { updated_at?: string; name?: string; inn?: string; kpp?: string | null; manager_user_id?: number } = {}): Promise<number> {
      const request = await newRequest(ctx.app, member);
      await db().transaction().execute(async (trx) => {
        if (subs.length > 0) await ensureSubRequests(trx, request.id, subs.map((sub) => sub.bank));
        await trx.updateTable('bg_request').set({ selected_banks: JSON.stringify(subs.map((sub) => sub.bank)) }).where('id', '=', String(request.id)).execute();
        for (const sub of subs) {
          await trx
            .updateTable('bg_subrequest')
            .set({ sub_status: sub.sub_status, is_need_confirm_data: sub.is_need_confirm_data ?? false })
            .where('request_id', '=', String(request.id))
            .where('bank_uuid', '=', sub.bank)
            .execute();
        }
        if (Object.keys(set).length > 0) await trx.updateTable('bg_request').set(set).where('id', '=', String(request.id)).execute();
        await refreshListTabs(trx, [request.id]);
      });
      return request.id;
    },
  };
}

forEachDatabase('request list', (ctx) => {
  let agent: Member;
  let stranger: Member;
  let operator: Member;
  const ids: Record<string, number> = {};
  const make = () => fixtures(ctx);
  const list = (member: Member, query: Partial<RequestListQueryWire> = {}) =>
    client(ctx.app, { token: member.token }).post<RequestListPageWire>('/v1/grid/read/list/groupped', { tab: 'all', page_number: 1, page_size: 50, ...query });
  const listIds = async (member: Member, query: Partial<RequestListQueryWire> = {}) => {
    const answer = await list(member, query);
    expect(answer.status).toBe(200);
    return answer.body.data!.rows.map((row) => row.id);
  };
  const counts = async (member: Member, showMy?: boolean) => {
    const answer = await client(ctx.app, { token: member.token }).get<NotificatorsCountWire>(`/v2/grid/read/list/notificators-count${showMy === undefined ? '' : `?show_my=${showMy}`}`);
    expect(answer.status).toBe(200);
    return answer.body.data!.counts;
  };

  beforeAll(async () => {
    agent = await signedInAgent(ctx.app);
    stranger = await signedInAgent(ctx.app);
    operator = await signedInAgent(ctx.app);
    await ctx.database.db.insertInto('platform_operators').values({ user_id: operator.viewer.userId }).execute();
    const f = make();
    ids.empty = await f.request(agent);
    ids.draft = await f.request(agent, [{ bank: first.uuid, sub_status: 'draft' }]);
    ids.offer = await f.request(agent, [{ bank: first.uuid, sub_status: 'offer_sent' }, { bank: second.uuid, sub_status: 'canceled' }]);
    ids.demand = await f.request(agent, [{ bank: first.uuid, sub_status: 'bankrequest' }]);
    ids.deal = await f.request(agent, [{ bank: first.uuid, sub_status: 'sent', is_need_confirm_data: true }]);
    ids.mixed = await f.request(agent, [{ bank: first.uuid, sub_status: 'discuss' }, { bank: second.uuid, sub_status: 'deal_guarantee_sent' }, { bank: third.uuid, sub_status: 'admin_request' }]);
    ids.review = await f.request(agent, [{ bank: first.uuid, sub_status: 'sent' }]);
    ids.foreignOffer = await f.request(stranger, [{ bank: first.uuid, sub_status: 'offer' }]);
    ids.foreignDraft = await f.request(stranger);
  });

  it('shows the banks chosen on the preview step at once, before anyone opens the request’s banks', async () => {
    // An organisation of its own: the other tests count the agent's requests exactly.
    const owner = await signedInAgent(ctx.app);
    const chosen = await newRequest(ctx.app, owner);
    const saved = await client(ctx.app, { token: owner.token }).post(`/v2/bgrequest/write/${chosen.id}/step/preview`, { fko_uuids: [first.uuid, second.uuid] });
    expect(saved.status).toBe(200);
    const page = await list(owner, { request_id: chosen.id });
    expect(page.body.data!.rows[0]!.banks.map((bank) => bank.bank_uuid).sort()).toEqual([first.uuid, second.uuid].sort());
    // Unchosen again: the draft stays in the table but leaves the row.
    await client(ctx.app, { token: owner.token }).post(`/v2/bgrequest/write/${chosen.id}/step/preview`, { fko_uuids: [second.uuid] });
    expect((await list(owner, { request_id: chosen.id })).body.data!.rows[0]!.banks.map((bank) => bank.bank_uuid)).toEqual([second.uuid]);
  });

  it('tells the browser who is a platform operator, so only an operator is offered everyone’s requests', async () => {
    const me = (member: Member) => client(ctx.app, { token: member.token }).get<{ platform_operator: boolean }>('/v1/currentuser/read');
    expect((await me(operator)).body.data!.platform_operator).toBe(true);
    expect((await me(agent)).body.data!.platform_operator).toBe(false);
  });

  it.each([
    ['all', ['review', 'mixed', 'deal', 'demand', 'offer', 'draft', 'empty']],
    ['offers', ['mixed', 'offer']],
    ['demands', ['mixed', 'demand']],
    ['deals', ['mixed', 'deal']],
    ['drafts', ['draft', 'empty']],
  ] as const)('tab %s holds the requests with a sub-request of its statuses, latest change first', async (tab, names) => {
    expect(await listIds(agent, { tab })).toEqual(names.map((name) => ids[name]));
  });

  it('counts per tab equal the totals of the tab pages, and show_my=false changes nothing for an agent', async () => {
    const mine = await counts(agent);
    for (const tab of tabs) {
      const page = await list(agent, { tab, page_size: 1 });
      expect(page.body.data!.total, tab).toBe(mine[tab]);
    }
    expect(mine).toEqual({ all: 7, offers: 2, demands: 2, deals: 2, drafts: 2 });
    expect(await counts(agent, false)).toEqual(mine);
    expect(await listIds(agent, { show_my: false })).toEqual(await listIds(agent));
  });

  it("another organisation's requests never appear: no tab, no filter, no search, no count", async () => {
    const foreign = [ids.foreignOffer, ids.foreignDraft];
    for (const tab of tabs) {
      for (const show_my of [true, false]) {
        const seen = await listIds(agent, { tab, show_my });
        expect(seen.filter((id) => foreign.includes(id))).toEqual([]);
      }
    }
    expect(await listIds(agent, { request_id: ids.foreignOffer! })).toEqual([]);
    expect(await listIds(agent, { request_id: ids.foreignOffer!, show_my: false })).toEqual([]);
    // Both organisations have requests of the same company: the search must still keep to the caller's.
    for (const query of ['Сбербанк', '7707083893', String(ids.foreignOffer).padStart(2, '0')]) {
      const found = await client(ctx.app, { token: agent.token }).post<RequestSearchWire>('/v1/grid/read/search', { query, show_my: false });
      expect(found.status).toBe(200);
      expect(found.body.data!.requests.map((request) => request.id).filter((id) => foreign.includes(id))).toEqual([]);
      expect(found.body.data!.clients.every((found_) => found_.requests <= 7)).toBe(true);
    }
    expect(await counts(stranger)).toEqual({ all: 2, offers: 1, demands: 0, deals: 0, drafts: 1 });
    expect(await listIds(stranger)).toEqual([ids.foreignDraft, ids.foreignOffer]);
  });

  it('a platform operator sees every request with show_my=false and only his own by default', async () => {
    const own = await make().request(operator);
    expect(await listIds(operator)).toEqual([own]);
    const everything = await listIds(operator, { show_my: false, page_size: 100 });
    for (const id of [...Object.values(ids), own]) expect(everything).toContain(id);
    const all = await counts(operator, false);
    expect(all.all).toBe((await list(operator, { show_my: false })).body.data!.total);
    expect(all.all).toBeGreaterThanOrEqual(10);
    expect((await counts(operator)).all).toBe(1);
    expect(await listIds(operator, { show_my: false, tab: 'offers', page_size: 100 })).toEqual(expect.arrayContaining([ids.offer, ids.mixed, ids.foreignOffer]));
  });

  it('a client user sees the requests made for its organisation, and not the agent’s others', async () => {
    const customer = await signedInClient(ctx.app);
    const forClient = await make().request(agent, [{ bank: first.uuid, sub_status: 'offer_sent' }]);
    await ctx.database.db.updateTable('bg_request').set({ client_organization_uuid: customer.organizationUuid }).where('id', '=', String(forClient)).execute();
    const ownRequest = await make().request(customer);
    expect(await listIds(customer)).toEqual([ownRequest, forClient]);
    expect(await listIds(customer, { tab: 'offers' })).toEqual([forClient]);
    expect(await counts(customer)).toEqual({ all: 2, offers: 1, demands: 0, deals: 0, drafts: 1 });
    const row = (await list(customer, { request_id: forClient })).body.data!.rows[0];
    expect(row?.banks.map((bank) => bank.status)).toEqual(['WaitingAccept']);
  });

  it('the client sees an offer’s commission only once the agent has sent it to him', async () => {
    const customer = await signedInClient(ctx.app);
    const id = await make().request(agent, [{ bank: first.uuid, sub_status: 'offer_wait_approve' }]);
    const db = ctx.database.db;
    await db.updateTable('bg_request').set({ client_organization_uuid: customer.organizationUuid }).where('id', '=', String(id)).execute();
    const sub = await db.selectFrom('bg_subrequest').select('id').where('request_id', '=', String(id)).executeTakeFirstOrThrow();
    await db.insertInto('bg_offer').values({ subrequest_id: sub.id, version: 1, source: 'bank', bank_commission: '20000', commission: '25000.5', sum: '1000000', duration: 60 }).execute();
    const commissionFor = async (member: Member) => (await list(member, { request_id: id })).body.data!.rows[0]!.banks[0]!.commission;
    expect(await commissionFor(agent)).toBe('25000.50');
    expect(await commissionFor(customer)).toBeNull();
    await db.updateTable('bg_subrequest').set({ sub_status: 'offer_sent' }).where('id', '=', sub.id).execute();
    expect(await commissionFor(customer)).toBe('25000.50');
  });

  it('a row carries the request, its combined status, its guarantee and its banks in list order', async () => {
    const id = await make().request(agent, [
      { bank: third.uuid, sub_status: 'canceled' },
      { bank: first.uuid, sub_status: 'bankrequest' },
      { bank: second.uuid, sub_status: 'offer' },
    ]);
    await ctx.database.db
      .insertInto('bg_request_step')
      .values({ request_id: id, step: 'guaranty-detail-info', data: JSON.stringify({ stage: 'i_with_a', sum: 1500000.5, dateFrom: '2026-12-01', dateTo: '2027-03-01' }) })
      .execute();
    await ctx.database.db.updateTable('bg_request').set({ manager_user_id: agent.viewer.userId }).where('id', '=', String(id)).execute();
    const sub = await ctx.database.db.selectFrom('bg_subrequest').select('id').where('request_id', '=', String(id)).where('bank_uuid', '=', second.uuid).executeTakeFirstOrThrow();
    await ctx.database.db
      .insertInto('bg_offer')
      .values({ subrequest_id: sub.id, version: 1, source: 'bank', bank_commission: '30000', commission: '35000', sum: '1500000.50', duration: 90 })
      .execute();
    const page = await list(agent, { request_id: id });
    expect(page.body.data!.total).toBe(1);
    const row = page.body.data!.rows[0]!;
    expect(row).toMatchObject({
      id,
      name: 'ПАО "Сбербанк"',
      inn: '7707083893',
      guarantee_type: 'execution',
      sum: '1500000.50',
      date_from: '2026-12-01',
      date_to: '2027-03-01',
      actor: 'agent',
      manager: { id: agent.viewer.userId, name: expect.stringContaining(agent.user.last_name) },
      combined_status: { status: expect.any(String), label: expect.any(String) },
    });
    // OnDemand sorts before Offer, Canceled last (spec-1 §4 per-status sort order).
    expect(row.banks.map((bank) => [bank.bank_uuid, bank.status, bank.commission])).toEqual([
      [first.uuid, 'OnDemand', null],
      [second.uuid, 'Offer', '35000.00'],
      [third.uuid, 'Canceled', null],
    ]);
    // The wire carries the key alone; the screen reads the label, colour, group and names from config.
    expect(row.banks[0]).toEqual({ bank_uuid: first.uuid, status: 'OnDemand', sub_status: 'bankrequest', commission: null });
    expect(describeListRow(row, banksConfig.banks).banks[0]).toMatchObject({ label: 'Запрос', colour: 'orange', group: 'sent', bank_name: first.bank_name, middle_name: first.middle_name });
  });

  it('a draft bank is listed by its editing-stage status, as the banks panel shows it', async () => {
    const id = await make().request(agent, [{ bank: first.uuid, sub_status: 'draft' }]);
    const row = (await list(agent, { request_id: id })).body.data!.rows[0]!;
    expect(row.banks).toHaveLength(1);
    const described = describeListRow(row, banksConfig.banks).banks[0]!;
    expect(described.group).toBe('not-sent');
    expect(row.banks[0]!.status).toMatch(/^Draft/);
    const panel = await client(ctx.app, { token: agent.token }).get<{ subrequests: Array<{ draft_status: { status: string; label: string; colour: string } | null }> }>(`/v1/bgrequest/read/${id}/subrequests`);
    expect(panel.status).toBe(200);
    const draft = panel.body.data!.subrequests[0]!.draft_status!;
    expect(row.banks[0]!.status).toBe(draft.status);
    expect([described.label, described.colour]).toEqual([draft.label, draft.colour]);
  });

  it('a sub-request move takes the request from one tab to another', async () => {
    const member = await signedInAgent(ctx.app);
    const id = await make().request(member, [{ bank: first.uuid, sub_status: 'sent' }]);
    expect(await counts(member)).toEqual({ all: 1, offers: 0, demands: 0, deals: 0, drafts: 0 });
    await ctx.database.db.transaction().execute(async (trx) => {
      const [sub] = await ensureSubRequests(trx, id, [first.uuid]);
      await moveSubRequests(trx, { hub: silentHub }, { kind: 'bank' }, [{ subRequest: sub!, event: 'bank_demand' }]);
    });
    expect(await listIds(member, { tab: 'demands' })).toEqual([id]);
    expect(await counts(member)).toEqual({ all: 1, offers: 0, demands: 1, deals: 0, drafts: 0 });
  });

  describe('paging and order', () => {
    let member: Member;
    const order: number[] = [];
    beforeAll(async () => {
      member = await signedInAgent(ctx.app);
      const f = make();
      // Two share a moment: the newer number goes first.
      const moments = ['2026-05-01T10:00:00Z', '2026-05-03T10:00:00Z', '2026-05-02T10:00:00Z', '2026-05-02T10:00:00Z', '2026-04-30T10:00:00Z'];
      const made: Array<[number, string]> = [];
      for (const moment of moments) made.push([await f.request(member, [], { updated_at: moment }), moment]);
      made.sort((a, b) => b[1].localeCompare(a[1]) || b[0] - a[0]);
      order.push(...made.map(([id]) => id));
    });

    it('sorts by updated_at desc, then id desc', async () => {
      expect(await listIds(member)).toEqual(order);
    });

    it('pages through: full pages, a partial last one, an empty one past the end', async () => {
      const pages = [];
      for (const page_number of [1, 2, 3, 4]) pages.push((await list(member, { page_number, page_size: 2 })).body.data!);
      expect(pages.map((page) => page.rows.map((row) => row.id))).toEqual([order.slice(0, 2), order.slice(2, 4), order.slice(4), []]);
      expect(pages.map((page) => page.total)).toEqual([5, 5, 5, 5]);
      expect(pages[3]).toMatchObject({ page_number: 4, page_size: 2 });
      expect((await list(member, { page_size: 100 })).body.data!.rows).toHaveLength(5);
      expect((await list(member, { page_size: 1 })).body.data!.rows.map((row) => row.id)).toEqual([order[0]]);
    });

    it('uses page 1 of 50 when the body leaves them out', async () => {
      const answer = await client(ctx.app, { token: member.token }).post<RequestListPageWire>('/v1/grid/read/list/groupped', { tab: 'all' });
      expect(answer.body.data).toMatchObject({ page_number: 1, page_size: 50, total: 5 });
    });
  });

  describe('period, client and manager filters, and the search', () => {
    let member: Member;
    const made: Record<string, number> = {};
    beforeAll(async () => {
      member = await signedInAgent(ctx.app);
      const f = make();
      // 23:59:59 and 00:00:00 on Moscow time, around the midnight of 11 March 2026.
      made.lateTenth = await f.request(member, [], { updated_at: '2026-03-10T20:59:59Z', name: 'ООО "Ромашка"', inn: '7701234567', kpp: '770101001' });
      made.earlyEleventh = await f.request(member, [], { updated_at: '2026-03-10T21:00:00Z', name: 'ООО "Ромашка"', inn: '7701234567', kpp: '770101001' });
      made.twelfth = await f.request(member, [], { updated_at: '2026-03-12T09:00:00Z', name: 'ИП Васильков', inn: '500100732259', kpp: null, manager_user_id: member.viewer.userId });
      made.branch = await f.request(member, [], { updated_at: '2026-03-12T10:00:00Z', name: 'ООО "Ромашка" филиал', inn: '7701234567', kpp: '770201001' });
    });

    it('filters by the Moscow day of the last change', async () => {
      expect(await listIds(member, { date_from: '2026-03-11', date_to: '2026-03-11' })).toEqual([made.earlyEleventh]);
      expect(await listIds(member, { date_to: '2026-03-10' })).toEqual([made.lateTenth]);
      expect(await listIds(member, { date_from: '2026-03-12' })).toEqual([made.branch, made.twelfth]);
      expect(await listIds(member, { date_from: '2026-03-10', date_to: '2026-03-12', page_size: 2 })).toEqual([made.branch, made.twelfth]);
    });

    it('filters by a client found by the search, by free text, by manager and by number', async () => {
      const search = await client(ctx.app, { token: member.token }).post<RequestSearchWire>('/v1/grid/read/search', { query: 'ромаш' });
      expect(search.status).toBe(200);
      expect(search.body.data!.clients).toEqual([
        { client_id: '7701234567/770101001', name: 'ООО "Ромашка"', inn: '7701234567', kpp: '770101001', requests: 2 },
        { client_id: '7701234567/770201001', name: 'ООО "Ромашка" филиал', inn: '7701234567', kpp: '770201001', requests: 1 },
      ]);
      expect(search.body.data!.requests.map((request) => request.id)).toEqual([made.branch, made.earlyEleventh, made.lateTenth]);
      expect(search.body.data!.requests[0]).toMatchObject({ name: 'ООО "Ромашка" филиал', inn: '7701234567', combined_status: { status: expect.any(String) } });
      expect(await listIds(member, { client_id: '7701234567/770101001' })).toEqual([made.earlyEleventh, made.lateTenth]);
      expect(await listIds(member, { client_id: '500100732259' })).toEqual([made.twelfth]);
      expect(await listIds(member, { client: '77012' })).toEqual([made.branch, made.earlyEleventh, made.lateTenth]);
      expect(await listIds(member, { client: 'васильк' })).toEqual([made.twelfth]);
      expect(await listIds(member, { client: '%' })).toEqual([]);
      expect(await listIds(member, { manager_id: member.viewer.userId })).toEqual([made.twelfth]);
      expect(await listIds(member, { request_id: made.branch! })).toEqual([made.branch]);
      const byNumber = await client(ctx.app, { token: member.token }).post<RequestSearchWire>('/v1/grid/read/search', { query: String(made.twelfth) });
      expect(byNumber.body.data!.requests.map((request) => request.id)).toEqual([made.twelfth]);
      const inn = await client(ctx.app, { token: member.token }).post<RequestSearchWire>('/v1/grid/read/search', { query: '5001007' });
      expect(inn.body.data!.clients.map((found) => found.client_id)).toEqual(['500100732259']);
    });

    it('answers at most ten clients and ten requests', async () => {
      const crowd = await signedInAgent(ctx.app);
      const f = make();
      for (let i = 0; i < 12; i += 1) await f.request(crowd, [], { name: `ООО "Лютик ${i}"`, inn: `77${String(10_000_000 + i)}`, kpp: '770101001' });
      const found = await client(ctx.app, { token: crowd.token }).post<RequestSearchWire>('/v1/grid/read/search', { query: 'лютик' });
      expect(found.body.data!.clients).toHaveLength(10);
      expect(found.body.data!.requests).toHaveLength(10);
    });
  });

  describe('bad input', () => {
    it.each([
      [{ tab: 'archive' }, 'Вкладка'],
      [{ page_size: 0 }, 'Размер страницы'],
      [{ page_size: 101 }, 'Размер страницы'],
      [{ page_size: 2.5 }, 'Размер страницы'],
      [{ page_number: 0 }, 'Номер страницы'],
      [{ page_number: '1' }, 'Номер страницы'],
      [{ date_from: '2026-02-30' }, 'Период с'],
      [{ date_to: '11.03.2026' }, 'Период по'],
      [{ date_from: '2026-03-12', date_to: '2026-03-11' }, 'Период'],
      [{ client_id: 'Ромашка' }, 'Клиент'],
      [{ request_id: -1 }, 'Номер заявки'],
      [{ show_my: 'yes' }, 'Только свои'],
      [{ manager_id: 'me' }, 'Менеджер'],
    ])('list %j -> 400 naming %s', async (body, field) => {
      const answer = await list(agent, body as Partial<RequestListQueryWire>);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(field);
      expect(answer.body.message).toMatch(/[а-яё]/i);
    });

    it.each([[{}], [{ query: 'а' }], [{ query: '  ' }], [{ query: 12 }], [{ query: 'ab', show_my: 1 }]])('search %j -> 400 in Russian', async (body) => {
      const answer = await client(ctx.app, { token: agent.token }).post('/v1/grid/read/search', body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/[а-яё]/i);
    });

    const goodList = { tab: 'all', page_number: 1, page_size: 50, show_my: true, client_id: '7701234567', client: 'Ромашка', date_from: '2026-01-01', date_to: '2026-01-31', manager_id: 1, request_id: 1 };
    const filters = ['client_id', 'client', 'date_from', 'date_to', 'manager_id', 'request_id'];
    it.each([
      ['/v1/grid/read/list/groupped', goodList, { nullable: filters, optional: ['page_number', 'page_size', 'show_my', ...filters] }],
      ['/v1/grid/read/search', { query: 'Ромашка', show_my: false }, { optional: ['show_my'] }],
    ] as const)('%s refuses each bad body with 400 and a Russian message, and never answers 500', async (url, good, options) => {
      const headers = (contentType = 'application/json') => ({ 'content-type': contentType, authorization: `Bearer ${agent.token}` });
      expect((await ctx.app.inject({ method: 'POST', url, headers: headers(), payload: JSON.stringify(good) })).statusCode).toBe(200);
      for (const bad of badBodies(good, options)) {
        const response = await ctx.app.inject({ method: 'POST', url, headers: headers(bad.contentType), payload: bad.payload });
        const body = response.json() as { message: string };
        expect({ case: bad.name, status: response.statusCode }).toEqual({ case: bad.name, status: 400 });
        expect(body.message, bad.name).toMatch(/[А-Яа-яЁё]/);
        expect(body.message, bad.name).not.toMatch(/must|should|Unexpected|JSON at position/);
      }
      await fc.assert(
        fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (value) => {
          const response = await ctx.app.inject({ method: 'POST', url, headers: headers(), payload: JSON.stringify(value) });
          expect(response.statusCode).not.toBe(500);
          if (response.statusCode >= 400) expect((response.json() as { message: string }).message).toMatch(/[А-Яа-яЁё]/);
        }),
        { numRuns: 40 },
      );
    });

    it('counts with a bad show_my -> 400; every call without a session -> 401', async () => {
      const bad = await client(ctx.app, { token: agent.token }).get('/v2/grid/read/list/notificators-count?show_my=maybe');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/[а-яё]/i);
      const anonymous = client(ctx.app);
      expect((await anonymous.get('/v2/grid/read/list/notificators-count')).status).toBe(401);
      expect((await anonymous.post('/v1/grid/read/list/groupped', { tab: 'all' })).status).toBe(401);
      expect((await anonymous.post('/v1/grid/read/search', { query: 'ab' })).status).toBe(401);
    });
  });
});
