import { expect, test } from 'vitest';
import { sql } from 'kysely';
import type {
  EmployeeFullWire,
  EmployeeInviteWire,
  EmployeeListWire,
  EmployeePermissionsWire,
  EmployeeWire,
  InvitationWire,
} from '../../../src/domain/wire/employeesWire';
import { employeeOf } from '../access/employee';
import { client, forEachDatabase, type ServerTestContext } from '../helpers/serverContext';
import { signedInAgent, signedInClient, type Member } from '../requests/requestFixtures';
import { freshLogin, invitationToken, latestMessage, signInAs } from './employeeFixtures';

/** Row count and a digest of the tables the employees' calls write: equal digests mean nothing changed. */
async function digest(ctx: ServerTestContext): Promise<string> {
  const db = ctx.database.db;
  const [users, memberships, permissions, invitations, outbox] = await Promise.all([
    db.selectFrom('users').select(['id', 'login', 'last_name', 'first_name', 'middle_name', 'post', 'password_hash', 'confirmed_at']).orderBy('id').execute(),
    db.selectFrom('memberships').select(['id', 'user_id', 'organization_id', 'disabled_at']).orderBy('id').execute(),
    db.selectFrom('membership_permissions').selectAll().orderBy('membership_id').orderBy('permission_key').execute(),
    db.selectFrom('employee_invitation').select(['id', 'used_at']).orderBy('id').execute(),
    db.selectFrom('outbox_messages').select('id').orderBy('id').execute(),
  ]);
  return JSON.stringify({ users, memberships, permissions, invitations, outbox });
}

const fullPath = (member: { id: number }, organizationUuid: string) => `/v1/user/read/full/${member.id}/info/${organizationUuid}/agent`;
const permissionsPath = (member: { id: number }, organizationUuid: string) => `/v1/user/read/permissions/${member.id}/info/${organizationUuid}/agent`;

