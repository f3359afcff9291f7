import { describe, expect, it } from 'vitest';
import type { UserView } from '../../../src/server/accounts/userEntity';
import { latestCode, randomIp, registeredAgent, registrationForm, uniquePhone } from '../helpers/accounts';
import { client, forEachDatabase, type ServerTestContext } from '../helpers/serverContext';
import { employeeOf } from '../access/employee';

type Api = ReturnType<typeof client>;

/** A registered agent with a client of his own token and address. */
async function agent(ctx: ServerTestContext) {
  const ip = randomIp();
  const signed = await registeredAgent(ctx.app, {}, ip);
  return { ...signed, ip, api: client(ctx.app, { token: signed.token, ip }) };
}

/** A registered client company's user, signed in at the client cabinet. */
async function clientUser(ctx: ServerTestContext) {
  const form = registrationForm();
  const ip = randomIp();
  const anonymous = client(ctx.app, { ip });
  expect((await anonymous.post('/v1/registration/write/client', form)).status).toBe(200);
  expect((await anonymous.post(`/v1/confirm/write/${await latestCode(ctx.app, form.email)}`)).status).toBe(200);
  const login = await anonymous.post<{ token: string; user: UserView }>('/v1/login/write/creds', { email: form.email, password: form.password, actor: 'client' });
  expect(login.status).toBe(200);
  return { form, user: login.body.data!.user, api: client(ctx.app, { token: login.body.data!.token, ip }) };
}

async function me(api: Api): Promise<UserView> {
  const answer = await api.get<UserView>('/v1/currentuser/read');
  expect(answer.status).toBe(200);
  return answer.body.data!;
}

/** Messages the dev outbox holds for an address, newest first. */
async function outbox(ctx: ServerTestContext, to: string) {
  const answer = await client(ctx.app).get<{ subject: string; code: string | null; purpose: string }[]>(`/v1/dev/read/outbox?to=${encodeURIComponent(to)}`);
  return answer.body.data ?? [];
}

