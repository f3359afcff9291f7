import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { latestCode, randomIp, registrationForm } from './helpers/accounts';
import { client, forEachDatabase } from './helpers/serverContext';

forEachDatabase('registration and confirmation', (ctx) => {
  it('creates an agent organisation, an inactive user with every agent permission, and e-mails a 6-digit code', async () => {
    const form = registrationForm({ email: 'Olga.Petrova@Example.RU' });
    const answer = await client(ctx.app, { ip: randomIp() }).post('/v1/registration/write/agent', form);
    expect(answer.body).toEqual({ code: 20000, data: { login: 'olga.petrova@example.ru', confirm_required: true } });
    expect(answer.status).toBe(200);

    const user = await ctx.database.db
      .selectFrom('users as u')
      .innerJoin('memberships as m', 'm.user_id', 'u.id')
      .innerJoin('organizations as o', 'o.id', 'm.organization_id')
      .select(['u.id', 'u.confirmed_at', 'u.password_hash', 'u.phone', 'o.type', 'o.inn', 'o.name', 'm.id as membership_id'])
      .where('u.login', '=', 'olga.petrova@example.ru')
      .executeTakeFirstOrThrow();
    expect(user.confirmed_at).toBeNull();
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(user.type).toBe('agent');
    expect(user.inn).toBe(form.inn);
    const roles = await ctx.database.db.selectFrom('membership_roles').select('role_key').where('membership_id', '=', user.membership_id).execute();
    expect(roles.map((role) => role.role_key)).toEqual(['agent']);
    const granted = await ctx.database.db.selectFrom('membership_permissions').select('permission_key').where('membership_id', '=', user.membership_id).execute();
    const agentPermissions = await ctx.database.db.selectFrom('permissions').select('key').where('actor', '=', 'agent').execute();
    expect(granted.map((row) => row.permission_key).sort()).toEqual(agentPermissions.map((row) => row.key).sort());
    expect(granted.map((row) => row.permission_key)).toContain('agent_view_edit_users');

    const code = await latestCode(ctx.app, 'olga.petrova@example.ru');
    expect(code).toMatch(/^\d{6}$/);
    const stored = await ctx.database.db.selectFrom('verification_codes').select('code_hash').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(code);
  });

  it('answers a taken e-mail, in any letter case, exactly as a free one and sends its owner a notice instead of a code', async () => {
    const form = registrationForm();
    const api = client(ctx.app, { ip: randomIp() });
    const first = await api.post('/v1/registration/write/agent', form);
    expect(first.status).toBe(200);
    const again = await api.post('/v1/registration/write/agent', registrationForm({ email: form.email.toUpperCase() }));
    const free = await api.post('/v1/registration/write/agent', registrationForm());
    expect(again.status).toBe(free.status);
    expect(again.body).toEqual({ code: 20000, data: { login: form.email, confirm_required: true } });
    expect(Object.keys(again.body.data as object)).toEqual(Object.keys(free.body.data as object));
    await ctx.app.accounts.postOffice.idle();
    const users = await ctx.database.db.selectFrom('users').select('id').where('login', '=', form.email).execute();
    expect(users).toHaveLength(1);
    const messages = await client(ctx.app).get<{ purpose: string; code: string | null; text: string }[]>(`/v1/dev/read/outbox?to=${encodeURIComponent(form.email)}`);
    expect(messages.body.data?.map((message) => message.purpose)).toEqual(['registration_attempt', 'registration']);
    expect(messages.body.data?.[0]?.code).toBeNull();
    expect(messages.body.data?.[0]?.text).toMatch(/^Кто-то пытался зарегистрироваться/);
    expect(messages.body.data?.[0]?.text).toContain('http://localhost:8080/agent/recovery');
  });

  it('refuses a phone or an agent INN that is already registered', async () => {
    const form = registrationForm();
    const api = client(ctx.app, { ip: randomIp() });
    expect((await api.post('/v1/registration/write/agent', form)).status).toBe(200);
    const samePhone = await api.post('/v1/registration/write/agent', registrationForm({ phone: form.phone }));
    expect(samePhone.body).toEqual({ code: 40000, message: 'Пользователь с таким телефоном уже зарегистрирован' });
    const sameInn = await api.post('/v1/registration/write/agent', registrationForm({ inn: form.inn }));
    expect(sameInn.status).toBe(400);
    expect(sameInn.body.message).toMatch(/^Организация с таким ИНН уже зарегистрирована/);
  });

  it('confirms by the code once; the code does not work twice', async () => {
    const form = registrationForm();
    const api = client(ctx.app, { ip: randomIp() });
    await api.post('/v1/registration/write/agent', form);
    const code = await latestCode(ctx.app, form.email);
    const confirmed = await api.post(`/v1/confirm/write/${code}`);
    expect(confirmed.body).toEqual({ code: 20000, data: { confirmed: true, login: form.email } });
    const again = await api.post(`/v1/confirm/write/${code}`);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ code: 40000, message: 'Неверный или просроченный код подтверждения' });
  });

  it('refuses an unknown, malformed or expired code with one message', async () => {
    const form = registrationForm();
    const api = client(ctx.app, { ip: randomIp() });
    await api.post('/v1/registration/write/agent', form);
    const code = await latestCode(ctx.app, form.email);
    for (const wrong of ['abc', '12345', '1234567', code === '000000' ? '111111' : '000000']) {
      const answer = await api.post(`/v1/confirm/write/${wrong}`);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Неверный или просроченный код подтверждения');
    }
    // 24 hours later the code is dead.
    await ctx.database.db
      .updateTable('verification_codes')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('target', '=', form.email)
      .execute();
    const expired = await api.post(`/v1/confirm/write/${code}`);
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe('Неверный или просроченный код подтверждения');
  });

  it('gives a registration code 24 hours of life', async () => {
    const form = registrationForm();
    await client(ctx.app, { ip: randomIp() }).post('/v1/registration/write/agent', form);
    const { rows } = await sql<{ hours: number }>`
      select extract(epoch from (expires_at - created_at))::float8 / 3600 as hours
      from verification_codes where target = ${form.email}`.execute(ctx.database.db);
    expect(rows[0]?.hours).toBeCloseTo(24, 3);
  });

  it('tells an unconfirmed user at sign-in where the code went, and sends a fresh one', async () => {
    const form = registrationForm();
    const api = client(ctx.app, { ip: randomIp() });
    await api.post('/v1/registration/write/agent', form);
    const first = await latestCode(ctx.app, form.email);
    await ctx.database.db.deleteFrom('rate_limits').where('bucket', '=', `code:send:${form.email}`).execute();
    const login = await api.post('/v1/login/write/creds', { email: form.email, password: form.password, actor: 'agent' });
    expect(login.status).toBe(400);
    expect(login.body.message).toBe(`Подтвердите регистрацию: код отправлен на ${form.email}`);
    await ctx.app.accounts.postOffice.idle();
    const second = await latestCode(ctx.app, form.email);
    expect((await api.post(`/v1/confirm/write/${first}`)).status).toBe(400);
    expect((await api.post(`/v1/confirm/write/${second}`)).status).toBe(200);
  });

  describe('switches', () => {
    it("refuses registration when the 'registration' switch is off", async () => {
      const closed = await ctx.build({ env: { APP_REGISTRATION: 'false' } });
      const answer = await client(closed, { ip: randomIp() }).post('/v1/registration/write/agent', registrationForm());
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ code: 40303, message: 'Регистрация отключена' });
    });

    it('accepts only the allowed e-mail domains when the list is not empty', async () => {
      const limited = await ctx.build({ env: { APP_ALLOWED_EMAIL_DOMAINS: 'garant.ru, Broker.RU' } });
      const api = client(limited, { ip: randomIp() });
      const foreign = await api.post('/v1/registration/write/agent', registrationForm());
      expect(foreign.status).toBe(400);
      expect(foreign.body).toEqual({ code: 40000, message: 'Регистрация доступна только для адресов в доменах: garant.ru, broker.ru' });
      const own = await api.post('/v1/registration/write/agent', registrationForm({ email: `new.${Date.now()}@broker.ru` }));
      expect(own.status).toBe(200);
    });
  });

  it('limits registrations from one address', async () => {
    const limited = await ctx.build({ options: { limits: { registrationsPerIp: { max: 2, windowSeconds: 3600 } } } });
    const api = client(limited, { ip: randomIp() });
    expect((await api.post('/v1/registration/write/agent', registrationForm())).status).toBe(200);
    expect((await api.post('/v1/registration/write/agent', registrationForm())).status).toBe(200);
    const third = await api.post('/v1/registration/write/agent', registrationForm());
    expect(third.status).toBe(429);
    expect(third.body).toEqual({ code: 42900, message: 'Слишком много попыток. Повторите через 60 мин.' });
    // The window started with the first call: a slow machine may have spent a second or more since.
    const retryAfter = Number(third.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3600 - 60);
    expect(retryAfter).toBeLessThanOrEqual(3600);
  });
});
