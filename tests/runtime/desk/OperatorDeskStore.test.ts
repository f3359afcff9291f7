import { describe, expect, it } from 'vitest';
import type { DeskQueueWire, DeskRequestWire } from '../../../src/domain/wire/operatorDeskWire';
import { DESK_POLL_MS } from '../../../src/runtime/desk/OperatorDeskStore';
import { operatorDeskFor } from '../../../src/runtime/desk/operatorDeskFor';
import { ok, fail, type Route, type SeenRequest } from '../../api/support/scriptedAdapter';
import { makeRoot } from '../support/harness';

const item = (id: number, banks: [string, string][]): DeskRequestWire => ({
  id,
  uuid: `00000000-0000-4000-8000-00000000000${id}`,
  own: false,
  organization: { uuid: 'org', name: 'ООО «Агент»', inn: '7701234560' },
  company: { name: 'ПАО «КАМАЗ»', inn: '1650032058' },
  guarantee_type: null,
  law: 44,
  tender_number: null,
  sum: '485000.00',
  manager: null,
  created_by: 'Иванов Иван',
  created_at: '2026-03-01T10:00:00.000Z',
  waiting_since: '2026-03-01T11:00:00.000Z',
  banks: banks.map(([uuid, name]) => ({ subrequest_uuid: uuid, bank_uuid: `bank-${uuid}`, bank_name: name, sub_status: 'admin_verification', since: '2026-03-01T11:00:00.000Z' })),
});

const queue = (items: DeskRequestWire[], name: 'verification' | 'client' = 'verification'): DeskQueueWire => ({ queue: name, items, total: items.length, page: 1, page_size: 20 });

function desk(routes: Record<string, Route>) {
  const made = makeRoot(routes);
  return { ...made, stores: operatorDeskFor(made.root) };
}

const posts = (seen: SeenRequest[]) => seen.filter((request) => request.method === 'POST').map((request) => [request.url, request.body]);

