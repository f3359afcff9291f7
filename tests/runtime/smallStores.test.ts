import { describe, expect, it } from 'vitest';
import { fail, MemoryStorage, ok } from '../api/support/scriptedAdapter';
import { makeRoot, userFixture, withToken } from './support/harness';

describe('CookieNoticeStore', () => {
  it('shows until accepted and keeps the choice under cookieInfo', () => {
    const storage = new MemoryStorage();
    const { root } = makeRoot({}, { storage });
    root.route.enter('Index', {});
    expect(root.cookieNotice.visible).toBe(true);
    root.cookieNotice.accept();
    expect(root.cookieNotice.visible).toBe(false);
    expect(storage.getItem('cookieInfo')).toBe('accepted');
    expect(makeRoot({}, { storage }).root.cookieNotice.visible).toBe(false);
  });

  it.each(['Login', 'Register', 'Confirm', 'Recovery', 'ConfirmRecover'])('is hidden on %s', (name) => {
    const { root } = makeRoot();
    root.route.enter(name, {});
    expect(root.cookieNotice.visible).toBe(false);
    root.route.enter('Documents', {});
    expect(root.cookieNotice.visible).toBe(true);
  });
});

describe('LoadingStore', () => {
  it('shows until the initial data has loaded and hides 1 s after', async () => {
    const { root, clock } = makeRoot(
      {
        'GET /v1/config/read/app': ok({ registration: false }),
        'GET /v1/currentuser/read': ok(userFixture()),
        'GET /v1/currentuser/read/organizations': ok([]),
      },
      { storage: withToken('t') },
    );
    expect(root.loading.visible).toBe(true);
    await root.start();
    expect(root.loading.initialLoaded).toBe(true);
    expect(root.config.registrationEnabled).toBe(false);
    expect(root.session.isAuthorised).toBe(true);
    clock.advance(999);
    expect(root.loading.visible).toBe(true);
    clock.advance(1);
    expect(root.loading.visible).toBe(false);
  });

  it('also goes away when the initial calls fail', async () => {
    const { root, clock } = makeRoot({ 'GET /v1/config/read/app': fail(500) });
    await root.start();
    clock.advance(1000);
    expect(root.loading.visible).toBe(false);
    expect(root.config.registrationEnabled).toBe(true);
  });
});

describe('AppConfigStore', () => {
  it('takes the server switches over the shipped ones', async () => {
    const { root } = makeRoot({
      'GET /v1/config/read/app': ok({ registration: true, phone_registration: false, environment: 'demo', credentials_type: 'email', allowed_email_domains: ['Garant.RU'] }),
    });
    await root.config.load();
    expect(root.config.phoneLoginEnabled).toBe(false);
    expect(root.config.isProduction).toBe(false);
    expect(root.config.allowedEmailDomains).toEqual(['garant.ru']);
  });
});
