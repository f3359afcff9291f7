import { describe, expect, it } from 'vitest';
import { RealtimeStore } from '../../../src/runtime/RealtimeStore';
import { RequestListFilters } from '../../../src/runtime/RequestListFilters';
import { RequestListStore } from '../../../src/runtime/requestList/RequestListStore';
import { RouteTable } from '../../../src/runtime/routeTable';
import { MemoryStorage } from '../../api/support/scriptedAdapter';
import { FakeConnection } from '../banks/support';
import { ManualClock, MemoryLogger, MemoryNavigation } from '../support/harness';
import { countsOf, fakeListApi, flush, pageOf, rowFixture } from './support';

function makeList(at = '/agent/requests/all', storage = new MemoryStorage()) {
  const url = new URL(at, 'http://localhost');
  const navigation = new MemoryNavigation(url.pathname, url.search);
  const clock = new ManualClock();
  const connection = new FakeConnection();
  const realtime = new RealtimeStore(connection, { clock, logger: new MemoryLogger() });
  const fake = fakeListApi();
  const filters = new RequestListFilters({ navigation, storage, routes: new RouteTable('agent') });
  const list = new RequestListStore({ api: fake.api, filters, navigation, clock, realtime });
  /** The user (or the router) arrives at the address the store last sent them to. */
  const follow = () => {
    const { pathname, search } = navigation.current();
    list.show(pathname.split('/').at(-1) ?? '', search);
  };
  return { list, filters, navigation, clock, connection, storage, follow, ...fake };
}

