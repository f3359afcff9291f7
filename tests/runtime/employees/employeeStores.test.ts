import { describe, expect, it } from 'vitest';
import type { EmployeesApi } from '../../../src/api/employees';
import type { EmployeeFullWire, EmployeeListQuery, EmployeePermissionsWire, EmployeeWire } from '../../../src/domain/wire/employeesWire';
import { EmployeeCreateStore } from '../../../src/runtime/employees/EmployeeCreateStore';
import { EmployeeListStore } from '../../../src/runtime/employees/EmployeeListStore';
import { EmployeeStore } from '../../../src/runtime/employees/EmployeeStore';
import { InvitationStore } from '../../../src/runtime/employees/InvitationStore';

const employee: EmployeeWire = {
  id: 5,
  uuid: '6f1c1b7e-2f44-4e0b-9d5e-8f6d1c2b3a4e',
  last_name: 'Орлова',
  first_name: 'Анна',
  middle_name: null,
  login: 'anna@example.ru',
  post: null,
  phone: null,
  organization_uuid: 'org',
  actor: 'agent',
  is_active: true,
  state: 'active',
  available_permissions: [],
  is_self: false,
  created_at: '2026-01-10T10:00:00.000Z',
};
const full: EmployeeFullWire = { ...employee, organization: { uuid: 'org', name: 'ООО «Гарант»', inn: '7700000000' }, email_confirmed: true, two_factor: false, disabled_notifications: false, disabled_at: null, invitation: null };
const table = (granted: string[]): EmployeePermissionsWire => ({
  user_id: 5,
  organization_uuid: 'org',
  actor: 'agent',
  permissions: ['agent_view_edit_users', 'agent_accept_offer'].map((key) => ({ key, name: key, description: '', granted: granted.includes(key) })),
});

/** A server's refusal as the http layer raises it: an Error with the server's message. */
const refusal = (message: string) => Object.assign(new Error(message), { status: 409 });

describe('EmployeeListStore', () => {
  it('sends the filters and goes back to the first page when one changes', async () => {
    const queries: EmployeeListQuery[] = [];
    const store = new EmployeeListStore({ list: async (query) => (queries.push(query), { rows: [employee], total: 41, page_number: query.page_number ?? 1, page_size: 20 }) });
    await store.setPage(3);
    store.setName('  орл ');
    await store.search();
    await store.setActive('disabled');
    await store.setPermission('Принятие предложений банков');
    expect(queries.at(0)).toEqual({ page_number: 3, page_size: 20 });
    expect(queries.at(-1)).toEqual({ page_number: 1, page_size: 20, name: 'орл', is_active: false, permission_ru: 'Принятие предложений банков' });
    expect(store.rows).toEqual([employee]);
    expect(store.total).toBe(41);
    expect(store.permissionNames).toContain('Просмотр и редактирование сотрудников');
    expect(store.permissionNames).not.toContain('Подписание заявок');
  });

  it('keeps the answer of the last load only', async () => {
    const pending: ((rows: EmployeeWire[]) => void)[] = [];
    const store = new EmployeeListStore({ list: () => new Promise((resolve) => pending.push((rows) => resolve({ rows, total: rows.length, page_number: 1, page_size: 20 }))) });
    const first = store.load();
    const second = store.setActive('active');
    pending[1]!([employee]);
    pending[0]!([]);
    await Promise.all([first, second]);
    expect(store.rows).toEqual([employee]);
  });
});

describe('EmployeeCreateStore', () => {
  it('invites with the default permission, or creates with a generated password it shows once', async () => {
    const sent: unknown[] = [];
    const api: Pick<EmployeesApi, 'invite' | 'upsert'> = {
      invite: async (body) => (sent.push(['invite', body]), { result: 'invited', employee }),
      upsert: async (body) => (sent.push(['upsert', body]), employee),
    };
    const store = new EmployeeCreateStore(api);
    expect(await store.submit()).toBe(false);
    expect(store.error).toBe('Заполните поле «Фамилия»');
    store.set('last_name', ' Орлова ');
    store.set('first_name', 'Анна');
    store.set('login', 'anna@example.ru');
    expect(await store.submit()).toBe(true);
    expect(sent[0]).toEqual(['invite', { login: 'anna@example.ru', last_name: 'Орлова', first_name: 'Анна', middle_name: null, post: null, permissions: ['agent_create_request'] }]);
    expect(store.done).toEqual({ employee, result: 'invited', password: null });

    store.reset();
    store.setMode('password');
    expect(store.fields.password).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9]).{10}$/);
    const first = store.fields.password;
    store.generate();
    expect(store.fields.password).not.toBe(first);
    store.set('last_name', 'Орлова');
    store.set('first_name', 'Анна');
    store.set('login', 'anna@example.ru');
    store.toggle('agent_accept_offer', true);
    store.toggle('agent_create_request', false);
    await store.submit();
    expect(sent[1]).toMatchObject(['upsert', { password: store.fields.password, permissions: ['agent_accept_offer'] }]);
    expect(store.done?.password).toBe(store.fields.password);
  });

  it('shows the server\'s refusal beside the form', async () => {
    const store = new EmployeeCreateStore({ invite: async () => Promise.reject(refusal('anna@example.ru уже среди сотрудников организации')), upsert: async () => employee });
    store.set('last_name', 'Орлова');
    store.set('first_name', 'Анна');
    store.set('login', 'anna@example.ru');
    expect(await store.submit()).toBe(false);
    expect(store.error).toBe('anna@example.ru уже среди сотрудников организации');
    expect(store.done).toBeNull();
  });
});

