import { describe, expect, it } from 'vitest';
import type { MembershipView, OrganizationView, UserView } from '../../src/server/accounts/userEntity';
import { latestCode, randomIp, registeredAgent, uniqueInn } from './helpers/accounts';
import { client, forEachDatabase } from './helpers/serverContext';

forEachDatabase('sessions and the current user', (ctx) => {
  /** Adds the user to a new organisation with a role (or none) and returns its uuid. */
  async function addMembership(userUuid: string, role: 'agent' | 'client' | null, name: string, inn = uniqueInn()): Promise<string> {
    const db = ctx.database.db;
    const user = await db.selectFrom('users').select('id').where('uuid', '=', userUuid).executeTakeFirstOrThrow();
    const organization = await db
      .insertInto('organizations')
      .values({ name, inn, kpp: '500401001', ogrn: '1155024123451', type: role === 'client' ? 'client' : 'agent' })
      .returning(['id', 'uuid'])
      .executeTakeFirstOrThrow();
    const membership = await db.insertInto('memberships').values({ user_id: user.id, organization_id: organization.id }).returning('id').executeTakeFirstOrThrow();
    if (role) await db.insertInto('membership_roles').values({ membership_id: membership.id, role_key: role }).execute();
    return organization.uuid;
  }

  it('reads the User entity of spec-1 §3 with the session token', async () => {
    const { token, form } = await registeredAgent(ctx.app);
    const answer = await client(ctx.app, { token }).get<UserView>('/v1/currentuser/read');
    expect(answer.status).toBe(200);
    const user = answer.body.data!;
    expect(Object.keys(user).sort()).toEqual(
      [
        'id', 'uuid', 'last_name', 'first_name', 'middle_name', 'login', 'post', 'phone', 'organization_uuid', 'roles',
        'available_permissions', 'organization', 'is_regulations_signed', 'need_sign_add_agreement', 'has_unsigned_docs',
        'partners_docs', 'two_factor', 'two_factor_channel', 'email_confirmed', 'external', 'disabled_notifications', 'nds', 'actor', 'user_type', 'platform_operator',
      ].sort(),
    );
    expect(user).toMatchObject({ login: form.email, organization_uuid: user.organization.uuid, partners_docs: [], two_factor: false, user_type: 'partner', platform_operator: false });
    for (const permission of user.available_permissions) expect(permission.name).toMatch(/[А-Яа-я]/);
  });

  it('lists the organisations and switches between them with a fresh token', async () => {
    const { token, user } = await registeredAgent(ctx.app);
    const inn = uniqueInn();
    const otherUuid = await addMembership(user.uuid, 'agent', 'ООО «Второй офис»', inn);
    const api = client(ctx.app, { token });

    const list = await api.get<MembershipView[]>('/v1/currentuser/read/organizations');
    expect(list.body.data?.map((organization) => [organization.uuid, organization.is_current])).toEqual([
      [user.organization_uuid, true],
      [otherUuid, false],
    ]);

    const switched = await api.post<{ token: string; user: UserView }>('/v1/login/write/organization', { organization_uuid: otherUuid });
    expect(switched.status).toBe(200);
    expect(switched.body.data?.user.organization_uuid).toBe(otherUuid);
    // The session itself moved: the old token now reads the new organisation too.
    const current = await api.get<OrganizationView>('/v1/organization/read/current');
    expect(current.body.data).toEqual({ uuid: otherUuid, name: 'ООО «Второй офис»', inn, kpp: '500401001', ogrn: '1155024123451', type: 'agent' });
    const viaNewToken = await client(ctx.app, { token: switched.body.data!.token }).get<MembershipView[]>('/v1/currentuser/read/organizations');
    expect(viaNewToken.body.data?.find((organization) => organization.is_current)?.uuid).toBe(otherUuid);
  });

  it('refuses to switch to an organisation the user is not a member of, or has no role in', async () => {
    const { token, user } = await registeredAgent(ctx.app);
    const stranger = await registeredAgent(ctx.app);
    const api = client(ctx.app, { token });
    const foreign = await api.post('/v1/login/write/organization', { organization_uuid: stranger.user.organization_uuid });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ code: 40300, message: 'Вы не состоите в этой организации' });
    const roleless = await addMembership(user.uuid, null, 'ООО «Без ролей»');
    const inactive = await api.post('/v1/login/write/organization', { organization_uuid: roleless });
    expect(inactive.status).toBe(403);
    expect(inactive.body.code).toBe(40301);
  });

  it('ends the session on logout for every copy of the token', async () => {
    const { token } = await registeredAgent(ctx.app);
    const api = client(ctx.app, { token });
    expect((await api.post('/v1/logout/write')).body).toEqual({ code: 20000, data: {} });
    const after = await api.get('/v1/currentuser/read');
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ code: 40100, message: 'Сессия истекла, войдите снова' });
  });

  it('ends the sessions of a disabled account at once', async () => {
    const { token, form } = await registeredAgent(ctx.app);
    const api = client(ctx.app, { token });
    expect((await api.get('/v1/currentuser/read')).status).toBe(200);
    await ctx.database.db.updateTable('users').set({ disabled_at: new Date() }).where('login', '=', form.email).execute();
    expect((await api.get('/v1/currentuser/read')).status).toBe(401);
  });

  it('refuses an expired session', async () => {
    const { token } = await registeredAgent(ctx.app);
    await ctx.database.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('revoked_at', 'is', null).execute();
    expect((await client(ctx.app, { token }).get('/v1/currentuser/read')).status).toBe(401);
  });

  it('accepts a token of another app instance on the same database (shared secret)', async () => {
    const { token } = await registeredAgent(ctx.app);
    const second = await ctx.build();
    expect((await client(second, { token }).get('/v1/currentuser/read')).status).toBe(200);
  });

  describe('password recovery', () => {
    it('answers the same for a known and an unknown e-mail and mails a code only to the known one', async () => {
      const { form } = await registeredAgent(ctx.app);
      const api = client(ctx.app, { ip: randomIp() });
      expect((await api.post('/v1/user/write/recover', { login: form.email })).body).toEqual({ code: 20000, data: { sent: true } });
      expect((await api.post('/v1/user/write/recover', { login: 'nobody.here@example.ru' })).body).toEqual({ code: 20000, data: { sent: true } });
      await ctx.app.accounts.postOffice.idle();
      expect((await client(ctx.app).get<{ purpose: string }[]>(`/v1/dev/read/outbox?to=${form.email}`)).body.data?.[0]?.purpose).toBe('recovery');
      expect((await client(ctx.app).get<unknown[]>('/v1/dev/read/outbox?to=nobody.here@example.ru')).body.data).toEqual([]);
    });

    it('sets the new password, ends every session and retires the code', async () => {
      const { form, token } = await registeredAgent(ctx.app);
      const api = client(ctx.app, { ip: randomIp() });
      await api.post('/v1/user/write/recover', { login: form.email });
      await ctx.app.accounts.postOffice.idle();
      const code = await latestCode(ctx.app, form.email);

      const changed = await api.post('/v1/user/write/confirm-recover', { login: form.email, code, password: 'Another2027' });
      expect(changed.body).toEqual({ code: 20000, data: { changed: true } });
      expect((await client(ctx.app, { token }).get('/v1/currentuser/read')).status).toBe(401);
      expect((await api.post('/v1/login/write/creds', { email: form.email, password: form.password, actor: 'agent' })).status).toBe(400);
      expect((await api.post('/v1/login/write/creds', { email: form.email, password: 'Another2027', actor: 'agent' })).status).toBe(200);

      const reused = await api.post('/v1/user/write/confirm-recover', { login: form.email, code, password: 'Third2028x' });
      expect(reused.status).toBe(400);
      expect(reused.body).toEqual({ code: 40000, message: 'Неверный или просроченный код подтверждения' });
    });

    it('holds a new password to the password rule', async () => {
      const answer = await client(ctx.app, { ip: randomIp() }).post('/v1/user/write/confirm-recover', { login: 'a@example.ru', code: '123456', password: 'onlyletters' });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 40001, message: 'Поле «Новый пароль»: должно содержать буквы и цифры' });
    });
  });
});