forEachDatabase('profile', (ctx) => {
  describe('POST /v1/currentuser/write/update', () => {
    it('saves the names, the post and the NDS choice and answers the User entity', async () => {
      const { api } = await agent(ctx);
      const answer = await api.post<UserView>('/v1/currentuser/write/update', { last_name: ' Петрова ', first_name: 'Анна', middle_name: '', post: 'Главный бухгалтер', nds: 'НДС 22 %' });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ last_name: 'Петрова', first_name: 'Анна', middle_name: null, post: 'Главный бухгалтер', nds: 'НДС 22 %' });
      expect(await me(api)).toMatchObject({ last_name: 'Петрова', nds: 'НДС 22 %' });
    });

    it('keeps the default «Без НДС» until a choice is made', async () => {
      const { user } = await agent(ctx);
      expect(user.nds).toBe('Без НДС');
      expect(user.email_confirmed).toBe(true);
      expect(user.two_factor_channel).toBeNull();
    });

    it('refuses an NDS that config/nds.json does not offer, a name of digits and an empty body, changing nothing', async () => {
      const { api, form } = await agent(ctx);
      const nds = await api.post('/v1/currentuser/write/update', { nds: '18 %' });
      expect(nds.status).toBe(400);
      expect(nds.body.message).toBe('Выберите НДС из списка: Без НДС, НДС 5 %, НДС 7 %, НДС 22 %');
      const digits = await api.post('/v1/currentuser/write/update', { last_name: '12345' });
      expect(digits.status).toBe(400);
      expect(digits.body.message).toContain('Фамилия');
      expect((await api.post('/v1/currentuser/write/update', {})).status).toBe(400);
      expect(await me(api)).toMatchObject({ last_name: form.last_name, nds: 'Без НДС' });
    });

    it('answers 401 without a session and works for a client company user', async () => {
      expect((await client(ctx.app).post('/v1/currentuser/write/update', { post: 'Директор' })).status).toBe(401);
      const { api } = await clientUser(ctx);
      const answer = await api.post<UserView>('/v1/currentuser/write/update', { post: 'Директор' });
      expect(answer.status).toBe(200);
      expect(answer.body.data?.post).toBe('Директор');
    });
  });

  describe('POST /v1/user/write/set-email/{id}', () => {
    it('changes the login on the current password, tells the old address, and leaves the new one to confirm', async () => {
      const { api, user, form, ip } = await agent(ctx);
      const email = `new.${Date.now()}@example.ru`;
      const answer = await api.post(`/v1/user/write/set-email/${user.id}`, { password: form.password, email: email.toUpperCase() });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ login: email, email_confirmed: false });
      expect(await me(api)).toMatchObject({ login: email, email_confirmed: false });
      expect((await outbox(ctx, form.email))[0]).toMatchObject({ purpose: 'email_changed', subject: 'E-mail учётной записи изменён' });
      const signIn = client(ctx.app, { ip });
      expect((await signIn.post('/v1/login/write/creds', { email, password: form.password, actor: 'agent' })).status).toBe(200);
      expect((await signIn.post('/v1/login/write/creds', { email: form.email, password: form.password, actor: 'agent' })).status).toBe(400);
    });

    it('takes the own uuid as the id too', async () => {
      const { api, user, form } = await agent(ctx);
      const email = `uuid.${Date.now()}@example.ru`;
      expect((await api.post(`/v1/user/write/set-email/${user.uuid}`, { password: form.password, email })).status).toBe(200);
    });

    it('refuses a wrong password, an address another account has, and the same address, changing nothing', async () => {
      const { api, user, form } = await agent(ctx);
      const other = await agent(ctx);
      const wrong = await api.post(`/v1/user/write/set-email/${user.id}`, { password: 'Wrong2026', email: 'free@example.ru' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('Неверный текущий пароль');
      const taken = await api.post(`/v1/user/write/set-email/${user.id}`, { password: form.password, email: other.form.email });
      expect(taken.status).toBe(400);
      expect(taken.body.message).toBe('Пользователь с таким e-mail уже зарегистрирован');
      const same = await api.post(`/v1/user/write/set-email/${user.id}`, { password: form.password, email: form.email });
      expect(same.status).toBe(400);
      const bad = await api.post(`/v1/user/write/set-email/${user.id}`, { password: form.password, email: 'not-an-email' });
      expect(bad.status).toBe(400);
      expect(await me(api)).toMatchObject({ login: form.email, email_confirmed: true });
    });

    it("refuses another user's id, by number or uuid, of any organisation (403)", async () => {
      const { api, form } = await agent(ctx);
      const other = await agent(ctx);
      for (const id of [String(other.user.id), other.user.uuid, '999999999', 'someone']) {
        const answer = await api.post(`/v1/user/write/set-email/${id}`, { password: form.password, email: `x.${Date.now()}@example.ru` });
        expect(answer.status).toBe(403);
        expect(answer.body.message).toBe('Изменить можно только свою учётную запись');
      }
      expect((await me(other.api)).login).toBe(other.form.email);
    });

    it('is confirmed afterwards by a code sent to the new address; a wrong code confirms nothing', async () => {
      const { api, user, form } = await agent(ctx);
      const email = `confirm.${Date.now()}@example.ru`;
      await api.post(`/v1/user/write/set-email/${user.id}`, { password: form.password, email });
      const sent = await api.post('/v1/currentuser/write/confirm-email', {});
      expect(sent.status).toBe(200);
      expect(sent.body.data).toMatchObject({ sent: true, channel: 'email' });
      const code = await latestCode(ctx.app, email);
      const wrong = await api.post('/v1/currentuser/write/confirm-email', { code: code === '000000' ? '000001' : '000000' });
      expect(wrong.status).toBe(400);
      expect((await me(api)).email_confirmed).toBe(false);
      expect((await api.post('/v1/currentuser/write/confirm-email', { code })).body.data).toEqual({ email_confirmed: true });
      expect((await me(api)).email_confirmed).toBe(true);
      expect((await api.post('/v1/currentuser/write/confirm-email', {})).body.message).toBe('E-mail уже подтверждён');
    });
  });

  describe('POST /v1/user/write/set-phone/{id}', () => {
    it('sends a code by SMS to the new phone and saves it with the code', async () => {
      const { api, user } = await agent(ctx);
      const phone = uniquePhone();
      const sent = await api.post(`/v1/user/write/set-phone/${user.id}`, { user_input: `+${phone}`, channel: 'sms' });
      expect(sent.status).toBe(200);
      expect(sent.body.data).toMatchObject({ sent: true, channel: 'sms', sent_to: `+7 *** ***-${phone.slice(-4, -2)}-${phone.slice(-2)}` });
      const code = await latestCode(ctx.app, phone);
      const saved = await api.post(`/v1/user/write/set-phone/${user.id}`, { user_input: phone, channel: 'sms', code });
      expect(saved.status).toBe(200);
      expect(saved.body.data).toEqual({ phone });
      expect((await me(api)).phone).toBe(phone);
    });

    it('sends the code to the e-mail when asked', async () => {
      const { api, user, form } = await agent(ctx);
      const phone = uniquePhone();
      expect((await api.post(`/v1/user/write/set-phone/${user.uuid}`, { user_input: phone, channel: 'email' })).status).toBe(200);
      const code = await latestCode(ctx.app, form.email);
      expect((await api.post(`/v1/user/write/set-phone/${user.uuid}`, { user_input: phone, channel: 'email', code })).status).toBe(200);
      expect((await me(api)).phone).toBe(phone);
    });

    it('refuses a wrong code, a code sent for another number, a taken phone and another user (nothing changed)', async () => {
      const { api, user } = await agent(ctx);
      const other = await agent(ctx);
      const before = (await me(api)).phone;
      const phone = uniquePhone();
      await api.post(`/v1/user/write/set-phone/${user.id}`, { user_input: phone, channel: 'sms' });
      const code = await latestCode(ctx.app, phone);
      const wrong = await api.post(`/v1/user/write/set-phone/${user.id}`, { user_input: phone, channel: 'sms', code: code === '000000' ? '000001' : '000000' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('Неверный или просроченный код подтверждения');
      const elsewhere = await api.post(`/v1/user/write/set-phone/${user.id}`, { user_input: uniquePhone(), channel: 'sms', code });
      expect(elsewhere.status).toBe(400);
      const taken = await api.post(`/v1/user/write/set-phone/${user.id}`, { user_input: other.form.phone, channel: 'sms' });
      expect(taken.status).toBe(400);
      expect(taken.body.message).toBe('Пользователь с таким телефоном уже зарегистрирован');
      const foreign = await api.post(`/v1/user/write/set-phone/${other.user.id}`, { user_input: phone, channel: 'sms', code });
      expect(foreign.status).toBe(403);
      expect((await me(api)).phone).toBe(before);
      expect((await me(other.api)).phone).toBe(other.user.phone);
    });

    it('sends at most one code a minute', async () => {
      const { api, user } = await agent(ctx);
      const phone = uniquePhone();
      expect((await api.post(`/v1/user/write/set-phone/${user.id}`, { user_input: phone, channel: 'sms' })).status).toBe(200);
      const again = await api.post(`/v1/user/write/set-phone/${user.id}`, { user_input: phone, channel: 'sms' });
      expect(again.status).toBe(429);
      expect(again.body.code).toBe(42900);
    });
  });

  describe('POST /v1/currentuser/write/password', () => {
    it('changes the password and signs out every other session at once, keeping this one', async () => {
      const { api, form, ip } = await agent(ctx);
      const otherLogin = await client(ctx.app, { ip }).post<{ token: string }>('/v1/login/write/creds', { email: form.email, password: form.password, actor: 'agent' });
      const other = client(ctx.app, { token: otherLogin.body.data!.token, ip });
      expect((await other.get('/v1/currentuser/read')).status).toBe(200);
      const answer = await api.post('/v1/currentuser/write/password', { password: form.password, new_password: 'Changed2026' });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ changed: true, ended_sessions: 1 });
      expect((await other.get('/v1/currentuser/read')).status).toBe(401);
      expect((await api.get('/v1/currentuser/read')).status).toBe(200);
      const signIn = client(ctx.app, { ip });
      expect((await signIn.post('/v1/login/write/creds', { email: form.email, password: form.password, actor: 'agent' })).status).toBe(400);
      expect((await signIn.post('/v1/login/write/creds', { email: form.email, password: 'Changed2026', actor: 'agent' })).status).toBe(200);
    });

    it('refuses a wrong current password, a weak new one and the same one, changing nothing', async () => {
      const { api, form, ip } = await agent(ctx);
      const wrong = await api.post('/v1/currentuser/write/password', { password: 'Wrong2026', new_password: 'Changed2026' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('Неверный текущий пароль');
      expect((await api.post('/v1/currentuser/write/password', { password: form.password, new_password: 'short' })).status).toBe(400);
      const same = await api.post('/v1/currentuser/write/password', { password: form.password, new_password: form.password });
      expect(same.body.message).toBe('Новый пароль совпадает с текущим');
      expect((await client(ctx.app, { ip }).post('/v1/login/write/creds', { email: form.email, password: form.password, actor: 'agent' })).status).toBe(200);
    });

    it('stops guessing the current password after five failures', async () => {
      const { api } = await agent(ctx);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await api.post('/v1/currentuser/write/password', { password: `Wrong${attempt}2026`, new_password: 'Changed2026' })).status).toBe(400);
      }
      expect((await api.post('/v1/currentuser/write/password', { password: 'Wrong2026', new_password: 'Changed2026' })).status).toBe(429);
    });
  });

  describe('two-factor sign-in', () => {
    async function enableTwoFactor(api: Api, password: string, channel: 'sms' | 'email', to: string) {
      const sent = await api.post('/v1/currentuser/write/two-factor', { enabled: true, password, channel });
      expect(sent.status).toBe(200);
      const code = await latestCode(ctx.app, to);
      const on = await api.post('/v1/currentuser/write/two-factor', { enabled: true, password, channel, code });
      expect(on.status).toBe(200);
      expect(on.body.data).toEqual({ two_factor: true, two_factor_channel: channel });
    }

    it('turns on by a code, then a password sign-in asks for a code before the session', async () => {
      const { api, form, ip } = await agent(ctx);
      await enableTwoFactor(api, form.password, 'sms', form.phone);
      expect(await me(api)).toMatchObject({ two_factor: true, two_factor_channel: 'sms' });
      const signIn = client(ctx.app, { ip: randomIp() });
      const first = await signIn.post('/v1/login/write/creds', { email: form.email, password: form.password, actor: 'agent' });
      expect(first.status).toBe(200);
      expect(first.body.data).toEqual({ two_factor_required: true, channel: 'sms', sent_to: expect.stringMatching(/^\+7 \*\*\* \*\*\*-\d\d-\d\d$/) });
      const code = await latestCode(ctx.app, form.phone);
      const wrong = await signIn.post('/v1/login/write/creds', { email: form.email, password: form.password, actor: 'agent', code: code === '000000' ? '000001' : '000000' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('Неверный или просроченный код подтверждения');
      // A second ask within the minute sends nothing new: the code already sent still works.
      expect((await signIn.post('/v1/login/write/creds', { email: form.email, password: form.password, actor: 'agent' })).body.data).toMatchObject({ two_factor_required: true });
      const second = await signIn.post<{ token: string; user: UserView }>('/v1/login/write/creds', { email: form.email, password: form.password, actor: 'agent', code });
      expect(second.status).toBe(200);
      expect(second.body.data?.token.split('.')).toHaveLength(3);
      // The code is spent.
      expect((await signIn.post('/v1/login/write/creds', { email: form.email, password: form.password, actor: 'agent', code })).status).toBe(400);
      // A wrong password with any code is still the wrong password.
      expect((await client(ctx.app, { ip }).post('/v1/login/write/creds', { email: form.email, password: 'Wrong2026', actor: 'agent', code })).body.message).toBe('Неверный e-mail или пароль');
    });

    it('sends the sign-in code by e-mail when chosen', async () => {
      const { api, form } = await agent(ctx);
      await enableTwoFactor(api, form.password, 'email', form.email);
      const signIn = client(ctx.app, { ip: randomIp() });
      expect((await signIn.post('/v1/login/write/creds', { email: form.email, password: form.password, actor: 'agent' })).body.data).toMatchObject({ channel: 'email', sent_to: expect.stringContaining('***@example.ru') });
      const code = await latestCode(ctx.app, form.email);
      expect((await signIn.post('/v1/login/write/creds', { email: form.email, password: form.password, actor: 'agent', code })).status).toBe(200);
    });

    it('turns off on the password only; a wrong password or a wrong code changes nothing', async () => {
      const { api, form } = await agent(ctx);
      const sent = await api.post('/v1/currentuser/write/two-factor', { enabled: true, password: form.password, channel: 'sms' });
      expect(sent.status).toBe(200);
      expect((await api.post('/v1/currentuser/write/two-factor', { enabled: true, password: form.password, channel: 'sms', code: '000000' })).status).toBe(400);
      expect((await me(api)).two_factor).toBe(false);
      // The next code may be asked for a minute later.
      await ctx.database.db.deleteFrom('rate_limits').where('bucket', 'like', 'code:send:two_factor:%').execute();
      await enableTwoFactor(api, form.password, 'email', form.email);
      const wrong = await api.post('/v1/currentuser/write/two-factor', { enabled: false, password: 'Wrong2026' });
      expect(wrong.status).toBe(400);
      expect((await me(api)).two_factor).toBe(true);
      expect((await api.post('/v1/currentuser/write/two-factor', { enabled: false, password: form.password })).body.data).toEqual({ two_factor: false, two_factor_channel: null });
      expect((await client(ctx.app, { ip: randomIp() }).post<{ token: string }>('/v1/login/write/creds', { email: form.email, password: form.password, actor: 'agent' })).body.data?.token).toBeTruthy();
    });

    it('will not send codes to an unconfirmed e-mail', async () => {
      const { api, user, form } = await agent(ctx);
      await api.post(`/v1/user/write/set-email/${user.id}`, { password: form.password, email: `unconfirmed.${Date.now()}@example.ru` });
      const answer = await api.post('/v1/currentuser/write/two-factor', { enabled: true, password: form.password, channel: 'email' });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Сначала подтвердите e-mail: на неподтверждённый адрес коды не отправляются');
    });
  });

  describe('POST /v1/organization/write/update/kpp_or_ogrn', () => {
    it("saves the organisation's KPP and OGRN", async () => {
      const { api } = await agent(ctx);
      const answer = await api.post('/v1/organization/write/update/kpp_or_ogrn', { kpp: '771501001', ogrn: '1027700132195' });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ kpp: '771501001', ogrn: '1027700132195' });
      expect((await me(api)).organization).toMatchObject({ kpp: '771501001', ogrn: '1027700132195' });
      expect((await api.post('/v1/organization/write/update/kpp_or_ogrn', { kpp: '7715AB001' })).body.data).toMatchObject({ kpp: '7715AB001', ogrn: '1027700132195' });
    });

    it('refuses an ill-formed KPP, an OGRN with a wrong check digit and an OGRNIP for a company, changing nothing', async () => {
      const { api } = await agent(ctx);
      const kpp = await api.post('/v1/organization/write/update/kpp_or_ogrn', { kpp: '77150100' });
      expect(kpp.status).toBe(400);
      expect(kpp.body.message).toMatch(/^КПП должен содержать 9 символов/);
      const ogrn = await api.post('/v1/organization/write/update/kpp_or_ogrn', { kpp: '771501001', ogrn: '1027700132194' });
      expect(ogrn.status).toBe(400);
      expect(ogrn.body.message).toBe('Неверный ОГРН: не сходится контрольное число');
      expect((await api.post('/v1/organization/write/update/kpp_or_ogrn', { ogrn: '304500116000157' })).body.message).toBe('ОГРН организации должен содержать 13 цифр');
      expect((await me(api)).organization).toMatchObject({ kpp: null, ogrn: null });
    });

    it('needs agent_view_edit_users in an agent organisation (403); a client company user may', async () => {
      const admin = await agent(ctx);
      const employee = await employeeOf(ctx, { token: admin.token, user: admin.user, organizationUuid: admin.user.organization_uuid, viewer: { userId: admin.user.id, organizationId: await organizationIdOf(ctx, admin.user.organization_uuid), actor: 'agent' } }, ['agent_create_request']);
      const refused = await client(ctx.app, { token: employee.token }).post('/v1/organization/write/update/kpp_or_ogrn', { kpp: '771501001' });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Недостаточно прав: Просмотр и редактирование сотрудников');
      expect((await me(admin.api)).organization?.kpp).toBeNull();
      const { api } = await clientUser(ctx);
      expect((await api.post('/v1/organization/write/update/kpp_or_ogrn', { kpp: '771501001' })).status).toBe(200);
    });
  });
});

async function organizationIdOf(ctx: ServerTestContext, uuid: string): Promise<number> {
  return (await ctx.database.db.selectFrom('organizations').select('id').where('uuid', '=', uuid).executeTakeFirstOrThrow()).id;
}
