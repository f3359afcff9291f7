import { describe, expect, it } from 'vitest';
import { createHttp } from '../../../src/api/createHttp';
import { base64ToBytes, bytesToBase64, textToBase64 } from '../../../src/api/signer/base64';
import { signerTexts } from '../../../src/api/signer/signerTexts';
import { SignerError } from '../../../src/api/signer/Signer';
import { TestSigner, type TestSignerContext } from '../../../src/api/signer/TestSigner';
import { writeToken } from '../../../src/api/token';
import type { CertificateFactsWire } from '../../../src/domain/wire/signingWire';
import { fail, MemoryStorage, ok, scriptedAdapter, type Route } from '../support/scriptedAdapter';

const facts: CertificateFactsWire = {
  thumbprint: 'A94A8FE5CCB19BA61C4C0873D391E987982FBBD3',
  serial_number: '01DB2C3A7F0C9E8B000000000000000A',
  subject_name: 'Иванов Иван Иванович',
  last_name: 'Иванов',
  first_name: 'Иван',
  middle_name: 'Иванович',
  inn: '770123456789',
  inn_le: '7701234560',
  ogrn: '1027700132195',
  ogrnip: null,
  snils: '12345678901',
  organization: 'ООО «Ромашка»',
  position: 'Генеральный директор',
  issuer_name: 'Тестовый УЦ платформы',
  valid_from: '2026-01-01T00:00:00.000Z',
  valid_to: '2027-01-01T00:00:00.000Z',
};

function setUp(context: TestSignerContext, routes: Record<string, Route>) {
  const storage = new MemoryStorage();
  writeToken(storage, 'jwt-agent');
  const network = scriptedAdapter(routes);
  const http = createHttp({ baseURL: '/', storage, adapter: network.adapter });
  const failures: unknown[] = [];
  http.onFailure((failure) => failures.push(failure));
  return { signer: new TestSigner(http, context), seen: network.seen, failures };
}