forEachDatabase('employees', (ctx) => {
  test('the access matrix: the administrator may, a manager without the right, a foreign administrator and a client may not, and nothing changes', async () => {
    const admin = await signedInAgent(ctx.app);
    const manager = await employeeOf(ctx, admin, ['agent_create_request']);
    const foreign = await signedInAgent(ctx.app);
    const customer = await signedInClient(ctx.app);
    const org = admin.organizationUuid;
    const calls = (target: Member & { membershipId?: number }) => [
      { method: 'post' as const, url: '/v1/user/read/byorganization', body: { organization_uuid: org } },
      { method: 'get' as const, url: fullPath(target.user, org) },
      { method: 'get' as const, url: permissionsPath(target.user, org) },
      { method: 'post' as const, url: '/v1/user/write/upsert/invite', body: { organization_uuid: org, login: freshLogin(), last_name: 'Новиков', first_name: 'Олег' } },
      { method: 'post' as const, url: '/v1/user/write/upsert', body: { organization_uuid: org, login: freshLogin(), last_name: 'Новиков', first_name: 'Олег', password: 'Abcdef2345' } },
      { method: 'post' as const, url: '/v1/user/write/upsert', body: { organization_uuid: org, uuid: target.user.uuid, login: target.user.login, last_name: 'Взломов', first_name: 'Олег' } },
      { method: 'post' as const, url: '/v1/user/write/upsert/permissions', body: { organization_uuid: org, uuid: target.user.uuid, permissions: ['agent_accept_offer'] } },
      { method: 'post' as const, url: '/v1/user/write/upsert/active', body: { organization_uuid: org, uuid: target.user.uuid, is_active: false } },
    ];
    const before = await digest(ctx);
    for (const [who, member, expected] of [
      ['manager', manager, { status: 403, body: { code: 40304, message: 'Недостаточно прав: Просмотр и редактирование сотрудников' } }],
      ['foreign administrator', foreign, { status: 403, body: { code: 40300, message: 'Нет права «Просмотр и редактирование сотрудников» в этой организации' } }],
      ['client', customer, { status: 403, body: { code: 40300, message: 'Нет права «Просмотр и редактирование сотрудников» в этой организации' } }],
    ] as const) {
      const api = client(ctx.app, { token: member.token });
      for (const call of calls(manager)) {
        const answer = call.method === 'get' ? await api.get(call.url) : await api.post(call.url, call.body);
        expect(answer, `${who}: ${call.url}`).toMatchObject(expected);
      }
    }
    // Without naming the organisation, a manager and a client are refused alike in their own.
    expect((await client(ctx.app, { token: manager.token }).post('/v1/user/read/byorganization', {})).status).toBe(403);
    expect((await client(ctx.app, { token: customer.token }).post('/v1/user/read/byorganization', {})).body.code).toBe(40300);
    expect(await digest(ctx)).toBe(before);

    // The administrator may every one of them.
    const api = client(ctx.app, { token: admin.token });
    const target = await employeeOf(ctx, admin, ['agent_create_request']);
    for (const call of calls(target)) {
      const answer = call.method === 'get' ? await api.get(call.url) : await api.post(call.url, call.body);
      expect(answer.status, `${call.url}: ${JSON.stringify(answer.body)}`).toBe(200);
    }
  });

  test('a foreign organisation\'s user by id or uuid is 404 to an administrator, and nothing changes', async () => {
    const admin = await signedInAgent(ctx.app);
    const foreign = await signedInAgent(ctx.app);
    const api = client(ctx.app, { token: admin.token });
    const before = await digest(ctx);
    expect(await api.get(fullPath(foreign.user, admin.organizationUuid))).toMatchObject({ status: 404, body: { code: 40400, message: 'Сотрудник не найден в вашей организации' } });
    expect((await api.get(permissionsPath(foreign.user, admin.organizationUuid))).status).toBe(404);
    expect((await api.post('/v1/user/write/upsert/permissions', { uuid: foreign.user.uuid, permissions: [] })).status).toBe(404);
    expect((await api.post('/v1/user/write/upsert/active', { uuid: foreign.user.uuid, is_active: false })).status).toBe(404);
    expect((await api.post('/v1/user/write/upsert', { uuid: foreign.user.uuid, login: foreign.user.login, last_name: 'Чужой', first_name: 'Иван' })).status).toBe(404);
    // Another organisation named in the path: 403, the administrator is not its administrator.
    expect((await api.get(fullPath(foreign.user, foreign.organizationUuid))).status).toBe(403);
    expect((await api.get('/v1/user/read/full/abc/info/x/agent')).status).toBe(400);
    expect(await digest(ctx)).toBe(before);
  });

  test('the list pages and filters by is_active, name, permission_ru, organisation and actor', async () => {
    const admin = await signedInAgent(ctx.app);
    const api = client(ctx.app, { token: admin.token });
    const a = await employeeOf(ctx, admin, ['agent_accept_offer']);
    const b = await employeeOf(ctx, admin, []);
    await ctx.database.db.updateTable('users').set({ last_name: 'Яковлев_%' }).where('id', '=', b.user.id).execute();
    expect((await api.post('/v1/user/write/upsert/active', { uuid: b.user.uuid, is_active: false })).status).toBe(200);
    const list = async (body: object) => (await api.post<EmployeeListWire>('/v1/user/read/byorganization', body)).body.data!;

    const all = await list({});
    expect(all.total).toBe(3);
    expect(all.rows.map((row) => row.id)).toContain(a.user.id);
    expect(all.rows.find((row) => row.is_self)?.id).toBe(admin.user.id);
    expect(all.rows.find((row) => row.id === b.user.id)).toMatchObject({ is_active: false, state: 'disabled' });
    expect((await list({ is_active: true })).rows.map((row) => row.id).sort()).toEqual([admin.user.id, a.user.id].sort());
    expect((await list({ is_active: false })).rows.map((row) => row.id)).toEqual([b.user.id]);
    expect((await list({ permission_ru: 'Принятие предложений банков' })).rows.map((row) => row.id).sort()).toEqual([admin.user.id, a.user.id].sort());
    expect((await list({ name: 'яковлев_%' })).rows.map((row) => row.id)).toEqual([b.user.id]);
    // % and _ are letters of the search, not wildcards.
    expect((await list({ name: '%' })).rows.map((row) => row.id)).toEqual([b.user.id]);
    expect((await list({ name: `Илья ${a.user.login.slice(0, 12)}` })).rows.map((row) => row.id)).toEqual([a.user.id]);
    expect((await list({ actor: 'client' })).total).toBe(0);
    expect(await list({ organization_uuid: admin.organizationUuid, page_size: 2, page_number: 2 })).toMatchObject({ total: 3, page_number: 2, page_size: 2 });
    expect((await list({ page_size: 2, page_number: 2 })).rows).toHaveLength(1);
    expect(await api.post('/v1/user/read/byorganization', { permission_ru: 'Полёт на Луну' })).toMatchObject({ status: 400, body: { message: 'Нет права с названием «Полёт на Луну»' } });
    expect((await api.post('/v1/user/read/byorganization', { page_size: 1000 })).status).toBe(400);
  });

  test('an invitation: the e-mailed one-time link sets the password, the employee signs in with the permissions given', async () => {
    const admin = await signedInAgent(ctx.app);
    const api = client(ctx.app, { token: admin.token });
    const login = freshLogin();
    const invited = await api.post<EmployeeInviteWire>('/v1/user/write/upsert/invite', {
      login: login.toUpperCase(),
      last_name: 'Орлова',
      first_name: 'Анна',
      middle_name: ' ',
      post: 'Менеджер',
      permissions: ['agent_create_request', 'agent_create_request'],
    });
    expect(invited.status).toBe(200);
    expect(invited.body.data).toMatchObject({ result: 'invited', employee: { login, last_name: 'Орлова', middle_name: null, post: 'Менеджер', state: 'invited', is_active: true, available_permissions: [{ key: 'agent_create_request' }] } });
    const id = invited.body.data!.employee.id;
    const full = await api.get<EmployeeFullWire>(fullPath({ id }, admin.organizationUuid));
    expect(full.body.data).toMatchObject({ email_confirmed: false, invitation: { expired: false }, organization: { uuid: admin.organizationUuid } });

    const token = await invitationToken(ctx.app, login);
    expect((await signInAs(ctx.app, login, 'Orlova2026')).status).toBe(400);
    const anonymous = client(ctx.app);
    expect((await anonymous.get<InvitationWire>(`/v1/user/read/invitation/${token}`)).body.data).toMatchObject({ login, first_name: 'Анна', actor: 'agent', organization_name: admin.user.organization.name });
    expect((await anonymous.post('/v1/user/write/invitation/accept', { token, password: 'short' })).status).toBe(400);
    expect(await anonymous.post('/v1/user/write/invitation/accept', { token, password: 'Orlova2026' })).toMatchObject({ status: 200, body: { data: { login } } });
    // One time only.
    expect(await anonymous.post('/v1/user/write/invitation/accept', { token, password: 'Other2026' })).toMatchObject({ status: 410, body: { code: 41000 } });
    expect((await anonymous.get(`/v1/user/read/invitation/${token}`)).status).toBe(410);

    const signed = await signInAs(ctx.app, login, 'Orlova2026');
    expect(signed.status).toBe(200);
    expect(signed.body.data!.user.available_permissions.map((permission) => permission.key)).toEqual(['agent_create_request']);
    expect((await api.get<EmployeeFullWire>(fullPath({ id }, admin.organizationUuid))).body.data).toMatchObject({ state: 'active', email_confirmed: true, invitation: null });
  });

  test('inviting a member again is 409; a person with an account elsewhere joins at once and keeps his names and password', async () => {
    const admin = await signedInAgent(ctx.app);
    const other = await signedInAgent(ctx.app);
    const api = client(ctx.app, { token: admin.token });
    const before = await digest(ctx);
    const again = await api.post('/v1/user/write/upsert/invite', { login: admin.user.login, last_name: 'Повтор', first_name: 'Пётр' });
    expect(again).toMatchObject({ status: 409, body: { code: 40900, message: `${admin.user.login} уже среди сотрудников организации` } });
    const unknownKey = await api.post('/v1/user/write/upsert/invite', { login: freshLogin(), last_name: 'Новый', first_name: 'Пётр', permissions: ['agent_fly_to_moon'] });
    expect(unknownKey).toMatchObject({ status: 400, body: { message: 'Нет такого права: «agent_fly_to_moon»' } });
    const clientKey = await api.post('/v1/user/write/upsert/invite', { login: freshLogin(), last_name: 'Новый', first_name: 'Пётр', permissions: ['client_sign_request'] });
    expect(clientKey).toMatchObject({ status: 400, body: { message: 'Право «Подписание заявок» не относится к кабинету агента' } });
    expect((await api.post('/v1/user/write/upsert/invite', { login: 'not-an-email', last_name: 'Новый', first_name: 'Пётр' })).status).toBe(400);
    expect(await digest(ctx)).toBe(before);

    const added = await api.post<EmployeeInviteWire>('/v1/user/write/upsert/invite', { login: other.user.login, last_name: 'Другое', first_name: 'Имя', permissions: [] });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ result: 'added', employee: { id: other.user.id, last_name: other.user.last_name, state: 'active', available_permissions: [] } });
    expect((await latestMessage(ctx.app, other.user.login, 'employee_added')).subject).toContain(admin.user.organization.name);
  });

  test('an account created with a generated password signs in at once; an address with an account is refused; edit changes names, never the e-mail', async () => {
    const admin = await signedInAgent(ctx.app);
    const other = await signedInAgent(ctx.app);
    const api = client(ctx.app, { token: admin.token });
    const login = freshLogin();
    const created = await api.post<EmployeeWire>('/v1/user/write/upsert', { login, last_name: 'Смирнов', first_name: 'Игорь', middle_name: 'Петрович', post: null, password: 'Xk7mPq2Rtz', permissions: ['agent_send_to_bank'] });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ login, state: 'active', available_permissions: [{ key: 'agent_send_to_bank' }] });
    expect((await signInAs(ctx.app, login, 'Xk7mPq2Rtz')).status).toBe(200);
    expect((await latestMessage(ctx.app, login, 'employee_created')).text).not.toContain('Xk7mPq2Rtz');

    const before = await digest(ctx);
    expect(await api.post('/v1/user/write/upsert', { login: other.user.login, last_name: 'Х', first_name: 'Y', password: 'Xk7mPq2Rtz' })).toMatchObject({ status: 409 });
    expect(await api.post('/v1/user/write/upsert', { login, last_name: 'Х', first_name: 'Y', password: 'Xk7mPq2Rtz' })).toMatchObject({ status: 409, body: { message: `${login} уже среди сотрудников организации` } });
    expect(await api.post('/v1/user/write/upsert', { login: freshLogin(), last_name: 'Х', first_name: 'Y' })).toMatchObject({ status: 400, body: { message: 'Укажите пароль новой учётной записи или пригласите сотрудника по e-mail' } });
    const uuid = created.body.data!.uuid;
    expect(await api.post('/v1/user/write/upsert', { uuid, login: freshLogin(), last_name: 'Смирнов', first_name: 'Игорь' })).toMatchObject({ status: 400, body: { message: 'E-mail для входа сотрудник меняет сам, в своём профиле' } });
    expect((await api.post('/v1/user/write/upsert', { uuid, login, last_name: '  ', first_name: 'Игорь' })).status).toBe(400);
    expect(await digest(ctx)).toBe(before);

    const edited = await api.post<EmployeeWire>('/v1/user/write/upsert', { uuid, login, last_name: 'Смирнов-Каменев', first_name: 'Игорь', middle_name: '', post: 'Старший менеджер' });
    expect(edited.body.data).toMatchObject({ last_name: 'Смирнов-Каменев', middle_name: null, post: 'Старший менеджер' });
  });

  test('permissions: the table with granted flags; a grant takes effect on the very next call; unknown keys change nothing', async () => {
    const admin = await signedInAgent(ctx.app);
    const employee = await employeeOf(ctx, admin, ['agent_create_request']);
    const api = client(ctx.app, { token: admin.token });
    const table = await api.get<EmployeePermissionsWire>(permissionsPath(employee.user, admin.organizationUuid));
    expect(table.body.data!.permissions.map((row) => row.key)).toEqual(['agent_view_edit_users', 'agent_create_request', 'agent_view_all_requests', 'agent_send_to_bank', 'agent_accept_offer', 'revision_view']);
    expect(table.body.data!.permissions.filter((row) => row.granted).map((row) => row.key)).toEqual(['agent_create_request']);
    expect(table.body.data!.permissions[0]!.description).not.toBe('');

    const own = client(ctx.app, { token: employee.token });
    expect((await own.post('/v1/user/read/byorganization', {})).status).toBe(403);
    const before = await digest(ctx);
    expect(await api.post('/v1/user/write/upsert/permissions', { uuid: employee.user.uuid, permissions: ['agent_view_edit_users', 'nope'] })).toMatchObject({ status: 400, body: { message: 'Нет такого права: «nope»' } });
    expect(await digest(ctx)).toBe(before);
    const granted = await api.post<EmployeePermissionsWire>('/v1/user/write/upsert/permissions', { uuid: employee.user.uuid, permissions: ['agent_view_edit_users'] });
    expect(granted.body.data!.permissions.filter((row) => row.granted).map((row) => row.key)).toEqual(['agent_view_edit_users']);
    expect((await own.post('/v1/user/read/byorganization', {})).status).toBe(200);
    expect((await own.post('/v1/bgrequest/write', {})).body.code).toBe(40304);
    // One audit entry for the change that took effect, none for the refused one.
    expect(await auditOf(ctx, employee.user.id)).toEqual([
      { action: 'permissions_changed', user_id: admin.user.id, description: expect.stringMatching(/выдано «Просмотр и редактирование сотрудников»; снято «Создание заявок»$/) },
    ]);
  });

  test('the last administrator can neither lose the right nor be disabled; with a second one he can; nobody disables himself', async () => {
    const admin = await signedInAgent(ctx.app);
    const api = client(ctx.app, { token: admin.token });
    const before = await digest(ctx);
    expect(await api.post('/v1/user/write/upsert/permissions', { uuid: admin.user.uuid, permissions: ['agent_create_request'] })).toMatchObject({
      status: 409,
      body: { message: 'В организации должен остаться хотя бы один сотрудник с правом «Просмотр и редактирование сотрудников»: сначала выдайте это право другому сотруднику' },
    });
    expect(await api.post('/v1/user/write/upsert/active', { uuid: admin.user.uuid, is_active: false })).toMatchObject({ status: 409, body: { message: 'Нельзя отключить собственную учётную запись' } });
    expect(await digest(ctx)).toBe(before);

    // A second administrator who is disabled does not count.
    const second = await employeeOf(ctx, admin, ['agent_view_edit_users']);
    expect((await api.post('/v1/user/write/upsert/active', { uuid: second.user.uuid, is_active: false })).status).toBe(200);
    expect((await api.post('/v1/user/write/upsert/permissions', { uuid: admin.user.uuid, permissions: [] })).status).toBe(409);
    expect((await api.post('/v1/user/write/upsert/active', { uuid: second.user.uuid, is_active: true })).status).toBe(200);
    // The second, enabled again (he signs in anew), disables... nobody: the first may now give up his right.
    expect((await api.post('/v1/user/write/upsert/permissions', { uuid: admin.user.uuid, permissions: ['agent_create_request'] })).status).toBe(200);
    const second2 = await signInAs(ctx.app, second.user.login, 'Employee2026');
    const secondApi = client(ctx.app, { token: second2.body.data!.token });
    expect(await secondApi.post('/v1/user/write/upsert/permissions', { uuid: second.user.uuid, permissions: [] })).toMatchObject({ status: 409 });
  });

  test('two administrators revoking each other at once leave one of them', async () => {
    const admin = await signedInAgent(ctx.app);
    const second = await employeeOf(ctx, admin, ['agent_view_edit_users']);
    const [one, two] = await Promise.all([
      client(ctx.app, { token: admin.token }).post('/v1/user/write/upsert/permissions', { uuid: second.user.uuid, permissions: [] }),
      client(ctx.app, { token: second.token }).post('/v1/user/write/upsert/permissions', { uuid: admin.user.uuid, permissions: [] }),
    ]);
    // The second is refused: the last administrator stays (409), or the first took his right away already (403).
    expect([one.status, two.status].filter((status) => status === 200)).toHaveLength(1);
    expect([one.status, two.status].every((status) => status === 200 || status === 409 || status === 403)).toBe(true);
    const holders = await ctx.database.db
      .selectFrom('membership_permissions as mp')
      .innerJoin('memberships as m', 'm.id', 'mp.membership_id')
      .select('m.user_id')
      .where('m.organization_id', '=', admin.viewer.organizationId)
      .where('mp.permission_key', '=', 'agent_view_edit_users')
      .execute();
    expect(holders).toHaveLength(1);
  });

  test('disabling ends the employee\'s sessions at once and refuses his sign-in; enabling lets him sign in again', async () => {
    const admin = await signedInAgent(ctx.app);
    const employee = await employeeOf(ctx, admin, ['agent_create_request']);
    const api = client(ctx.app, { token: admin.token });
    const own = client(ctx.app, { token: employee.token });
    expect((await own.get('/v1/currentuser/read')).status).toBe(200);
    const disabled = await api.post<EmployeeWire>('/v1/user/write/upsert/active', { uuid: employee.user.uuid, is_active: false });
    expect(disabled.body.data).toMatchObject({ is_active: false, state: 'disabled' });
    expect((await own.get('/v1/currentuser/read')).status).toBe(401);
    expect(await signInAs(ctx.app, employee.user.login, 'Employee2026')).toMatchObject({ status: 403, body: { code: 40301 } });
    const full = await api.get<EmployeeFullWire>(fullPath(employee.user, admin.organizationUuid));
    expect(full.body.data!.disabled_at).not.toBeNull();

    expect((await api.post<EmployeeWire>('/v1/user/write/upsert/active', { uuid: employee.user.uuid, is_active: true })).body.data).toMatchObject({ is_active: true, state: 'active' });
    // The old session stays ended; a new sign-in works.
    expect((await own.get('/v1/currentuser/read')).status).toBe(401);
    expect((await signInAs(ctx.app, employee.user.login, 'Employee2026')).status).toBe(200);
    expect((await auditOf(ctx, employee.user.id)).map((entry) => entry.action)).toEqual(['user_disabled', 'user_enabled']);
  });

  test('a disabled member\'s invitation link no longer opens', async () => {
    const admin = await signedInAgent(ctx.app);
    const api = client(ctx.app, { token: admin.token });
    const login = freshLogin();
    const invited = await api.post<EmployeeInviteWire>('/v1/user/write/upsert/invite', { login, last_name: 'Отозванный', first_name: 'Олег' });
    const token = await invitationToken(ctx.app, login);
    expect((await api.post('/v1/user/write/upsert/active', { uuid: invited.body.data!.employee.uuid, is_active: false })).status).toBe(200);
    expect((await client(ctx.app).post('/v1/user/write/invitation/accept', { token, password: 'Otozvan2026' })).status).toBe(410);
    expect((await client(ctx.app).get(`/v1/user/read/invitation/${'x'.repeat(43)}`)).status).toBe(410);
  });
});

/** The audit log's entries about one member, oldest first. */
async function auditOf(ctx: ServerTestContext, subjectUserId: number) {
  return ctx.database.db
    .selectFrom('audit_log')
    .select(['action', 'user_id', 'description'])
    .where(sql<boolean>`details->>'subject_user_id' = ${String(subjectUserId)}`)
    .orderBy('id')
    .execute();
}
