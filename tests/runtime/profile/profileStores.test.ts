import { describe, expect, it } from 'vitest';
import { profileFor } from '../../../src/runtime/profile/profileFor';
import { emailPromptKey } from '../../../src/runtime/profile/EmailPromptStore';
import { fail, ok, type Route } from '../../api/support/scriptedAdapter';
import { makeRoot, userFixture, withToken } from '../support/harness';

const hour = 3_600_000;

/** A signed-in root whose GET /v1/currentuser/read answers `user()` each time. */
async function signedIn(routes: Record<string, Route>, user: () => Record<string, unknown> = () => userFixture()) {
  const storage = withToken('jwt-1');
  const made = makeRoot({ 'GET /v1/currentuser/read': () => ok(user()), 'GET /v1/currentuser/read/organizations': ok([]), ...routes }, { storage });
  await made.root.session.loadUser();
  return { ...made, profile: profileFor(made.root) };
}

describe('PersonStore', () => {
  it('sends trimmed names with an empty middle name as null, reloads the user and closes the form', async () => {
    let current = userFixture();
    const { profile, network, root } = await signedIn(
      {
        'POST /v1/currentuser/write/update': (request) => {
          current = userFixture(request.body as Record<string, unknown>);
          return ok(current);
        },
      },
      () => current,
    );
    profile.person.edit();
    await expect(profile.person.save({ last_name: ' Петрова ', first_name: 'Анна', middle_name: ' ', post: '' })).resolves.toBe(true);
    expect(network.seen.find((request) => request.url.endsWith('/write/update'))?.body).toEqual({ last_name: 'Петрова', first_name: 'Анна', middle_name: null, post: null });
    expect(profile.person.editing).toBe(false);
    expect(root.session.displayName).toBe('Петрова Анна');
  });

  it('keeps a refusal in the form, without a red toast', async () => {
    const { profile, root } = await signedIn({ 'POST /v1/currentuser/write/update': fail(400, 'Поле «Фамилия»: допустимы только буквы') });
    profile.person.edit();
    await expect(profile.person.save({ last_name: 'Петрова', first_name: 'Анна', middle_name: '', post: '' })).resolves.toBe(false);
    expect(profile.person.call.error).toBe('Поле «Фамилия»: допустимы только буквы');
    expect(profile.person.editing).toBe(true);
    expect(root.toasts.toasts.filter((toast) => toast.type === 'error')).toHaveLength(0);
  });

  it('ends the session on a 401 through the error catalogue', async () => {
    const { profile, root } = await signedIn({ 'POST /v1/currentuser/write/update': fail(401, 'Сессия истекла, войдите снова') });
    await profile.person.save({ last_name: 'Петрова', first_name: 'Анна', middle_name: '', post: '' });
    expect(root.session.token).toBeNull();
  });
});

describe('ContactsStore', () => {
  it('changes the phone in two steps: the code goes out, then the code saves it', async () => {
    const { profile, network } = await signedIn({
      'POST /v1/user/write/set-phone/1': (request) => ok((request.body as { code?: string }).code ? { phone: '79990001122' } : { sent: true, channel: 'sms', sent_to: '+7 *** ***-11-22' }),
    });
    profile.contacts.open('phone');
    await expect(profile.contacts.sendPhoneCode('+7 999 000-11-22', 'sms')).resolves.toBe(true);
    expect(profile.contacts.stage).toBe('phoneCode');
    expect(profile.contacts.sentTo).toBe('+7 *** ***-11-22');
    await expect(profile.contacts.confirmPhone('123456')).resolves.toBe(true);
    expect(network.seen.filter((request) => request.url.includes('set-phone')).map((request) => request.body)).toEqual([
      { user_input: '+7 999 000-11-22', channel: 'sms' },
      { user_input: '+7 999 000-11-22', channel: 'sms', code: '123456' },
    ]);
    expect(profile.contacts.stage).toBe('idle');
  });

  it('shows a taken e-mail in the form and stays open', async () => {
    const { profile } = await signedIn({ 'POST /v1/user/write/set-email/1': fail(400, 'Пользователь с таким e-mail уже зарегистрирован') });
    profile.contacts.open('email');
    await expect(profile.contacts.changeEmail('Secret2026', 'taken@example.ru')).resolves.toBe(false);
    expect(profile.contacts.call.error).toBe('Пользователь с таким e-mail уже зарегистрирован');
    expect(profile.contacts.stage).toBe('email');
  });
});

