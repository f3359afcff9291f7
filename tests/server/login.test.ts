import { describe, expect, it } from 'vitest';
import type { UserView } from '../../src/server/accounts/userEntity';
import { latestCode, randomIp, registeredAgent, registrationForm } from './helpers/accounts';
import { client, forEachDatabase } from './helpers/serverContext';

forEachDatabase('sign-in', (ctx) => {
  describe('by e-mail and password', () => {
    it('returns a token and the User entity', async () => {
      const { form, token, user } = await registeredAgent(ctx.app);
      expect(token.split('.')).toHaveLength(3);
      expect(user).toMatchObject({
        login: form.email,
        last_name: form.last_name,
        first_name: form.first_name,
        middle_name: form.middle_name,
        roles: ['agent'],
        actor: 'agent',
        external: false,
        nds: 'Без НДС',
        organization: { name: form.organization_name, inn: form.inn, type: 'agent' },
      });
      expect(user.available_permissions.map((permission) => permission.key)).toContain('agent_view_edit_users');
    });

    it('says the same about a wrong password and an unknown e-mail', async () => {
      const { form } = await registeredAgent(ctx.app);
      const api = client(ctx.app, { ip: randomIp() });
      const wrong = await api.post('/v1/login/write/creds', { email: form.email, password: 'Wrong2026', actor: 'agent' });
      const unknown = await api.post('/v1/login/write/creds', { email: 'nobody@example.ru', password: 'Wrong2026', actor: 'agent' });
      for (const answer of [wrong, unknown]) {
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual({ code: 40000, message: 'Неверный e-mail или пароль' });
      }
    });

    it('calls an account without roles inactive (403, 40301)', async () => {
      const { form, user } = await registeredAgent(ctx.app);
      const membership = await ctx.database.db
        .selectFrom('memberships as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select('m.id')
        .where('u.uuid', '=', user.uuid)
        .executeTakeFirstOrThrow();
      await ctx.database.db.deleteFrom('membership_roles').where('membership_id', '=', membership.id).execute();
      const answer = await client(ctx.app, { ip: randomIp() }).post('/v1/login/write/creds', { email: form.email, password: form.password, actor: 'agent' });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ code: 40301, message: 'Ваша учетная запись неактивна, пожалуйста, обратитесь в техническую поддержку' });
    });

    it('calls a disabled account inactive (403, 40301)', async () => {
      const { form } = await registeredAgent(ctx.app);
      await ctx.database.db.updateTable('users').set({ disabled_at: new Date() }).where('login', '=', form.email).execute();
      const answer = await client(ctx.app, { ip: randomIp() }).post('/v1/login/write/creds', { email: form.email, password: form.password, actor: 'agent' });
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe(40301);
    });

    it('refuses an agent at the client cabinet (403)', async () => {
      const { form } = await registeredAgent(ctx.app);
      const answer = await client(ctx.app, { ip: randomIp() }).post('/v1/login/write/creds', { email: form.email, password: form.password, actor: 'client' });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ code: 40302, message: 'Эта учетная запись не предназначена для входа в кабинет клиента' });
    });
  });

  describe('rate limits', () => {
    it('stops a sixth failed password for one account within 15 minutes, even from other addresses', async () => {
      const { form } = await registeredAgent(ctx.app);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const answer = await client(ctx.app, { ip: randomIp() }).post('/v1/login/write/creds', { email: form.email, password: 'Wrong2026', actor: 'agent' });
        expect(answer.status).toBe(400);
      }
      const blocked = await client(ctx.app, { ip: randomIp() }).post('/v1/login/write/creds', { email: form.email, password: form.password, actor: 'agent' });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ code: 42900, message: 'Слишком много попыток. Повторите через 15 мин.' });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    });

    it('stops one address after 20 failures across accounts', async () => {
      const ip = randomIp();
      const api = client(ctx.app, { ip });
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const answer = await api.post('/v1/login/write/creds', { email: `ghost${attempt}@example.ru`, password: 'Wrong2026', actor: 'agent' });
        expect(answer.status).toBe(400);
      }
      const blocked = await api.post('/v1/login/write/creds', { email: 'ghost-last@example.ru', password: 'Wrong2026', actor: 'agent' });
      expect(blocked.status).toBe(429);
      expect(blocked.body.code).toBe(42900);
      const elsewhere = await client(ctx.app, { ip: randomIp() }).post('/v1/login/write/creds', { email: 'ghost-last@example.ru', password: 'Wrong2026', actor: 'agent' });
      expect(elsewhere.status).toBe(400);
    });

    it('forgets the failures after a successful sign-in', async () => {
      const { form } = await registeredAgent(ctx.app);
      const api = client(ctx.app, { ip: randomIp() });
      for (let attempt = 0; attempt < 4; attempt += 1) await api.post('/v1/login/write/creds', { email: form.email, password: 'Wrong2026', actor: 'agent' });
      expect((await api.post('/v1/login/write/creds', { email: form.email, password: form.password, actor: 'agent' })).status).toBe(200);
      for (let attempt = 0; attempt < 4; attempt += 1) {
        expect((await api.post('/v1/login/write/creds', { email: form.email, password: 'Wrong2026', actor: 'agent' })).status).toBe(400);
      }
    });

    it('opens again when the window has passed', async () => {
      const { form } = await registeredAgent(ctx.app);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await client(ctx.app, { ip: randomIp() }).post('/v1/login/write/creds', { email: form.email, password: 'Wrong2026', actor: 'agent' });
      }
      const api = client(ctx.app, { ip: randomIp() });
      expect((await api.post('/v1/login/write/creds', { email: form.email, password: form.password, actor: 'agent' })).status).toBe(429);
      await ctx.database.db
        .updateTable('rate_limits')
        .set({ window_started_at: new Date(Date.now() - 16 * 60 * 1000) })
        .where('bucket', '=', `login:account:${form.email}`)
        .execute();
      expect((await api.post('/v1/login/write/creds', { email: form.email, password: form.password, actor: 'agent' })).status).toBe(200);
    });
  });

  describe('by phone and SMS code', () => {
    it('sends a code to an active user and signs in with it once', async () => {
      const { form } = await registeredAgent(ctx.app, { phone: '+7 (912) 345-00-01' });
      const api = client(ctx.app, { ip: randomIp() });
      const sent = await api.post('/v1/login/write/send/phone/code', { phone: '8 912 345 00 01' });
      expect(sent.body).toEqual({ code: 20000, data: { sent: true } });
      await ctx.app.accounts.postOffice.idle();
      const code = await latestCode(ctx.app, '79123450001');

      const wrongCode = code === '000000' ? '111111' : '000000';
      expect((await api.post('/v1/login/write/check/phone/code', { phone: '+79123450001', code: wrongCode })).body).toEqual({ code: 20000, data: { valid: false } });
      expect((await api.post('/v1/login/write/check/phone/code', { phone: '+79123450001', code })).body).toEqual({ code: 20000, data: { valid: true } });

      const login = await api.post<{ token: string; user: UserView }>('/v1/login/write/phone', { phone: '+79123450001', code, rememberme: true });
      expect(login.status).toBe(200);
      expect(login.body.data?.user.login).toBe(form.email);
      const session = await ctx.database.db.selectFrom('sessions').select(['expires_at', 'created_at']).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
      expect(session.expires_at.getTime() - session.created_at.getTime()).toBeGreaterThan(29 * 24 * 3600 * 1000);

      const reused = await api.post('/v1/login/write/phone', { phone: '+79123450001', code, rememberme: false });
      expect(reused.status).toBe(400);
      expect(reused.body).toEqual({ code: 40000, message: 'Неверный или просроченный код из SMS' });
    });

    it('answers sent:true for an unknown phone and sends nothing', async () => {
      const api = client(ctx.app, { ip: randomIp() });
      const answer = await api.post('/v1/login/write/send/phone/code', { phone: '+7 900 555-44-33' });
      expect(answer.body).toEqual({ code: 20000, data: { sent: true } });
      const outbox = await client(ctx.app).get<unknown[]>('/v1/dev/read/outbox?to=79005554433');
      expect(outbox.body.data).toEqual([]);
    });

    it('sends at most one code a minute to a phone', async () => {
      const api = client(ctx.app, { ip: randomIp() });
      expect((await api.post('/v1/login/write/send/phone/code', { phone: '+7 900 777-66-55' })).status).toBe(200);
      const again = await api.post('/v1/login/write/send/phone/code', { phone: '+7 900 777-66-55' });
      expect(again.status).toBe(429);
      expect(again.body).toEqual({ code: 42900, message: 'Слишком много попыток. Повторите через 1 мин.' });
    });

    it('stops guessing a phone code after 5 wrong tries', async () => {
      const { form } = await registeredAgent(ctx.app);
      const api = client(ctx.app, { ip: randomIp() });
      await api.post('/v1/login/write/send/phone/code', { phone: form.phone });
      await ctx.app.accounts.postOffice.idle();
      const code = await latestCode(ctx.app, form.phone);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await api.post('/v1/login/write/phone', { phone: form.phone, code: wrong })).status).toBe(400);
      }
      const blocked = await api.post('/v1/login/write/phone', { phone: form.phone, code });
      expect(blocked.status).toBe(429);
    });

    it("refuses phone sign-in when the 'phone_registration' switch is off", async () => {
      const off = await ctx.build({ env: { APP_PHONE_REGISTRATION: 'false' } });
      const answer = await client(off, { ip: randomIp() }).post('/v1/login/write/send/phone/code', { phone: '+7 900 000-11-22' });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ code: 40300, message: 'Вход по телефону отключён' });
    });

    it('sends no code to the phone of an unconfirmed registration', async () => {
      const form = registrationForm();
      const api = client(ctx.app, { ip: randomIp() });
      await api.post('/v1/registration/write/agent', form);
      await api.post('/v1/login/write/send/phone/code', { phone: form.phone });
      expect((await client(ctx.app).get<unknown[]>(`/v1/dev/read/outbox?to=${form.phone}`)).body.data).toEqual([]);
    });
  });
});