describe('the test signer asks the server, by the contract', () => {
  it('lists the certificates of a request, signed in', async () => {
    const { signer, seen } = setUp({ requestId: 42 }, { 'GET /v1/dev/signer/certificates': ok({ certificates: [facts] }) });
    expect(await signer.certificates()).toEqual([
      {
        thumbprint: facts.thumbprint,
        subject_name: 'Иванов Иван Иванович',
        last_name: 'Иванов',
        first_name: 'Иван',
        middle_name: 'Иванович',
        issuer_name: 'Тестовый УЦ платформы',
        valid_from: '2026-01-01T00:00:00.000Z',
        valid_to: '2027-01-01T00:00:00.000Z',
        inn: '770123456789',
        inn_le: '7701234560',
        ogrn: '1027700132195',
        snils: '12345678901',
        organization: 'ООО «Ромашка»',
        position: 'Генеральный директор',
      },
    ]);
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/v1/dev/signer/certificates', params: { request_id: 42 }, authorization: 'Bearer jwt-agent' });
  });

  it('lists the certificates of a sign link without anyone\'s token', async () => {
    const { signer, seen } = setUp({ link: 'sgn_5f2c' }, { 'GET /v1/dev/signer/certificates': ok({ certificates: [facts] }) });
    await signer.certificates();
    expect(seen[0]).toMatchObject({ params: { link: 'sgn_5f2c' }, authorization: undefined });
  });

  it('signs a file detached: its bytes go as base64 and come back byte for byte', async () => {
    const { signer, seen } = setUp({ requestId: 42 }, { 'POST /v1/dev/signer/sign': ok({ signature: 'MIIGsgYJKoZIhvcNAQcCoIIGozCCBp8=' }) });
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0xfe, 0x80, 0x7f, ...new TextEncoder().encode('Счёт № 7 — «Ромашка» 😀')]);

    expect(await signer.signDetached(facts.thumbprint, bytes)).toBe('MIIGsgYJKoZIhvcNAQcCoIIGozCCBp8=');

    expect(seen[0]).toMatchObject({ method: 'POST', url: '/v1/dev/signer/sign', authorization: 'Bearer jwt-agent' });
    expect(seen[0]?.body).toEqual({ thumbprint: facts.thumbprint, content: bytesToBase64(bytes), detached: true, request_id: 42 });
    expect(base64ToBytes((seen[0]?.body as { content: string }).content)).toEqual(bytes);
  });

  it('signs a text attached, as its UTF-8 bytes, for a sign link', async () => {
    const { signer, seen } = setUp({ link: 'sgn_5f2c' }, { 'POST /v1/dev/signer/sign': ok({ signature: 'MIIHAQYJKoZIhvcNAQcC' }) });
    const challenge = 'Подтверждаю вход: 9f1c — Иванов И. И.';

    expect(await signer.signAttached(facts.thumbprint, challenge)).toBe('MIIHAQYJKoZIhvcNAQcC');

    const body = seen[0]?.body as { content: string };
    expect(body).toEqual({ thumbprint: facts.thumbprint, content: textToBase64(challenge), detached: false, link: 'sgn_5f2c' });
    expect(new TextDecoder().decode(base64ToBytes(body.content))).toBe(challenge);
    expect(seen[0]?.authorization).toBeUndefined();
  });

  it('lists and signs with the certificates of the sign-in page without anyone\'s token', async () => {
    const { signer, seen } = setUp({ for: 'login' }, {
      'GET /v1/dev/signer/certificates': ok({ certificates: [facts] }),
      'POST /v1/dev/signer/sign': ok({ signature: 'MIIHAQYJKoZIhvcNAQcC' }),
    });
    await signer.certificates();
    await signer.signAttached(facts.thumbprint, 'Вход');
    expect(seen[0]).toMatchObject({ params: { for: 'login' }, authorization: undefined });
    expect(seen[1]).toMatchObject({ body: { thumbprint: facts.thumbprint, content: textToBase64('Вход'), detached: false, for: 'login' }, authorization: undefined });
    const none = setUp({ for: 'login' }, { 'GET /v1/dev/signer/certificates': ok({ certificates: [] }) });
    expect(await none.signer.check()).toEqual({ available: false, problem: 'no_certificates', message: signerTexts.testNoLoginCertificates });
  });

  it('lists the signed-in person\'s own certificates with his token', async () => {
    const { signer, seen } = setUp({ for: 'me' }, { 'GET /v1/dev/signer/certificates': ok({ certificates: [facts] }) });
    await signer.certificates();
    expect(seen[0]).toMatchObject({ params: { for: 'me' }, authorization: 'Bearer jwt-agent' });
  });

  it('says what the test signer is, and that a user without test keys has none', async () => {
    const some = setUp({ requestId: 42 }, { 'GET /v1/dev/signer/certificates': ok({ certificates: [facts] }) });
    expect(await some.signer.check()).toEqual({ available: true, description: signerTexts.testDescription });
    const none = setUp({ requestId: 42 }, { 'GET /v1/dev/signer/certificates': ok({ certificates: [] }) });
    expect(await none.signer.check()).toEqual({ available: false, problem: 'no_certificates', message: signerTexts.testNoCertificates });
  });
});

describe('the test signer\'s failures', () => {
  it('carry the server\'s Russian message, and reach no failure listener', async () => {
    const { signer, failures } = setUp({ requestId: 42 }, {
      'POST /v1/dev/signer/sign': fail(403, 'Подписывать заявку может только руководитель клиента', 40300),
    });
    const refusal = signer.signDetached(facts.thumbprint, new Uint8Array([1, 2, 3]));
    await expect(refusal).rejects.toBeInstanceOf(SignerError);
    await expect(refusal).rejects.toMatchObject({ problem: 'failed', message: 'Подписывать заявку может только руководитель клиента' });
    expect(failures).toEqual([]);
  });

  it('without a message (no answer at all) say the server did not answer', async () => {
    const { signer } = setUp({ requestId: 42 }, { 'GET /v1/dev/signer/certificates': { network: 'down' } });
    expect(await signer.check()).toEqual({ available: false, problem: 'failed', message: signerTexts.testServerSilent });
  });
});