describe('SecurityStore', () => {
  it('turns two-factor on with the password kept only until the code', async () => {
    const { profile, network } = await signedIn({
      'POST /v1/currentuser/write/two-factor': (request) =>
        ok((request.body as { code?: string }).code ? { two_factor: true, two_factor_channel: 'email' } : { sent: true, channel: 'email', sent_to: 'an***@garant-broker.ru' }),
    });
    profile.security.open('enable');
    await profile.security.sendEnableCode('Secret2026', 'email');
    expect(profile.security.stage).toBe('enableCode');
    await expect(profile.security.confirmEnable('654321')).resolves.toBe(true);
    expect(network.seen.filter((request) => request.url.endsWith('two-factor')).map((request) => request.body)).toEqual([
      { enabled: true, password: 'Secret2026', channel: 'email' },
      { enabled: true, password: 'Secret2026', channel: 'email', code: '654321' },
    ]);
    expect(profile.security.stage).toBe('idle');
  });

  it('does not send a new password that fails the local rules', async () => {
    const { profile, network } = await signedIn({});
    await expect(profile.security.changePassword('Secret2026', 'short', 'short')).resolves.toBe(false);
    await expect(profile.security.changePassword('Secret2026', 'Changed2026', 'Changed2027')).resolves.toBe(false);
    expect(network.seen.some((request) => request.url.endsWith('/password'))).toBe(false);
  });
});

describe('OrganizationStore', () => {
  it('sends only what changed, the KPP in capitals, and refuses an OGRN of a wrong length before the call', async () => {
    const { profile, network } = await signedIn({ 'POST /v1/organization/write/update/kpp_or_ogrn': ok({ uuid: 'o', name: 'ООО', inn: '7707083893', kpp: '7736AB001', ogrn: '1027700132195' }) });
    expect(profile.organization.errors({ kpp: '773601001', ogrn: '123' })).toEqual({ ogrn: 'ОГРН организации должен содержать 13 цифр' });
    await expect(profile.organization.save({ kpp: '7736ab001', ogrn: '1027700132195' })).resolves.toBe(true);
    expect(network.seen.find((request) => request.url.endsWith('kpp_or_ogrn'))?.body).toEqual({ kpp: '7736AB001' });
  });
});

describe('EmailPromptStore (spec-2 §9: repeats hourly)', () => {
  it('opens for an unconfirmed e-mail, is put off for an hour and opens again by itself', async () => {
    const { profile, clock, storage } = await signedIn({}, () => userFixture({ email_confirmed: false }));
    const prompt = profile.emailPrompt;
    const stop = prompt.start();
    expect(prompt.open).toBe(true);
    prompt.later();
    expect(prompt.open).toBe(false);
    expect(storage.getItem(emailPromptKey(userFixture().uuid))).toBe(String(clock.now()));
    clock.advance(hour - 1000);
    expect(prompt.open).toBe(false);
    clock.advance(1000);
    expect(prompt.open).toBe(true);
    stop();
  });

  it('stays closed for a confirmed e-mail and for a user without the flag (an older server)', async () => {
    const confirmed = await signedIn({}, () => userFixture({ email_confirmed: true }));
    const stop = confirmed.profile.emailPrompt.start();
    expect(confirmed.profile.emailPrompt.open).toBe(false);
    stop();
    const older = await signedIn({});
    const stopOlder = older.profile.emailPrompt.start();
    expect(older.profile.emailPrompt.open).toBe(false);
    stopOlder();
  });

  it('confirms by a code and closes', async () => {
    let confirmed = false;
    const { profile } = await signedIn(
      {
        'POST /v1/currentuser/write/confirm-email': (request) => {
          if (!(request.body as { code?: string }).code) return ok({ sent: true, channel: 'email', sent_to: 'an***@garant-broker.ru' });
          confirmed = true;
          return ok({ email_confirmed: true });
        },
      },
      () => userFixture({ email_confirmed: confirmed }),
    );
    const stop = profile.emailPrompt.start();
    await profile.emailPrompt.sendCode();
    expect(profile.emailPrompt.stage).toBe('code');
    await expect(profile.emailPrompt.confirm('111222')).resolves.toBe(true);
    expect(profile.emailPrompt.open).toBe(false);
    stop();
  });
});

describe('two-factor sign-in (SessionStore)', () => {
  it('waits for the code after a right password, then signs in with the same e-mail and password', async () => {
    const { root, network } = makeRoot({
      'POST /v1/login/write/creds': (request) =>
        ok((request.body as { code?: string }).code ? { token: 'jwt-2', user: userFixture({ two_factor: true }) } : { two_factor_required: true, channel: 'sms', sent_to: '+7 *** ***-45-67' }),
      'GET /v1/currentuser/read/organizations': ok([]),
    });
    await expect(root.loginByCredentials('anna@garant-broker.ru', 'Secret2026')).resolves.toBe(false);
    expect(root.session.twoFactor).toEqual({ two_factor_required: true, channel: 'sms', sent_to: '+7 *** ***-45-67' });
    expect(root.session.token).toBeNull();
    await expect(root.confirmTwoFactor(' 123456 ')).resolves.toBe(true);
    expect(network.seen.filter((request) => request.url.endsWith('/creds')).at(-1)?.body).toEqual({ email: 'anna@garant-broker.ru', password: 'Secret2026', actor: 'agent', code: '123456' });
    expect(root.session.token).toBe('jwt-2');
    expect(root.session.twoFactor).toBeNull();
  });
});
