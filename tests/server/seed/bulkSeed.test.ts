import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { banksConfig } from '../../../src/domain/banks';
import { isValidInn } from '../../../src/domain/checks/checkInn';
import { isValidKpp } from '../../../src/domain/checks/checkKpp';
import { isValidOgrn } from '../../../src/domain/checks/checkOgrn';
import { statusEngine } from '../../../src/domain/statusEngine';
import { shippedStatusTable } from '../../../src/domain/statusTable';
import type { RequestListPageWire } from '../../../src/domain/wire/requestListWire';
import type { SubRequestListWire } from '../../../src/domain/wire/banksWire';
import { describeListRow } from '../../../src/domain/requestList/describeListRow';
import { parseSeedArguments } from '../../../src/server/seed/bulk/seedArguments';
import { seedBulkRequests } from '../../../src/server/seed/bulk/seedBulkRequests';
import { demoRequestCount, seedDemoRequests } from '../../../src/server/seed/bulk/seedDemoRequests';
import { demoUsers } from '../../../src/server/seed/demoData';
import { seedDemo } from '../../../src/server/seed/seedDemo';
import { client, forEachDatabase } from '../helpers/serverContext';

const bankUuids = new Set(banksConfig.banks.map((bank) => bank.uuid));

describe('npm run seed arguments', () => {
  it.each([
    [['--requests', '300'], { ok: true, requests: 300, batchSize: 5000 }],
    [['--requests=100_000', '--batch', '2000'], { ok: true, requests: 100_000, batchSize: 2000 }],
  ])('%j is read', (argv, expected) => {
    expect(parseSeedArguments(argv)).toEqual(expected);
  });

  it.each([[['--requests', 'abc']], [['--requests', '0']], [['--requests', '-5']], [['--requests', '1.5']], [[]], [['--rows', '5']], [['--requests', '10', '--batch', 'x']]])(
    '%j is refused in Russian',
    (argv) => {
      const parsed = parseSeedArguments(argv);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.message).toMatch(/[А-Яа-я]/);
    },
  );
});