describe('OperatorDeskStore', () => {
  it('reads the verification queue on start and again every few seconds until stopped', async () => {
    const { stores, network, clock } = desk({ 'GET /v2/bgrequest/read/admin/desk': ok(queue([item(1, [['s1', 'Абсолют Банк']])])) });
    stores.queue.start();
    await expect.poll(() => stores.queue.items.map((entry) => entry.id)).toEqual([1]);
    expect(network.seen[0]?.params).toEqual({ queue: 'verification', page: 1, page_size: 20 });
    clock.advance(DESK_POLL_MS);
    await expect.poll(() => network.seen.length).toBe(2);
    stores.queue.stop();
    clock.advance(DESK_POLL_MS * 3);
    expect(network.seen.length).toBe(2);
    // Looking for one request by its number, then the whole queue again.
    stores.queue.find(' 17 ');
    await expect.poll(() => network.seen.at(-1)?.params).toEqual({ queue: 'verification', page: 1, page_size: 20, request_id: 17 });
    stores.queue.find('');
    await expect.poll(() => network.seen.at(-1)?.params).toEqual({ queue: 'verification', page: 1, page_size: 20 });
  });

  it('gives the verdict for the ticked banks only, with the comment, then reads the queue again', async () => {
    const two = item(5, [['s1', 'Абсолют Банк'], ['s2', 'Локо-Банк']]);
    const { stores, network, root } = desk({
      'GET /v2/bgrequest/read/admin/desk': ok(queue([two])),
      'POST /v2/bgrequest/write/admin/verification/send/5': ok({ request_id: 5, moved: [] }),
    });
    await stores.queue.load();
    stores.queue.toggleBank(5, 's2');
    expect(stores.queue.tickedBanks(two).map((bank) => bank.subrequest_uuid)).toEqual(['s1']);
    stores.queue.setComment(5, '  Проверено  ');
    expect(await stores.queue.verdict(two, 'passed')).toBe(true);
    expect(posts(network.seen)).toEqual([['/v2/bgrequest/write/admin/verification/send/5', { result: 'passed', fko_uuids: ['s1'], comment: 'Проверено' }]]);
    expect(network.seen.filter((request) => request.method === 'GET')).toHaveLength(2);
    expect(root.toasts.toasts.map((toast) => toast.title)).toContain('Верификация пройдена');
    // What was ticked and written goes with the decision.
    expect(stores.queue.isTicked(5, 's2')).toBe(true);
    expect(stores.queue.comments[5]).toBeUndefined();
  });

  it('asks for a comment before a failure or a demand, and for a bank before anything; nothing is sent', async () => {
    const one = item(6, [['s1', 'Абсолют Банк']]);
    const { stores, network } = desk({ 'GET /v2/bgrequest/read/admin/desk': ok(queue([one])) });
    expect(await stores.queue.verdict(one, 'failed')).toBe(false);
    expect(stores.queue.problems[6]).toBe('Напишите комментарий: его увидит агент');
    expect(await stores.queue.verdict(one, 'demand')).toBe(false);
    stores.queue.setComment(6, 'Нужна выписка');
    expect(stores.queue.problems[6]).toBeUndefined();
    stores.queue.toggleBank(6, 's1');
    expect(await stores.queue.verdict(one, 'failed')).toBe(false);
    expect(stores.queue.problems[6]).toBe('Отметьте хотя бы один банк');
    expect(posts(network.seen)).toEqual([]);
  });

  it('a refused verdict keeps the comment and the ticks, and the failure toast tells why', async () => {
    const one = item(7, [['s1', 'Абсолют Банк']]);
    const { stores, root } = desk({
      'GET /v2/bgrequest/read/admin/desk': ok(queue([one])),
      'POST /v2/bgrequest/write/admin/verification/send/7': fail(403, 'Действие доступно только оператору платформы', 40300),
    });
    stores.queue.setComment(7, 'Паспорт просрочен');
    expect(await stores.queue.verdict(one, 'failed')).toBe(false);
    expect(stores.queue.comments[7]).toBe('Паспорт просрочен');
    expect(stores.queue.busy).toBeNull();
    expect(root.toasts.toasts.map((toast) => toast.text)).toContain('Действие доступно только оператору платформы');
  });

  it('hands a request to a user of its organisation', async () => {
    const { stores, network } = desk({
      'GET /v2/bgrequest/read/admin/desk': ok(queue([item(8, [['s1', 'Абсолют Банк']])])),
      'GET /v2/bgrequest/read/admin/desk/8/staff': ok([{ id: 31, uuid: 'u31', name: 'Петров Пётр', post: 'Менеджер', is_active: true }]),
      'POST /v1/bgrequest/write/agent/manager': ok({ request_id: 8, manager: { id: 31 } }),
    });
    await stores.queue.chooseManager(8);
    expect(stores.queue.staff?.users?.map((user) => user.name)).toEqual(['Петров Пётр']);
    expect(await stores.queue.assignManager(8, stores.queue.staff!.users![0]!)).toBe(true);
    expect(posts(network.seen)).toEqual([['/v1/bgrequest/write/agent/manager', { request_id: 8, manager: 31 }]]);
    expect(stores.queue.staff).toBeNull();
  });

  it('takes chosen banks back from the client by bank, and all of them by the request’s uuid', async () => {
    const two = item(9, [['s1', 'Т-Банк'], ['s2', 'Экспобанк']]);
    const { stores, network } = desk({
      'GET /v2/bgrequest/read/admin/desk': ok(queue([two], 'client')),
      'POST /v2/bgrequest/write/9/subrequest/change/status': ok({ request_id: 9, moved: [] }),
      'POST /v1/bgrequest/write/claim/bank/client': ok({ request_id: 9, moved: [] }),
    });
    stores.queue.setQueue('client');
    await expect.poll(() => stores.queue.items.length).toBe(1);
    stores.queue.toggleBank(9, 's1');
    expect(await stores.queue.returnFromClient(two)).toBe(true);
    expect(await stores.queue.returnFromClient(two)).toBe(true);
    expect(posts(network.seen)).toEqual([
      ['/v2/bgrequest/write/9/subrequest/change/status', { fko_uuids: ['s2'] }],
      ['/v1/bgrequest/write/claim/bank/client', { request_uuid: two.uuid }],
    ]);
  });
});

describe('BannerDeskStore', () => {
  const published = { id: 3, content: '<b>Работы</b>', type: 'warning', closable: true, audience: 'agents', organization_inn: null, created_at: '2026-03-01T10:00:00.000Z', created_by: 'Оператор', withdrawn_at: null, closed_count: 0 };

  it('publishes the draft, shows what the server stored, and reads the operator’s own plates again', async () => {
    const { stores, network } = desk({
      'GET /v2/notification/read/admin/alerts': ok([]),
      'POST /v2/notification/write/admin/alerts': ok(published),
      'POST /v2/notification/write/admin/alerts/3/withdraw': ok({ ...published, withdrawn_at: '2026-03-01T11:00:00.000Z' }),
    });
    await stores.banners.load();
    expect(await stores.banners.publish()).toBe(false);
    expect(stores.banners.problem).toBe('Напишите текст объявления');
    stores.banners.setDraft({ content: '<b>Работы</b><script>x()</script>', type: 'warning', audience: 'agents', organizationInn: ' ' });
    expect(await stores.banners.publish()).toBe(true);
    expect(posts(network.seen)[0]).toEqual(['/v2/notification/write/admin/alerts', { content: '<b>Работы</b><script>x()</script>', type: 'warning', closable: true, audience: 'agents', organization_inn: null }]);
    expect(stores.banners.list.map((plate) => plate.content)).toEqual(['<b>Работы</b>']);
    expect(stores.banners.draft.content).toBe('');
    expect(await stores.banners.withdraw(3)).toBe(true);
    expect(stores.banners.list[0]?.withdrawn_at).not.toBeNull();
  });
});