describe('EmployeeStore', () => {
  const make = (overrides: Partial<Pick<EmployeesApi, 'writePermissions' | 'setActive' | 'upsert'>> = {}) => {
    const calls: unknown[] = [];
    const api: Pick<EmployeesApi, 'readFull' | 'readPermissions' | 'upsert' | 'writePermissions' | 'setActive'> = {
      readFull: async () => full,
      readPermissions: async () => table(['agent_view_edit_users']),
      upsert: async (body) => (calls.push(body), { ...employee, last_name: body.last_name }),
      writePermissions: async (body) => (calls.push(body), table(body.permissions)),
      setActive: async (body) => (calls.push(body), { ...employee, is_active: body.is_active, state: body.is_active ? 'active' : 'disabled' }),
      ...overrides,
    };
    return { store: new EmployeeStore(api, { id: 5, organizationUuid: 'org', actor: 'agent' }), calls };
  };

  it('reads the employee and his permissions, saves a changed draft and the details', async () => {
    const { store, calls } = make();
    await store.load();
    expect([...store.draft]).toEqual(['agent_view_edit_users']);
    expect(store.permissionsChanged).toBe(false);
    store.toggle('agent_accept_offer', true);
    expect(store.permissionsChanged).toBe(true);
    expect(await store.savePermissions()).toBe(true);
    expect(calls[0]).toEqual({ uuid: employee.uuid, organization_uuid: 'org', actor: 'agent', permissions: ['agent_view_edit_users', 'agent_accept_offer'] });
    expect(store.permissionsChanged).toBe(false);
    expect(store.saved).toBe('permissions');
    expect(store.employee?.available_permissions.map((row) => row.key)).toEqual(['agent_view_edit_users', 'agent_accept_offer']);

    store.setDetail('last_name', 'Орлова-Кузнецова');
    expect(store.detailsChanged).toBe(true);
    await store.saveDetails();
    expect(calls[1]).toMatchObject({ uuid: employee.uuid, login: employee.login, last_name: 'Орлова-Кузнецова', middle_name: null });
    expect(store.detailsChanged).toBe(false);
  });

  it('keeps the draft and tells the refusal of the last administrator; disables and enables', async () => {
    const { store } = make({ writePermissions: async () => Promise.reject(refusal('В организации должен остаться хотя бы один сотрудник')) });
    await store.load();
    store.toggle('agent_view_edit_users', false);
    expect(await store.savePermissions()).toBe(false);
    expect(store.permissionsError).toBe('В организации должен остаться хотя бы один сотрудник');
    expect(store.permissionsChanged).toBe(true);
    await store.setActive(false);
    expect(store.employee).toMatchObject({ is_active: false, state: 'disabled' });
    expect(store.employee?.disabled_at).not.toBeNull();
    await store.setActive(true);
    expect(store.employee).toMatchObject({ is_active: true, disabled_at: null });
  });

  it('says what failed when the employee cannot be read', async () => {
    const store = new EmployeeStore(
      { readFull: async () => Promise.reject(new Error('Сотрудник не найден в вашей организации')), readPermissions: async () => table([]), upsert: async () => employee, writePermissions: async () => table([]), setActive: async () => employee },
      { id: 9, organizationUuid: 'org', actor: 'agent' },
    );
    await store.load();
    expect(store.loadError).toBe('Сотрудник не найден в вашей организации');
  });
});

describe('InvitationStore', () => {
  it('reads the invitation, checks the password twice before spending the link, and sets it', async () => {
    const accepted: string[] = [];
    const store = new InvitationStore(
      {
        readInvitation: async () => ({ login: 'anna@example.ru', last_name: 'Орлова', first_name: 'Анна', organization_name: 'ООО «Гарант»', actor: 'agent', expires_at: '2026-02-01T00:00:00Z' }),
        acceptInvitation: async (_token, password) => (accepted.push(password), { login: 'anna@example.ru' }),
      },
      'token',
    );
    await store.load();
    expect(store.state).toBe('open');
    store.setPassword('Orlova2026');
    store.setRepeat('Orlova2025');
    expect(await store.submit()).toBe(false);
    expect(accepted).toEqual([]);
    store.setRepeat('Orlova2026');
    expect(await store.submit()).toBe(true);
    expect(store.state).toBe('done');
    expect(accepted).toEqual(['Orlova2026']);
  });

  it('a spent link is gone, in the server\'s words', async () => {
    const store = new InvitationStore({ readInvitation: async () => Promise.reject(new Error('Ссылка приглашения недействительна')), acceptInvitation: async () => ({ login: '' }) }, 'token');
    await store.load();
    expect(store).toMatchObject({ state: 'gone', error: 'Ссылка приглашения недействительна' });
  });
});