forEachDatabase('bulk seed', (ctx) => {
  const db = () => ctx.database.db;

  beforeAll(async () => {
    await seedDemo(db());
    await seedBulkRequests(db(), { requests: 300, batchSize: 120, seed: 42 });
  });

  it('puts sub-requests in every raw status of config/statuses.json', async () => {
    const rows = await db().selectFrom('bg_subrequest').select('sub_status').distinct().execute();
    expect(new Set(rows.map((row) => row.sub_status))).toEqual(new Set(shippedStatusTable.subStatuses.keys()));
  });

  it('gives every request 1 to 22 different banks of config/banks.json', async () => {
    const counts = await sql<{ n: number; banks: number }>`
      select count(*)::int as n, count(distinct s.bank_uuid)::int as banks from bg_request as r join bg_subrequest as s on s.request_id = r.id group by r.id`.execute(db());
    expect(counts.rows).toHaveLength(300);
    for (const row of counts.rows) {
      expect(row.n).toBeGreaterThanOrEqual(1);
      expect(row.n).toBeLessThanOrEqual(22);
      expect(row.banks).toBe(row.n);
    }
    expect(new Set(counts.rows.map((row) => row.n)).size).toBeGreaterThan(5);
    const banks = await db().selectFrom('bg_subrequest').select('bank_uuid').distinct().execute();
    for (const bank of banks) expect(bankUuids.has(bank.bank_uuid)).toBe(true);
  });

  it('makes companies with valid INN, KPP and OGRN, procurements of every kind and sums with kopecks in range', async () => {
    const requests = await db().selectFrom('bg_request').select(['inn', 'kpp', 'ogrn', 'is_ip', 'law', 'tender_number', 'name']).execute();
    for (const request of requests) {
      expect(isValidInn(request.inn, request.is_ip ? 'individual' : 'legal'), request.inn).toBe(true);
      expect(isValidOgrn(request.ogrn ?? '', request.is_ip ? 'individual' : 'legal'), request.ogrn ?? '').toBe(true);
      if (request.is_ip) expect(request.kpp).toBeNull();
      else expect(isValidKpp(request.kpp ?? ''), request.kpp ?? '').toBe(true);
      expect(request.name).toMatch(/^(ООО|АО|ПАО|ГУП|МУП|ИП) /);
      if (request.law === 1) expect(request.tender_number).toBeNull();
      else expect(request.tender_number).toMatch(request.law === 223 ? /^\d{11}$/ : /^\d{19}$/);
    }
    expect(new Set(requests.map((request) => request.law))).toEqual(new Set([1, 44, 223, 615]));
    const sums = await sql<{ sum: string }>`select data->>'sum' as sum from bg_request_step where step = 'guaranty-detail-info'`.execute(db());
    expect(sums.rows).toHaveLength(300);
    for (const { sum } of sums.rows) {
      expect(Number(sum)).toBeGreaterThanOrEqual(50_000);
      expect(Number(sum)).toBeLessThanOrEqual(500_000_000);
      expect(sum).toMatch(/^\d+(\.\d{1,2})?$/);
    }
  });

  it('writes each history as the transition function allows it, ending in the sub-request’s status', async () => {
    const history = await sql<{ subrequest_id: string; sub_status: string; moves: Array<{ from: string; to: string; event: string }> }>`
      select s.id as subrequest_id, s.sub_status,
        coalesce(json_agg(json_build_object('from', h.from_status, 'to', h.to_status, 'event', h.event) order by h.id) filter (where h.id is not null), '[]') as moves
      from bg_subrequest as s left join bg_subrequest_status as h on h.subrequest_id = s.id
      group by s.id`.execute(db());
    for (const row of history.rows) {
      let current = 'draft';
      for (const move of row.moves) {
        expect(move.from).toBe(current);
        const next = statusEngine.nextSubStatus(current, move.event);
        expect(next).toEqual({ ok: true, next: move.to });
        current = move.to;
      }
      expect(current).toBe(row.sub_status);
    }
    const order = await sql<{ bad: number }>`
      select count(*)::int as bad from bg_subrequest_status as h join bg_subrequest as s on s.id = h.subrequest_id
      where h.created_at < s.created_at or h.created_at > s.updated_at + interval '1 millisecond'`.execute(db());
    expect(order.rows[0]!.bad).toBe(0);
  });

  it('leaves offers where a bank offered, and demands and claims where the flow made them', async () => {
    const offered = await sql<{ sub_status: string; offers: number; accepted: number }>`
      select s.sub_status, count(o.id)::int as offers, count(o.accepted_at)::int as accepted
      from bg_subrequest as s left join bg_offer as o on o.subrequest_id = s.id group by s.id`.execute(db());
    for (const row of offered.rows) {
      const hasOffer = ['offer_wait_approve', 'offer_sent', 'discuss', 'offer_accepted', 'deal_guarantee_sent', 'deal_claim_signed'].includes(row.sub_status);
      const noOffer = ['draft', 'sent', 'bankrequest', 'admin_verification', 'canceled'].includes(row.sub_status);
      if (hasOffer) expect(row.offers, row.sub_status).toBeGreaterThan(0);
      if (noOffer) expect(row.offers, row.sub_status).toBe(0);
    }
    const demands = await sql<{ sub_status: string; open: number }>`
      select s.sub_status, count(*) filter (where d.answered_at is null)::int as open from bg_subrequest as s join bg_demand as d on d.subrequest_id = s.id group by s.id`.execute(db());
    for (const row of demands.rows.filter((candidate) => candidate.open > 0)) expect(['bankrequest', 'admin_request', 'bank_tracking_discussion']).toContain(row.sub_status);
    const claims = await sql<{ n: number }>`select count(*)::int as n from bg_claim`.execute(db());
    expect(claims.rows[0]!.n).toBeGreaterThan(0);
  });

  it('stores the pre-scoring verdict of every sub-request that went through it, a refusal with its Russian reasons', async () => {
    const rows = await sql<{ sub_status: string; prescoring: { passed: boolean; reasons: string[]; checked_at: string } | null }>`
      select sub_status, prescoring from bg_subrequest`.execute(db());
    const failed = rows.rows.filter((row) => row.sub_status === 'prescoring_failed');
    expect(failed.length).toBeGreaterThan(0);
    for (const row of failed) {
      expect(row.prescoring?.passed).toBe(false);
      expect(row.prescoring?.reasons.length).toBeGreaterThan(0);
      for (const reason of row.prescoring!.reasons) expect(reason).toMatch(/[А-Яа-я]/);
    }
    const prescored = rows.rows.filter((row) => row.sub_status === 'prescored');
    for (const row of prescored) expect(row.prescoring).toMatchObject({ passed: true, reasons: [] });
    // The banks panel reads them as a real pre-scoring's: failed-info answers for a seeded refusal.
    const admin = demoUsers[0]!;
    const login = await client(ctx.app).post<{ token: string }>('/v1/login/write/creds', { email: admin.login, password: admin.password, actor: 'agent' });
    const own = await sql<{ uuid: string }>`
      select s.uuid from bg_subrequest as s join bg_request as r on r.id = s.request_id join organizations as o on o.uuid = r.organization_uuid
      join memberships as m on m.organization_id = o.id join users as u on u.id = m.user_id
      where u.login = ${admin.login} and s.sub_status = 'prescoring_failed' limit 1`.execute(db());
    if (own.rows[0]) {
      const info = await client(ctx.app, { token: login.body.data!.token }).get<{ reasons: string[] }>(`/v2/bgsubrequest/read/${own.rows[0].uuid}/failed-info`);
      expect(info.status).toBe(200);
      expect(info.body.data!.reasons.length).toBeGreaterThan(0);
    }
  });

  it('sets the request list’s tab flags, and the demo agent pages through his requests', async () => {
    const flags = await sql<{ tabs: string[]; statuses: string[] }>`
      select r.list_tabs as tabs, array_agg(s.sub_status) as statuses from bg_request as r join bg_subrequest as s on s.request_id = r.id group by r.id`.execute(db());
    for (const row of flags.rows) {
      expect(row.tabs.includes('offers')).toBe(row.statuses.some((status) => ['offer_wait_approve', 'offer', 'offer_sent', 'discuss'].includes(status)));
      expect(row.tabs.includes('demands')).toBe(row.statuses.some((status) => ['admin_request', 'bankrequest', 'bank_tracking_discussion'].includes(status)));
    }
    const admin = demoUsers[0]!;
    const login = await client(ctx.app).post<{ token: string }>('/v1/login/write/creds', { email: admin.login, password: admin.password, actor: 'agent' });
    expect(login.status).toBe(200);
    const page = await client(ctx.app, { token: login.body.data!.token }).post<RequestListPageWire>('/v1/grid/read/list/groupped', { tab: 'all', page_number: 2, page_size: 50 });
    expect(page.status).toBe(200);
    expect(page.body.data!.total).toBeGreaterThan(200);
    expect(page.body.data!.rows).toHaveLength(50);
    expect(page.body.data!.rows.every((row) => row.banks.length >= 1 && row.sum !== null)).toBe(true);
    // What the screen makes of each bank's key from config is what the request's banks panel says of it.
    const token = login.body.data!.token;
    let compared = 0;
    for (const row of page.body.data!.rows) {
      const panel = await client(ctx.app, { token }).get<SubRequestListWire>(`/v1/bgrequest/read/${row.id}/subrequests`);
      expect(panel.status).toBe(200);
      const views = new Map(panel.body.data!.subrequests.map((sub) => [sub.bank_uuid, sub]));
      for (const bank of describeListRow(row, banksConfig.banks).banks) {
        const view = views.get(bank.bank_uuid)!;
        // A partly sent seeded request stores full counters over three seeded steps, so the panel, which
        // counts the steps afresh, may see another editing stage of a draft than the list's stored counters.
        if ((view.draft_status?.status ?? view.status) !== bank.status) {
          expect([bank.group, view.group]).toEqual(['not-sent', 'not-sent']);
          continue;
        }
        expect([bank.label, bank.colour, bank.group, bank.bank_name, bank.middle_name]).toEqual([
          view.draft_status?.label ?? view.status_label,
          view.draft_status?.colour ?? view.status_colour,
          view.group,
          view.bank_name,
          view.middle_name,
        ]);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('adds as many again on a second run', async () => {
    await seedBulkRequests(db(), { requests: 300, batchSize: 300 });
    const count = await db().selectFrom('bg_request').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(600);
  });

  it('gives the demo organisation its request list once', async () => {
    const added = await seedDemoRequests(db());
    expect(added).toHaveLength(demoRequestCount);
    expect(await seedDemoRequests(db())).toEqual([]);
    const statuses = await sql<{ sub_status: string }>`select distinct s.sub_status from bg_subrequest as s where s.request_id = any(${added}::bigint[])`.execute(db());
    expect(statuses.rows).toHaveLength(shippedStatusTable.subStatuses.size);
    const recent = await sql<{ oldest: Date }>`select min(created_at) as oldest from bg_request where id = any(${added}::bigint[])`.execute(db());
    expect(Date.now() - new Date(recent.rows[0]!.oldest).getTime()).toBeLessThanOrEqual(61 * 86_400_000);
  });
});
