import { describe, expect, it } from 'vitest';
import type { RegistrationValues } from '../../src/runtime/AccountStore';
import { fail, ok } from '../api/support/scriptedAdapter';
import { makeRoot, userFixture } from './support/harness';

const valid: RegistrationValues = {
  last_name: 'Смирнова',
  first_name: 'Анна',
  middle_name: '',
  email: 'anna@garant-broker.ru',
  phone: '+7 916 123-45-67',
  password: 'Garant2026',
  password_repeat: 'Garant2026',
  organization_name: 'ООО «Гарант-Брокер»',
  inn: '7707083893',
  agree: true,
};

describe('AccountStore registration', () => {
  it('finds nothing wrong with a complete form', () => {
    expect(makeRoot().root.account.registrationErrors(valid)).toEqual({});
  });

  const broken: [keyof RegistrationValues, unknown, string][] = [
    ['last_name', '  ', 'Укажите фамилию'],
    ['first_name', 'Анна1', 'Допустимы только буквы, пробел, дефис и апостроф'],
    ['middle_name', '123', 'Допустимы только буквы, пробел, дефис и апостроф'],
    ['email', 'anna@', 'Введите корректный адрес электронной почты, например ivanov@example.ru'],
    ['phone', '+7 916', 'Телефон должен содержать не менее 11 цифр, например +7 999 123-45-67'],
    ['password', 'short1', 'Пароль должен содержать не менее 8 символов'],
    ['password', 'onlyletters', 'Пароль должен содержать хотя бы одну букву и одну цифру'],
    ['password_repeat', 'Garant2027', 'Пароли не совпадают'],
    ['organization_name', '', 'Укажите наименование организации'],
    ['inn', '7707083894', 'Неверный ИНН: не сходится контрольное число'],
    ['inn', '77070', 'ИНН должен содержать 10 цифр (организация) или 12 цифр (ИП, физическое лицо)'],
    ['agree', false, 'Чтобы зарегистрироваться, подтвердите согласие'],
  ];
  it.each(broken)('%s = %j: %s', (field, value, message) => {
    const changed = { ...valid, [field]: value };
    if (field === 'password') changed.password_repeat = String(value);
    const errors = makeRoot().root.account.registrationErrors(changed);
    expect(errors).toEqual({ [field]: message });
  });

  it('refuses other domains when the server allows only some', async () => {
    const { root } = makeRoot({ 'GET /v1/config/read/app': ok({ allowed_email_domains: ['garant.ru', 'bank.ru'] }) });
    await root.config.load();
    expect(root.account.registrationErrors(valid).email).toBe('Регистрация доступна только для адресов в доменах: garant.ru, bank.ru');
    expect(root.account.registrationErrors({ ...valid, email: 'anna@Garant.ru' }).email).toBeUndefined();
  });

  it('sends the contract fields, trimmed, without the repeat and without an empty middle name', async () => {
    const { root, network, navigation } = makeRoot({ 'POST /v1/registration/write/agent': ok({ login: 'anna@garant-broker.ru', confirm_required: true }) });
    await expect(root.account.register({ ...valid, last_name: ' Смирнова ' })).resolves.toBe(true);
    expect(network.seen[0]?.body).toEqual({
      last_name: 'Смирнова',
      first_name: 'Анна',
      email: 'anna@garant-broker.ru',
      phone: '+7 916 123-45-67',
      password: 'Garant2026',
      organization_name: 'ООО «Гарант-Брокер»',
      inn: '7707083893',
      agree: true,
    });
    expect(root.account.codeSentTo).toBe('anna@garant-broker.ru');
    expect(navigation.last).toBe('/agent/confirm?login=anna%40garant-broker.ru');
  });

  it('does not call the server with a broken form, and shows the server refusal', async () => {
    const { root, network } = makeRoot({ 'POST /v1/registration/write/agent': fail(400, 'Пользователь с таким e-mail уже зарегистрирован') });
    await expect(root.account.register({ ...valid, agree: false })).resolves.toBe(false);
    expect(network.seen).toEqual([]);
    await expect(root.account.register(valid)).resolves.toBe(false);
    expect(root.toasts.toasts[0]?.text).toBe('Пользователь с таким e-mail уже зарегистрирован');
  });
});