describe('RequestListStore', () => {
  it('asks page 1 of 50 of the own requests by default, with the counts, and shows the answer', async () => {
    const { list, pages, counts } = makeList();
    list.show('all', '');
    expect(pages).toHaveLength(1);
    expect(pages[0]!.query).toEqual({
      tab: 'all',
      page_number: 1,
      page_size: 50,
      show_my: true,
      client_id: null,
      client: null,
      date_from: null,
      date_to: null,
    });
    expect(counts).toHaveLength(1);
    expect(list.loading).toBe(true);
    pages[0]!.answer(pageOf([rowFixture(7), rowFixture(5)], 2));
    counts[0]!.answer(countsOf(2));
    await flush();
    expect(list.loading).toBe(false);
    expect(list.rows.map((row) => row.id)).toEqual([7, 5]);
    expect(list.total).toBe(2);
    expect(list.counts?.drafts).toBe(2);
  });

  it('asks the counts again with another tab, not with another page', async () => {
    const { list, filters, counts, pages, follow } = makeList();
    list.show('all', '');
    pages[0]!.answer(pageOf([rowFixture(1)], 120));
    counts[0]!.answer(countsOf(120));
    await flush();
    filters.setPage(2);
    follow();
    expect(counts).toHaveLength(1);
    filters.selectTab('drafts');
    follow();
    expect(counts).toHaveLength(2);
  });

  it('asks every organisation’s requests and their counts when an operator widens the list, kept in the address', async () => {
    const { list, filters, counts, pages, navigation, follow } = makeList('/agent/requests/deals?page=3');
    list.show('deals', '?page=3');
    pages[0]!.answer(pageOf([rowFixture(1)], 300));
    counts[0]!.answer(countsOf(300));
    await flush();
    filters.setEveryone(true);
    expect(navigation.last).toBe('/agent/requests/deals?scope=all');
    follow();
    expect(pages.at(-1)!.query).toMatchObject({ tab: 'deals', page_number: 1, show_my: false });
    expect(counts.at(-1)!.query).toBe(false);
    filters.setEveryone(false);
    expect(navigation.last).toBe('/agent/requests/deals');
    follow();
    expect(pages.at(-1)!.query).toMatchObject({ show_my: true });
    expect(counts.at(-1)!.query).toBe(true);
  });

  it('turns the period into Moscow days, whatever the clock zone', () => {
    // The manual clock stands at 2023-11-14 22:13 UTC: already 15 November in Moscow.
    const cases = [
      ['today', '2023-11-15', '2023-11-15'],
      ['yesterday', '2023-11-14', '2023-11-14'],
      ['week', '2023-11-09', '2023-11-15'],
    ] as const;
    for (const [period, from, to] of cases) {
      const { list, pages } = makeList();
      list.show('deals', `?period=${period}&client=Ромашка&page=3`);
      expect(pages[0]!.query).toMatchObject({ tab: 'deals', date_from: from, date_to: to, client: 'Ромашка', page_number: 3 });
    }
  });

  it('filters by a chosen client by its id, kept in the address', () => {
    const { list, filters, navigation, pages, follow } = makeList('/agent/requests/all?page=2');
    list.show('all', '?page=2');
    filters.chooseClient('c-42', 'ООО «Ромашка»');
    expect(navigation.last).toBe('/agent/requests/all?client_id=c-42');
    follow();
    expect(pages.at(-1)!.query).toMatchObject({ client_id: 'c-42', client: null, page_number: 1 });
    expect(list.clientLabel).toBe('ООО «Ромашка»');
    filters.setClient('7707');
    expect(navigation.last).toBe('/agent/requests/all?client=7707');
  });

  it('keeps the shown page while the next loads, and drops the answer the user moved past', async () => {
    const { list, filters, pages, follow } = makeList();
    list.show('all', '');
    pages[0]!.answer(pageOf([rowFixture(1)], 120));
    await flush();
    filters.setPage(2);
    follow();
    filters.setPage(3);
    follow();
    expect(pages).toHaveLength(3);
    expect(pages[1]!.signal?.aborted).toBe(true);
    expect(list.rows.map((row) => row.id)).toEqual([1]);
    expect(list.loading).toBe(true);
    pages[1]!.answer(pageOf([rowFixture(2)], 120, 2));
    await flush();
    expect(list.rows.map((row) => row.id)).toEqual([1]);
    pages[2]!.answer(pageOf([rowFixture(3)], 120, 3));
    await flush();
    expect(list.rows.map((row) => row.id)).toEqual([3]);
    expect(list.loading).toBe(false);
  });

  it('does not reload when only the sidebar opens', async () => {
    const { list, navigation, pages, follow } = makeList();
    list.show('all', '');
    pages[0]!.answer(pageOf([rowFixture(9, { banks: [] })]));
    await flush();
    list.open(9);
    expect(navigation.last).toBe('/agent/requests/all?selected=9');
    follow();
    list.open(9, 'b0000000-0000-4000-8000-000000000001');
    expect(navigation.last).toBe('/agent/requests/all?selected=9&sidebartab=bank%3Ab0000000-0000-4000-8000-000000000001');
    follow();
    expect(pages).toHaveLength(1);
  });

  it('keeps the page size in local storage, so a reload keeps it, and starts again from page 1', async () => {
    const storage = new MemoryStorage();
    const first = makeList('/agent/requests/all?page=4', storage);
    first.list.show('all', '?page=4');
    first.filters.setPageSize(20);
    expect(first.navigation.last).toBe('/agent/requests/all');
    first.follow();
    expect(first.pages.at(-1)!.query).toMatchObject({ page_size: 20, page_number: 1 });
    first.filters.setPageSize(33);
    expect(first.filters.pageSize).toBe(20);
    const again = makeList('/agent/requests/all', storage);
    again.list.show('all', '');
    expect(again.pages[0]!.query.page_size).toBe(20);
  });

  it('keeps the open sidebar when a filter changes', () => {
    const { list, filters, navigation } = makeList('/agent/requests/all?selected=5&sidebartab=request');
    list.show('all', '?selected=5&sidebartab=request');
    filters.setPeriod('week');
    expect(navigation.last).toBe('/agent/requests/all?period=week&selected=5&sidebartab=request');
    filters.selectTab('offers');
    expect(navigation.last).toBe('/agent/requests/offers?period=week&selected=5&sidebartab=request');
  });

  it('live: a status change of a row on screen fetches that row in place and the counts; other requests only the counts', async () => {
    const { list, pages, counts, connection } = makeList('/agent/requests/offers');
    const stop = list.listen();
    list.show('offers', '');
    pages[0]!.answer(pageOf([rowFixture(1), rowFixture(2)]));
    counts[0]!.answer(countsOf(2));
    await flush();

    connection.emit('RequestStatusChanged', { status: 'canceled', requestId: '2', fkoKey: null, bank_uuid: null, bank_name: null });
    expect(pages).toHaveLength(2);
    expect(pages[1]!.query).toEqual({ tab: 'all', page_number: 1, page_size: 1, show_my: true, request_id: 2 });
    expect(counts).toHaveLength(2);
    const cancelled = rowFixture(2, { combined_status: { status: 'Canceled', label: 'Отказ', colour: 'red', revocable: true, editable: false } });
    pages[1]!.answer(pageOf([cancelled]));
    counts[1]!.answer(countsOf(2));
    await flush();
    // The row left the offers tab, but stays in its place until the next load.
    expect(list.rows.map((row) => [row.id, row.combined_status.label])).toEqual([
      [1, 'Есть предложение'],
      [2, 'Отказ'],
    ]);

    connection.emit('RequestStatusChanged', { status: 'offer', requestId: '77', fkoKey: null, bank_uuid: null, bank_name: null });
    expect(pages).toHaveLength(2);
    expect(counts).toHaveLength(3);

    connection.emit('NewChatMessage', { requestId: '1', fkoKey: 'tbank' });
    expect(pages).toHaveLength(3);
    expect(pages[2]!.query.request_id).toBe(1);
    connection.emit('NewChatMessage', { requestId: '99', fkoKey: 'tbank' });
    expect(pages).toHaveLength(3);

    stop();
    connection.emit('RequestStatusChanged', { status: 'offer', requestId: '1', fkoKey: null, bank_uuid: null, bank_name: null });
    expect(pages).toHaveLength(3);
  });

  it('live: only the changed row is a new object, so the other rows do not render again', async () => {
    const { list, pages, connection } = makeList();
    list.listen();
    list.show('all', '');
    pages[0]!.answer(pageOf([rowFixture(1), rowFixture(2)]));
    await flush();
    const [first] = list.rows;
    connection.emit('RequestStatusChanged', { status: 'offer', requestId: '2', fkoKey: null, bank_uuid: null, bank_name: null });
    pages[1]!.answer(pageOf([rowFixture(2, { name: 'ООО «Лютик»' })]));
    await flush();
    expect(list.rows[0]).toBe(first);
    expect(list.rows[1]!.name).toBe('ООО «Лютик»');
  });

  it('live: after a reconnect the page and the counts are fetched again', async () => {
    const { list, pages, counts, connection } = makeList();
    list.listen();
    list.show('all', '');
    pages[0]!.answer(pageOf([rowFixture(1)]));
    counts[0]!.answer(countsOf(1));
    await flush();
    connection.regain();
    expect(pages).toHaveLength(2);
    expect(pages[1]!.query.tab).toBe('all');
    expect(counts).toHaveLength(2);
  });

  it('keeps the page on a failed load, says why, and loads again on retry', async () => {
    const { list, pages } = makeList();
    list.show('all', '');
    pages[0]!.answer(pageOf([rowFixture(1)]));
    await flush();
    list.show('all', '?page=2');
    pages[1]!.fail(new Error('Сервер недоступен'));
    await flush();
    expect(list.error).toBe('Сервер недоступен');
    expect(list.rows.map((row) => row.id)).toEqual([1]);
    list.show('all', '?page=2');
    expect(pages).toHaveLength(3);
    pages[2]!.answer(pageOf([rowFixture(2)], 60, 2));
    await flush();
    expect(list.error).toBeNull();
    expect(list.rows.map((row) => row.id)).toEqual([2]);
  });
});
