import { describe, expect, it } from 'vitest';
import { fail, MemoryStorage, ok } from '../api/support/scriptedAdapter';
import { makeRoot, userFixture, withToken } from './support/harness';

const organisations = [
  { uuid: 'o1', name: 'ООО «Гарант-Брокер»', inn: '7707083893', kpp: '773601001', ogrn: '1027700132195', is_current: true },
  { uuid: 'o2', name: 'ООО «Тендер-Консалт»', inn: '7736207543', kpp: '773601001', ogrn: '1027700229193', is_current: false },
];

describe('SessionStore', () => {
  it('logs in with e-mail and password, sending the role as actor, and stores the token', async () => {
    const storage = new MemoryStorage();
    const { root, network } = makeRoot(
      {
        'POST /v1/login/write/creds': ok({ token: 'jwt-1', user: userFixture() }),
        'GET /v1/currentuser/read/organizations': ok(organisations),
      },
      { storage },
    );
    await expect(root.session.loginByCredentials(' anna@garant-broker.ru ', 'Secret123')).resolves.toBe(true);
    expect(network.seen[0]?.body).toEqual({ email: 'anna@garant-broker.ru', password: 'Secret123', actor: 'agent' });
    expect(storage.getItem('bg_token')).toBe('jwt-1');
    expect(network.seen[1]?.authorization).toBe('Bearer jwt-1');
    expect(root.session.isAuthorised).toBe(true);
    expect(root.session.displayName).toBe('Смирнова Анна Сергеевна');
    expect(root.session.hasSeveralOrganisations).toBe(true);
    expect(root.session.hasPermission('agent_view_edit_users')).toBe(true);
    expect(root.session.hasPermission('revision_view')).toBe(false);
  });

  it('an inactive account is refused with the server message and no token', async () => {
    const { root, storage } = makeRoot({
      'POST /v1/login/write/creds': fail(403, 'Ваша учетная запись неактивна, пожалуйста, обратитесь в техническую поддержку', 40301),
    });
    await expect(root.session.loginByCredentials('a@b.ru', 'Secret123')).resolves.toBe(false);
    expect(storage.getItem('bg_token')).toBeNull();
    expect(root.toasts.toasts[0]).toMatchObject({ title: 'Доступ запрещён', text: 'Ваша учетная запись неактивна, пожалуйста, обратитесь в техническую поддержку' });
  });

  it('switches the organisation with the new token the server issues', async () => {
    const { root, storage, network } = makeRoot(
      {
        'GET /v1/currentuser/read': ok(userFixture()),
        'GET /v1/currentuser/read/organizations': ok(organisations),
        'POST /v1/login/write/organization': ok({ token: 'jwt-2', user: userFixture({ organization_uuid: 'o2' }) }),
      },
      { storage: withToken('jwt-1') },
    );
    await root.session.loadUser();
    await expect(root.session.switchOrganisation('o2')).resolves.toBe(true);
    expect(network.seen.find((r) => r.url === '/v1/login/write/organization')?.body).toEqual({ organization_uuid: 'o2' });
    expect(storage.getItem('bg_token')).toBe('jwt-2');
    expect(root.session.user?.organization_uuid).toBe('o2');
  });

  it('logs out on the server and forgets the token, even when the call fails', async () => {
    const good = makeRoot({ 'POST /v1/logout/write': ok({}) }, { storage: withToken('jwt') });
    await good.root.session.logout();
    expect(good.network.seen[0]).toMatchObject({ url: '/v1/logout/write', authorization: 'Bearer jwt' });
    expect(good.storage.getItem('bg_token')).toBeNull();
    const bad = makeRoot({ 'POST /v1/logout/write': fail(500) }, { storage: withToken('jwt') });
    await bad.root.session.logout();
    expect(bad.storage.getItem('bg_token')).toBeNull();
    expect(bad.root.session.hasToken).toBe(false);
    expect(bad.root.toasts.toasts).toEqual([]);
  });

  it('keeps an external token marked as external across reloads, and a login clears the mark', async () => {
    const storage = new MemoryStorage();
    const first = makeRoot({}, { storage });
    first.root.session.takeExternalToken('ext');
    expect(storage.getItem('bg_token')).toBe('ext');
    const reloaded = makeRoot({ 'POST /v1/login/write/creds': ok({ token: 'own', user: userFixture() }) }, { storage });
    expect(reloaded.root.session.isExternal).toBe(true);
    await reloaded.root.session.loginByCredentials('a@b.ru', 'Secret123');
    expect(reloaded.root.session.isExternal).toBe(false);
    expect(makeRoot({}, { storage }).root.session.isExternal).toBe(false);
  });

  it('an external user does not load organisations', async () => {
    const { root, network } = makeRoot({ 'GET /v1/currentuser/read': ok(userFixture({ external: true })) }, { storage: withToken('ext') });
    await root.session.loadUser();
    expect(root.session.isExternal).toBe(true);
    expect(network.seen.map((r) => r.url)).toEqual(['/v1/currentuser/read']);
  });
});

