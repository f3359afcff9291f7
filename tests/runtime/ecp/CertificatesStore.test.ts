import { describe, expect, it } from 'vitest';
import { certificatesFor } from '../../../src/runtime/ecp/ecpFor';
import type { AttachedCertificateWire } from '../../../src/domain/wire/ecpWire';
import type { CertificateFactsWire } from '../../../src/domain/wire/signingWire';
import { fail, ok, type Route } from '../../api/support/scriptedAdapter';
import { makeRoot, withToken } from '../support/harness';

function facts(thumbprint: string, overrides: Partial<CertificateFactsWire> = {}): CertificateFactsWire {
  return {
    thumbprint,
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
    ...overrides,
  };
}

const own = facts('A'.repeat(40));
const personal = facts('B'.repeat(40), { inn_le: null, ogrn: null, organization: null, subject_name: 'Смирнова Анна Сергеевна' });
const attachedOwn: AttachedCertificateWire = { ...own, attached_at: '2026-03-01T09:00:00.000Z' };
const challenge = 'Прикрепление сертификата электронной подписи к учётной записи anna@garant-broker.ru\nОдноразовый код: z9';

async function demoProfile(routes: Record<string, Route>) {
  const made = makeRoot(
    {
      'GET /v1/config/read/app': ok({ environment: 'demo' }),
      'GET /v1/current-user-profile/read/certificates': ok([attachedOwn]),
      'GET /v1/dev/signer/certificates': ok({ certificates: [own, personal] }),
      'POST /v1/login/write/attach-ecp/challenge': ok({ challenge, expires_at: '2026-03-01T09:05:00.000Z' }),
      'POST /v1/dev/signer/sign': ok({ signature: 'MIIGsgYJKoZIhvcNAQcCoIIGozCCBp8=' }),
      ...routes,
    },
    { storage: withToken('jwt-anna') },
  );
  await made.root.config.load();
  const store = certificatesFor(made.root);
  await store.load();
  return { ...made, store };
}

describe('CertificatesStore: the profile\'s certificates of electronic signature', () => {
  it('lists the attached certificates and attaches another by a signed challenge', async () => {
    const attachedPersonal: AttachedCertificateWire = { ...personal, attached_at: '2026-03-02T10:00:00.000Z' };
    const { store, network } = await demoProfile({ 'POST /v1/login/write/attach-ecp': ok(attachedPersonal) });
    expect(store.attached).toEqual([attachedOwn]);

    await store.startAttach();
    expect(store.choosing).toBe(true);
    expect(network.seen.find((seen) => seen.url === '/v1/dev/signer/certificates')).toMatchObject({ params: { for: 'me' }, authorization: 'Bearer jwt-anna' });
    // The first one not attached yet is chosen; an attached one cannot be attached again.
    expect(store.thumbprint).toBe(personal.thumbprint);
    store.choose(own.thumbprint);
    expect(store.canAttach).toBe(false);
    store.choose(personal.thumbprint);
    expect(store.canAttach).toBe(true);

    await expect(store.attach()).resolves.toBe(true);
    const posts = network.seen.filter((seen) => seen.method === 'POST');
    expect(posts.map((seen) => seen.url)).toEqual(['/v1/login/write/attach-ecp/challenge', '/v1/dev/signer/sign', '/v1/login/write/attach-ecp']);
    expect(posts[0]).toMatchObject({ body: { thumbprint: personal.thumbprint }, authorization: 'Bearer jwt-anna' });
    expect(posts[1]?.body).toMatchObject({ for: 'me', thumbprint: personal.thumbprint, detached: false });
    expect(posts[2]?.body).toEqual({ scope: 'MIIGsgYJKoZIhvcNAQcCoIIGozCCBp8=' });
    expect(store.attached.map((certificate) => certificate.thumbprint)).toEqual([personal.thumbprint, own.thumbprint]);
    expect(store.choosing).toBe(false);
    expect(store.notice).toBe('Сертификат «Смирнова Анна Сергеевна» прикреплён: теперь можно входить по электронной подписи');
  });

  it('shows a refusal of the attachment beside the choice, not as a toast', async () => {
    const taken = 'Этот сертификат уже прикреплён к другой учётной записи платформы: один сертификат открывает только одну учётную запись. Открепите его в профиле той учётной записи или выберите другой сертификат';
    const { store, root } = await demoProfile({ 'POST /v1/login/write/attach-ecp': fail(409, taken) });
    await store.startAttach();
    await expect(store.attach()).resolves.toBe(false);
    expect(store.error).toBe(taken);
    expect(store.choosing).toBe(true);
    expect(store.attaching).toBe(false);
    expect(store.attached).toEqual([attachedOwn]);
    expect(root.toasts.toasts).toEqual([]);
    store.cancelAttach();
    expect(store.choosing).toBe(false);
    expect(store.error).toBeNull();
  });

  it('detaches a certificate; a refused detachment is told in the block and changes nothing', async () => {
    const { store, network } = await demoProfile({ 'POST /v1/login/write/detach-ecp': ok({ detached: true }) });
    await expect(store.detach(own.thumbprint)).resolves.toBe(true);
    expect(network.seen.find((seen) => seen.url === '/v1/login/write/detach-ecp')?.body).toEqual({ thumbprint: own.thumbprint });
    expect(store.attached).toEqual([]);
    expect(store.notice).toBe('Сертификат «Смирнова Анна Сергеевна» откреплён: входить по нему больше нельзя');

    const refused = await demoProfile({ 'POST /v1/login/write/detach-ecp': fail(404, 'Сертификат не прикреплён к вашей учётной записи') });
    await expect(refused.store.detach(own.thumbprint)).resolves.toBe(false);
    expect(refused.store.attached).toEqual([attachedOwn]);
    expect(refused.store.detachError).toBe('Сертификат не прикреплён к вашей учётной записи');
    expect(refused.root.toasts.toasts).toEqual([]);
    expect(refused.store.detaching).toBeNull();
  });

  it('says why the signer cannot sign and offers nothing to attach', async () => {
    const { store } = await demoProfile({ 'GET /v1/dev/signer/certificates': ok({ certificates: [] }) });
    await store.startAttach();
    expect(store.availability).toMatchObject({ available: false, problem: 'no_certificates', message: 'На сервере нет тестовых сертификатов для этого пользователя.' });
    expect(store.canAttach).toBe(false);
    await expect(store.attach()).resolves.toBe(false);
  });

  it('keeps the load failure as text', async () => {
    const { store } = await demoProfile({ 'GET /v1/current-user-profile/read/certificates': { network: 'down' } });
    expect(store.loadState).toBe('failed');
    expect(store.loadError).toBe('Сервер не ответил. Проверьте соединение и повторите попытку.');
  });
});
