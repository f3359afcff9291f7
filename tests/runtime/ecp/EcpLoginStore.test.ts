import { describe, expect, it } from 'vitest';
import { textToBase64 } from '../../../src/api/signer/base64';
import { ecpLoginFor } from '../../../src/runtime/ecp/ecpFor';
import type { CertificateFactsWire } from '../../../src/domain/wire/signingWire';
import { fail, ok, type Route } from '../../api/support/scriptedAdapter';
import { makeRoot, userFixture, withToken } from '../support/harness';

const certificate: CertificateFactsWire = {
  thumbprint: 'A94A8FE5CCB19BA61C4C0873D391E987982FBBD3',
  serial_number: '0A',
  subject_name: 'ООО «Гарант-Брокер»',
  last_name: 'Смирнова',
  first_name: 'Анна',
  middle_name: 'Сергеевна',
  inn: '770123456789',
  inn_le: '7707083893',
  ogrn: '1027700132195',
  ogrnip: null,
  snils: '11223344595',
  organization: 'ООО «Гарант-Брокер»',
  position: null,
  issuer_name: 'Тестовый УЦ платформы',
  valid_from: '2026-01-01T00:00:00.000Z',
  valid_to: '2028-01-01T00:00:00.000Z',
};

const challenge = 'Вход в личный кабинет платформы банковских гарантий\nОдноразовый код: q1w2e3\nВыдан: 2026-03-01T09:00:00.000Z';

/** A demo build: the sign-in page's test signer lists the attached certificates and signs with them. */
async function demoRoot(routes: Record<string, Route>, storage = withToken('stale')) {
  const made = makeRoot(
    {
      'GET /v1/config/read/app': ok({ environment: 'demo' }),
      'GET /v1/dev/signer/certificates': ok({ certificates: [certificate] }),
      'POST /v1/login/write/ecp/challenge': ok({ challenge, expires_at: '2026-03-01T09:05:00.000Z' }),
      'POST /v1/dev/signer/sign': ok({ signature: 'MIIGsgYJKoZIhvcNAQcCoIIGozCCBp8=' }),
      'GET /v1/currentuser/read/organizations': ok([]),
      ...routes,
    },
    { storage, at: '/agent/login?authType=ecp&redirect=%2Fagent%2Fprofile' },
  );
  await made.root.config.load();
  return made;
}

describe('EcpLoginStore: the sign-in by a qualified signature', () => {
  it('lists the test certificates of the sign-in page, signs the challenge attached and signs in with it', async () => {
    const { root, network, storage, navigation } = await demoRoot({ 'POST /v1/login/write/ecp': ok({ token: 'jwt-ecp', user: userFixture() }) });
    const store = ecpLoginFor(root);
    await store.load();
    expect(store.testSigner).toBe(true);
    expect(store.availability).toMatchObject({ available: true });
    expect(store.thumbprint).toBe(certificate.thumbprint);
    expect(network.seen.find((seen) => seen.url === '/v1/dev/signer/certificates')).toMatchObject({ params: { for: 'login' }, authorization: undefined });

    store.setRememberme(false);
    await expect(store.login()).resolves.toBe(true);
    const calls = network.seen.filter((seen) => seen.method === 'POST');
    expect(calls.map((seen) => seen.url)).toEqual(['/v1/login/write/ecp/challenge', '/v1/dev/signer/sign', '/v1/login/write/ecp']);
    expect(calls[0]).toMatchObject({ body: { thumbprint: certificate.thumbprint }, authorization: undefined });
    // The challenge's very text, attached, by the chosen certificate, on the sign-in page's scope.
    expect(calls[1]?.body).toEqual({ for: 'login', thumbprint: certificate.thumbprint, content: textToBase64(challenge), detached: false });
    expect(calls[2]).toMatchObject({ body: { scope: 'MIIGsgYJKoZIhvcNAQcCoIIGozCCBp8=', rememberme: false, actor: 'agent' }, authorization: undefined });
    expect(storage.getItem('bg_token')).toBe('jwt-ecp');
    expect(root.session.isAuthorised).toBe(true);
    expect(navigation.last).toBe('/agent/profile');
    expect(store.error).toBeNull();
    expect(store.pending).toBe(false);
  });

  it('shows the server\'s refusal on the tab, not as a toast, and keeps no token', async () => {
    const refusal = 'Этот сертификат не прикреплён ни к одной учётной записи. Войдите по e-mail и паролю, прикрепите сертификат в профиле (блок «Сертификаты электронной подписи») и после этого входите по электронной подписи';
    const { root, storage } = await demoRoot({ 'POST /v1/login/write/ecp': fail(400, refusal) }, withToken('old'));
    storage.removeItem('bg_token');
    const store = ecpLoginFor(root);
    await store.load();
    await expect(store.login()).resolves.toBe(false);
    expect(store.error).toBe(refusal);
    expect(root.toasts.toasts).toEqual([]);
    expect(storage.getItem('bg_token')).toBeNull();
    // Another certificate chosen: the old refusal goes.
    store.choose(certificate.thumbprint);
    expect(store.error).toBeNull();
  });

  it('tells the signer\'s failure and a silent server in Russian, and does not sign in', async () => {
    const signerDown = await demoRoot({ 'POST /v1/dev/signer/sign': fail(400, 'Тестовый сертификат не найден: выберите сертификат из списка') });
    const store = ecpLoginFor(signerDown.root);
    await store.load();
    await expect(store.login()).resolves.toBe(false);
    expect(store.error).toBe('Тестовый сертификат не найден: выберите сертификат из списка');
    expect(signerDown.network.seen.some((seen) => seen.url === '/v1/login/write/ecp')).toBe(false);

    const offline = await demoRoot({ 'POST /v1/login/write/ecp/challenge': { network: 'down' } });
    const second = ecpLoginFor(offline.root);
    await second.load();
    await expect(second.login()).resolves.toBe(false);
    expect(second.error).toBe('Сервер не ответил. Проверьте соединение и повторите попытку.');
  });

  it('has nothing to sign with when no certificate is attached yet, and says where to attach one', async () => {
    const { root } = await demoRoot({ 'GET /v1/dev/signer/certificates': ok({ certificates: [] }) });
    const store = ecpLoginFor(root);
    await store.load();
    expect(store.availability).toEqual({
      available: false,
      problem: 'no_certificates',
      message: 'Тестовых сертификатов, прикреплённых к учётным записям, пока нет. Войдите по e-mail и паролю и прикрепите тестовый сертификат в профиле (блок «Сертификаты электронной подписи»).',
    });
    expect(store.canLogin).toBe(false);
    await expect(store.login()).resolves.toBe(false);
  });

  it('uses the CryptoPro plug-in in production, chosen when the switches have arrived', async () => {
    const made = makeRoot({ 'GET /v1/config/read/app': ok({ environment: 'prod' }) });
    const store = ecpLoginFor(made.root);
    await made.root.config.load();
    expect(store.testSigner).toBe(false);
  });
});