describe('RootStore sign-in flow', () => {
  it('returns after login to the address the guard sent the user from', async () => {
    const { root, navigation } = makeRoot(
      { 'POST /v1/login/write/creds': ok({ token: 'jwt', user: userFixture() }), 'GET /v1/currentuser/read/organizations': ok([]) },
      { at: '/agent/login?redirect=%2Fagent%2Frequests%2Fdrafts%3Fselected%3D3' },
    );
    await expect(root.loginByCredentials('anna@garant-broker.ru', 'Secret123')).resolves.toBe(true);
    expect(navigation.last).toBe('/agent/requests/drafts?selected=3');
  });

  it('lands on the request list without a return address, and logs out to login', async () => {
    const { root, navigation } = makeRoot(
      {
        'POST /v1/login/write/creds': ok({ token: 'jwt', user: userFixture() }),
        'GET /v1/currentuser/read/organizations': ok([]),
        'POST /v1/logout/write': ok({}),
      },
      { at: '/agent/login' },
    );
    await root.loginByCredentials('anna@garant-broker.ru', 'Secret123');
    expect(navigation.last).toBe('/agent/requests/all');
    await root.logout();
    expect(navigation.last).toBe('/agent/login');
    expect(root.session.hasToken).toBe(false);
  });

  it('switches the organisation, says so and starts from the request list', async () => {
    const { root, navigation } = makeRoot(
      {
        'POST /v1/login/write/organization': ok({ token: 'jwt-2', user: userFixture() }),
        'GET /v1/currentuser/read/organizations': ok(organisations.map((o) => ({ ...o, is_current: o.uuid === 'o2' }))),
      },
      { storage: withToken('jwt-1'), at: '/agent/profile' },
    );
    await expect(root.switchOrganisation('o2')).resolves.toBe(true);
    expect(root.toasts.toasts[0]?.text).toBe('Вы работаете от имени ООО «Тендер-Консалт».');
    expect(navigation.last).toBe('/agent/requests/all');
  });
});

describe('PhoneLoginStore', () => {
  it('sends a code, checks it and logs in; the resend waits a minute', async () => {
    const { root, clock, network, storage } = makeRoot({
      'POST /v1/login/write/send/phone/code': ok({ sent: true }),
      'POST /v1/login/write/check/phone/code': ({ body }) => ok({ valid: (body as { code: string }).code === '123456' }),
      'POST /v1/login/write/phone': ok({ token: 'jwt-p', user: userFixture() }),
      'GET /v1/currentuser/read/organizations': ok([]),
    });
    const phone = root.phoneLogin;
    await expect(phone.sendCode('123')).resolves.toBe(false);
    await expect(phone.sendCode('+7 916 123-45-67')).resolves.toBe(true);
    expect(phone.stage).toBe('code');
    expect(phone.resendInSeconds).toBe(60);
    await expect(phone.sendCode('+7 916 123-45-67')).resolves.toBe(false);
    clock.advance(30_000);
    expect(phone.resendInSeconds).toBe(30);
    await expect(phone.login('000000', true)).resolves.toBe(false);
    expect(phone.codeInvalid).toBe(true);
    await expect(phone.login('123456', true)).resolves.toBe(true);
    expect(network.seen.find((r) => r.url === '/v1/login/write/phone')?.body).toEqual({ phone: '+7 916 123-45-67', code: '123456', rememberme: true });
    expect(storage.getItem('bg_token')).toBe('jwt-p');
    clock.advance(30_000);
    expect(phone.resendInSeconds).toBe(0);
  });
});

describe('SessionStore.can: the table of config/permissions.json the server checks', () => {
  const manager = userFixture({
    available_permissions: [
      { key: 'agent_create_request', name: 'Создание заявок' },
      { key: 'agent_send_to_bank', name: 'Отправка заявок в банк' },
    ],
  });
  const cases: Array<[action: string, allowed: boolean, refusal?: string]> = [
    ['POST /v1/bgrequest/write', true],
    ['POST /v2/bgrequest/write/send', true],
    ['POST /v2/bgrequest/write/:id/prescoring', true],
    ['POST /v1/bgrequest/write/offer/accept', false, 'Недостаточно прав: Принятие предложений банков'],
    ['POST /v1/bgrequest/write/sendofferapprove', false, 'Недостаточно прав: Принятие предложений банков'],
    ['agent_view_edit_users', false, 'Недостаточно прав: Просмотр и редактирование сотрудников'],
    ['agent_view_all_requests', false, 'Недостаточно прав: Просмотр всех заявок организации'],
    // A call no permission guards is open; an unknown key is not.
    ['POST /v1/grid/read/search', true],
    ['agent_no_such_key', false, 'Недостаточно прав: agent_no_such_key'],
  ];
  it.each(cases)('%s → %s', async (action, allowed, refusal) => {
    const { root } = makeRoot({ 'GET /v1/currentuser/read': ok(manager), 'GET /v1/currentuser/read/organizations': ok([]) }, { storage: withToken('jwt') });
    await root.session.loadUser();
    expect(root.session.can(action)).toBe(allowed);
    expect(root.session.refusal(action)).toBe(refusal);
  });

  it('refuses every guarded action before the user is loaded, and reads the keys of the cabinet it runs in', async () => {
    const { root } = makeRoot({}, { storage: withToken('jwt') });
    expect(root.session.can('POST /v1/bgrequest/write')).toBe(false);
    expect(root.session.can('POST /v1/grid/read/search')).toBe(true);
    // The agent cabinet: a client's key does not open the agent's call.
    const client = makeRoot(
      { 'GET /v1/currentuser/read': ok(userFixture({ available_permissions: [{ key: 'client_accept_offer', name: 'Принятие предложений банков' }] })), 'GET /v1/currentuser/read/organizations': ok([]) },
      { storage: withToken('jwt') },
    );
    await client.root.session.loadUser();
    expect(client.root.session.can('POST /v1/bgrequest/write/offer/accept')).toBe(false);
  });
});