describe('AccountStore codes and recovery', () => {
  it('confirms the registration by a 6-digit code in the path, then goes to login with a success message', async () => {
    const { root, network, navigation } = makeRoot({ 'POST /v1/confirm/write/123456': ok({ confirmed: true, login: 'a@b.ru' }) });
    await expect(root.account.confirm('12345')).resolves.toBe(false);
    await expect(root.account.confirm(' 123456 ')).resolves.toBe(true);
    expect(network.seen.map((r) => r.url)).toEqual(['/v1/confirm/write/123456']);
    expect(navigation.last).toBe('/agent/login?login=a%40b.ru');
    expect(root.toasts.toasts.map((t) => [t.type, t.title])).toEqual([['success', 'Регистрация подтверждена']]);
  });

  it('a wrong confirmation code stays on the page with the server message', async () => {
    const { root, navigation } = makeRoot({ 'POST /v1/confirm/write/000000': fail(400, 'Неверный или просроченный код подтверждения') });
    await expect(root.account.confirm('000000')).resolves.toBe(false);
    expect(navigation.history).toEqual([]);
    expect(root.toasts.toasts.map((t) => t.text)).toEqual(['Неверный или просроченный код подтверждения']);
  });

  it('asks for a recovery code and sets a new password with it', async () => {
    const { root, network, navigation } = makeRoot({
      'POST /v1/user/write/recover': ok({ sent: true }),
      'POST /v1/user/write/confirm-recover': ok({ changed: true }),
    });
    await expect(root.account.recover('not-an-email')).resolves.toBe(false);
    await expect(root.account.recover('anna@garant-broker.ru')).resolves.toBe(true);
    expect(root.account.codeSentTo).toBe('anna@garant-broker.ru');
    expect(navigation.last).toBe('/agent/confirm-recover?login=anna%40garant-broker.ru');
    await expect(root.account.confirmRecover('anna@garant-broker.ru', '654321', 'NewPass2026', 'NewPass2025')).resolves.toBe(false);
    await expect(root.account.confirmRecover('not-an-email', '654321', 'NewPass2026', 'NewPass2026')).resolves.toBe(false);
    await expect(root.account.confirmRecover('anna@garant-broker.ru', '654321', 'NewPass2026', 'NewPass2026')).resolves.toBe(true);
    expect(network.seen.map((r) => [r.url, r.body])).toEqual([
      ['/v1/user/write/recover', { login: 'anna@garant-broker.ru' }],
      ['/v1/user/write/confirm-recover', { login: 'anna@garant-broker.ru', code: '654321', password: 'NewPass2026' }],
    ]);
    expect(navigation.last).toBe('/agent/login?login=anna%40garant-broker.ru');
    expect(root.toasts.toasts.map((t) => t.title)).toEqual(['Проверьте почту', 'Пароль изменён']);
  });
});

describe('the code screens after a wrong code', () => {
  const session = (login: string) => ok({ token: 'jwt-new', user: { ...userFixture(), login } });

  it('a wrong code\'s red toast goes once the right code is accepted', async () => {
    let tries = 0;
    const { root } = makeRoot({
      'POST /v1/confirm/write/000000': fail(400, 'Неверный или просроченный код подтверждения'),
      'POST /v1/confirm/write/123456': () => (tries++ >= 0 ? ok({ confirmed: true, login: 'a@b.ru' }) : fail(500)),
    });
    await root.account.confirm('000000');
    expect(root.toasts.toasts.map((toast) => toast.type)).toEqual(['error']);
    await root.account.confirm('123456');
    expect(root.toasts.toasts.filter((toast) => toast.type === 'error')).toEqual([]);
  });

  it('a wrong password\'s or code\'s red toast goes once the sign-in succeeds', async () => {
    let right = false;
    const { root } = makeRoot({
      'POST /v1/login/write/creds': () => (right ? session('a@b.ru') : fail(400, 'Неверный e-mail или пароль')),
      'GET /v1/currentuser/read/organizations': ok([]),
    });
    await root.loginByCredentials('a@b.ru', 'wrong-pass1');
    expect(root.toasts.toasts.map((toast) => toast.type)).toEqual(['error']);
    right = true;
    await expect(root.loginByCredentials('a@b.ru', 'Garant2026')).resolves.toBe(true);
    expect(root.toasts.toasts.filter((toast) => toast.type === 'error')).toEqual([]);
  });

  it('a confirmed registration signs the agent in with the password just chosen, and lands on the request list', async () => {
    const { root, network, navigation } = makeRoot({
      'POST /v1/registration/write/agent': ok({ login: 'anna@garant-broker.ru', confirm_required: true }),
      'POST /v1/confirm/write/123456': ok({ confirmed: true, login: 'anna@garant-broker.ru' }),
      'POST /v1/login/write/creds': session('anna@garant-broker.ru'),
      'GET /v1/currentuser/read/organizations': ok([]),
    });
    await root.account.register(valid);
    await expect(root.account.confirm('123456')).resolves.toBe(true);
    const signIn = network.seen.find((seen) => seen.url === '/v1/login/write/creds');
    expect(signIn?.body).toEqual({ email: 'anna@garant-broker.ru', password: 'Garant2026', actor: 'agent' });
    expect(root.session.isAuthorised).toBe(true);
    expect(navigation.last).toBe('/agent/requests/all');
    // The password is used once and forgotten: a second confirmation does not sign in again.
    expect(JSON.stringify(root.account)).not.toContain('Garant2026');
  });

  it('without the registration in this tab (a link opened elsewhere), the confirmation goes to sign-in as before', async () => {
    const { root, network, navigation } = makeRoot({ 'POST /v1/confirm/write/123456': ok({ confirmed: true, login: 'a@b.ru' }) });
    await expect(root.account.confirm('123456')).resolves.toBe(true);
    expect(network.seen.some((seen) => seen.url === '/v1/login/write/creds')).toBe(false);
    expect(navigation.last).toBe('/agent/login?login=a%40b.ru');
  });
});
