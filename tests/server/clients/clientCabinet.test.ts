import { expect, it } from 'vitest';
import type { UserView } from '../../../src/server/accounts/userEntity';
import { latestCode, randomIp, registrationForm } from '../helpers/accounts';
import { client, forEachDatabase } from '../helpers/serverContext';
import { newRequest, signedInAgent, signedInClient } from '../requests/requestFixtures';

forEachDatabase('The client cabinet: a client company registers itself, and an agent invites the client of a request', (ctx) => {
  async function registerClient(overrides: Record<string, unknown> = {}) {
    const form = registrationForm(overrides);
    const api = client(ctx.app, { ip: randomIp() });
    const registered = await api.post('/v1/registration/write/client', form);
    return { form, api, registered };
  }

  it('registers a client company with the client role, and refuses a second registration of the same INN', async () => {
    const { form, api, registered } = await registerClient();
    expect(registered.status, registered.body.message).toBe(200);
    expect((await api.post(`/v1/confirm/write/${await latestCode(ctx.app, form.email)}`)).status).toBe(200);
    const asClient = await api.post<{ user: UserView }>('/v1/login/write/creds', { email: form.email, password: form.password, actor: 'client' });
    expect(asClient.status, asClient.body.message).toBe(200);
    expect(asClient.body.data!.user).toMatchObject({ actor: 'client', roles: ['client'], organization: { inn: form.inn, type: 'client' } });
    expect(asClient.body.data!.user.available_permissions.map((permission) => permission.key)).toContain('client_sign_request');
    // Not an agent: the agent cabinet refuses this account.
    expect((await api.post('/v1/login/write/creds', { email: form.email, password: form.password, actor: 'agent' })).status).toBe(403);

    const again = await registerClient({ inn: form.inn });
    expect(again.registered.status).toBe(400);
    expect(again.registered.body.message).toBe('Компания с таким ИНН уже зарегистрирована в кабинете клиента: попросите её администратора добавить вас');
  });

  it('shows a request to a client user at once, and to a new address once it registers that company', async () => {
    const agent = await signedInAgent(ctx.app);
    const api = client(ctx.app, { token: agent.token });
    const customer = await signedInClient(ctx.app);
    const inn = (await ctx.database.db.selectFrom('organizations').select('inn').where('uuid', '=', customer.organizationUuid).executeTakeFirstOrThrow()).inn;

    // A user of the client company: the request is in its cabinet now, and an e-mail tells him.
    const known = await newRequest(ctx.app, agent, { inn, name: 'ООО «Клиент»' });
    const shown = await api.post<{ state: string }>(`/v2/bgrequest/write/${known.id}/client/invite`, { email: customer.user.login });
    expect(shown.status, shown.body.message).toBe(200);
    expect(shown.body.data!.state).toBe('shown');
    expect((await client(ctx.app, { token: customer.token }).get(`/v1/bgrequest/read/${known.id}/root`)).status).toBe(200);
    const mail = await ctx.database.db.selectFrom('outbox_messages').select(['subject']).where('recipient', '=', customer.user.login).where('purpose', '=', 'client_invitation').execute();
    expect(mail.map((row) => row.subject)).toEqual([`Заявка № ${known.id} в вашем кабинете клиента`]);

    // Somebody else's address is refused: a request never lands in a stranger's cabinet.
    const stranger = await signedInAgent(ctx.app);
    const refused = await api.post(`/v2/bgrequest/write/${known.id}/client/invite`, { email: stranger.user.login });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(`компании с ИНН ${inn}`);
    // Only the agent who owns it invites.
    expect((await client(ctx.app, { token: stranger.token }).post(`/v2/bgrequest/write/${known.id}/client/invite`, { email: 'x@example.ru' })).status).toBe(404);

    // A free address: invited; it registers the company of the request's INN and sees the request after confirming.
    const fresh = registrationForm();
    const other = await newRequest(ctx.app, agent, { inn: fresh.inn, name: 'ООО «Новый клиент»' });
    const invited = await api.post<{ state: string }>(`/v2/bgrequest/write/${other.id}/client/invite`, { email: fresh.email });
    expect(invited.body.data!.state).toBe('invited');
    const { api: newcomer } = await registerClient({ email: fresh.email, inn: fresh.inn, phone: fresh.phone });
    expect((await newcomer.post(`/v1/confirm/write/${await latestCode(ctx.app, fresh.email)}`)).status).toBe(200);
    const login = await newcomer.post<{ token: string }>('/v1/login/write/creds', { email: fresh.email, password: fresh.password, actor: 'client' });
    expect((await client(ctx.app, { token: login.body.data!.token }).get(`/v1/bgrequest/read/${other.id}/root`)).status).toBe(200);
    // The first request is not his.
    expect((await client(ctx.app, { token: login.body.data!.token }).get(`/v1/bgrequest/read/${known.id}/root`)).status).toBe(404);
  });
});
