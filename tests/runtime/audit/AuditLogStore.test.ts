import { describe, expect, it } from 'vitest';
import { createAuditApi } from '../../../src/api/audit';
import { createHttp } from '../../../src/api';
import type { AuditEntryWire, AuditListWire } from '../../../src/domain/wire/auditWire';
import { AuditLogStore } from '../../../src/runtime/audit/AuditLogStore';
import { fail, MemoryStorage, ok, scriptedAdapter, type Route, type SeenRequest } from '../../api/support/scriptedAdapter';

const entry = (id: number): AuditEntryWire => ({
  id: String(id),
  created_at: '2026-11-27T10:00:00.000Z',
  action: 'passport_read',
  action_name: 'Просмотр паспортных данных',
  user_id: 7,
  user_name: 'Иванова Анна Сергеевна',
  user_login: 'admin@garant-broker.ru',
  organization_uuid: null,
  organization_name: null,
  ip: '10.0.0.1',
  user_agent: 'Chrome',
  request_id: 12,
  bank_uuid: null,
  bank_name: null,
  description: 'Заявка № 12: руководитель',
});

function storeOver(routes: Record<string, Route>) {
  const network = scriptedAdapter(routes);
  const storage = new MemoryStorage();
  storage.setItem('bg_token', 'token');
  const http = createHttp({ baseURL: '', storage, adapter: network.adapter });
  const saved: { name: string; bytes: Uint8Array }[] = [];
  const store = new AuditLogStore({ api: createAuditApi(http), save: (bytes, name) => saved.push({ bytes, name }), today: () => '2026-11-27' });
  return { store, network, saved };
}

describe('AuditLogStore', () => {
  it('reads the first page and the filters; a filter change reads page 1 with it; paging keeps the filters', async () => {
    const page = (request: SeenRequest) => {
      const body = request.body as { page: number; per_page: number };
      return ok({ items: [entry(body.page)], total: 45, page: body.page, per_page: body.per_page, scope: 'organization' } satisfies AuditListWire);
    };
    const { store, network } = storeOver({
      'POST /v1/audit/read/list': page,
      'GET /v1/audit/read/filters': ok({ scope: 'organization', users: [{ id: 7, name: 'Иванова Анна Сергеевна', login: 'admin@garant-broker.ru' }], organizations: [] }),
    });
    await store.open();
    expect(store.items.map((item) => item.id)).toEqual(['1']);
    expect(store.total).toBe(45);
    expect(store.allOrganizations).toBe(false);
    expect(store.options?.users).toHaveLength(1);

    await store.setPage(3, 20);
    await store.setFilters({ action: 'request_sent', requestId: 12, dateFrom: '2026-11-01' });
    expect(store.page).toBe(1);
    const lists = network.seen.filter((request) => request.url === '/v1/audit/read/list').map((request) => request.body);
    expect(lists).toEqual([
      { page: 1, per_page: 20 },
      { page: 3, per_page: 20 },
      { action: 'request_sent', request_id: 12, date_from: '2026-11-01', page: 1, per_page: 20 },
    ]);
    await store.resetFilters();
    expect(network.seen.at(-1)!.body).toEqual({ page: 1, per_page: 20 });
  });

  it('keeps the server’s refusal and reads nothing more', async () => {
    const { store, network } = storeOver({ 'POST /v1/audit/read/list': fail(403, 'Журнал действий доступен администратору организации') });
    await store.open();
    expect(store.refusal).toBe('Журнал действий доступен администратору организации');
    await store.setFilters({ action: 'passport_read' });
    expect(network.seen).toHaveLength(1);
  });

  it('downloads the CSV of the filters under a dated name', async () => {
    const { store, network, saved } = storeOver({
      'POST /v1/audit/read/list': ok({ items: [], total: 0, page: 1, per_page: 20, scope: 'all' }),
      'GET /v1/audit/read/csv?user_id=7&action=passport_read': { status: 200, body: new TextEncoder().encode('csv').buffer },
    });
    await store.setFilters({ userId: 7, action: 'passport_read' });
    await store.exportCsv();
    expect(store.error).toBeNull();
    expect(saved.map((file) => file.name)).toEqual(['Журнал действий 2026-11-27.csv']);
    expect(network.seen.at(-1)!.url).toBe('/v1/audit/read/csv?user_id=7&action=passport_read');
  });
});
