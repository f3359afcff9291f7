import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readCertificate } from '../../../src/server/signing/crypto/certificateFacts';
import { SignatureError, type SignatureProblem } from '../../../src/server/signing/crypto/SignatureError';
import { closeTrustStore, loadTrustStore } from '../../../src/server/signing/crypto/TrustStore';
import { verifySignature } from '../../../src/server/signing/crypto/verifySignature';
import { describeWithGost } from './gostSuite';
import { head, keptFile, makeSigningFixture, opensslSign, rsaSignature, trader, type SigningFixture } from './signingFixture';

/** The refusal a verification ends in (fails the test when it succeeds). */
async function refusal(promise: Promise<unknown>): Promise<SignatureError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SignatureError) return error;
    throw error;
  }
  throw new Error('the signature was accepted');
}

async function expectRefused(promise: Promise<unknown>, code: SignatureProblem, message?: string | RegExp): Promise<SignatureError> {
  const error = await refusal(promise);
  expect(error.code).toBe(code);
  if (message !== undefined) expect(error.message).toMatch(message);
  // The user never sees OpenSSL's own text.
  expect(error.message).not.toMatch(/error:|openssl|CMS routines/i);
  return error;
}

describeWithGost('verifySignature with real GOST R 34.10-2012 signatures', () => {
  let f: SigningFixture;
  const file = randomBytes(64 * 1024);
  const mismatch = 'Подпись не соответствует файлу: файл изменён после подписания или подписан другой файл';

  beforeAll(async () => {
    f = await makeSigningFixture();
  }, 60_000);
  afterAll(async () => f?.cleanup());

  it('verifies a detached signature of a file and says who signed it', async () => {
    const signature = await f.ca.sign(f.headCertificate.thumbprint, file, { detached: true });
    const before = Date.now();
    const verified = await verifySignature({ signature, content: file, trust: f.trust });
    expect(verified.content.equals(file)).toBe(true);
    expect(verified.certificate).toMatchObject({
      thumbprint: f.headCertificate.thumbprint,
      subject_name: 'ООО «СтройМонтаж»',
      last_name: 'Петров',
      first_name: 'Сергей',
      middle_name: 'Николаевич',
      inn: '770123456723',
      inn_le: '7701234560',
      ogrn: '1027700132195',
      snils: '11223344595',
      organization: 'ООО «СтройМонтаж»',
      position: 'Генеральный директор',
      issuer_name: 'Тестовый УЦ платформы',
    });
    expect(readCertificate(verified.certificateDer).thumbprint).toBe(f.headCertificate.thumbprint);
    expect(verified.signedAt).toBeInstanceOf(Date);
    expect(Math.abs(verified.signedAt!.getTime() - before)).toBeLessThan(60_000);
  });

  it('verifies an attached signature of a text and returns the text, in DER, Base64 and PEM alike', async () => {
    const text = Buffer.from('Согласие на обработку персональных данных\r\nПетров С. Н.\n');
    const der = await f.ca.sign(f.headCertificate.thumbprint, text, { detached: false });
    const base64 = Buffer.from(der.toString('base64'));
    const pem = Buffer.from(`-----BEGIN CMS-----\n${der.toString('base64').replace(/.{64}/g, '$&\n')}\n-----END CMS-----\n`);
    for (const signature of [der, base64, pem]) {
      const verified = await verifySignature({ signature, content: null, trust: f.trust });
      expect(verified.content.toString('utf8')).toBe(text.toString('utf8'));
      expect(verified.certificate.inn_le).toBe('7701234560');
    }
    expect((await verifySignature({ signature: der, content: text, trust: f.trust })).content.equals(text)).toBe(true);
  });

  it('reads an attached signature made in streaming mode (BER, content in chunks)', async () => {
    const big = randomBytes(20_000);
    const signature = opensslSign(keptFile(path.join(f.dir, 'ca'), f.headCertificate), big, ['-nodetach', '-stream']);
    expect(signature[1]).toBe(0x80); // indefinite length: the chunked form
    expect((await verifySignature({ signature, content: null, trust: f.trust })).content.equals(big)).toBe(true);
  });

  it('finds the signer certificate by its key identifier as well as by issuer and serial', async () => {
    const signature = opensslSign(keptFile(path.join(f.dir, 'ca'), f.headCertificate), file, ['-keyid']);
    expect((await verifySignature({ signature, content: file, trust: f.trust })).certificate.thumbprint).toBe(f.headCertificate.thumbprint);
  });

  it('refuses a file changed by one byte after signing', async () => {
    const signature = await f.ca.sign(f.headCertificate.thumbprint, file, { detached: true });
    const tampered = Buffer.from(file);
    tampered[1000]! ^= 0x01;
    const error = await expectRefused(verifySignature({ signature, content: tampered, trust: f.trust }), 'content_mismatch', mismatch);
    expect(error.detail).toMatch(/CMS_SignerInfo_verify_content/);
  });

  it('refuses an attached signature handed over with another file', async () => {
    const signature = await f.ca.sign(f.headCertificate.thumbprint, Buffer.from('договор'), { detached: false });
    await expectRefused(verifySignature({ signature, content: Buffer.from('другой договор'), trust: f.trust }), 'content_mismatch', /вложен другой документ/);
  });

  it('refuses a signature whose value was damaged', async () => {
    const signature = Buffer.from(await f.ca.sign(f.headCertificate.thumbprint, file, { detached: true }));
    signature[signature.length - 3]! ^= 0x01; // the signature value is the CMS's last field
    await expectRefused(verifySignature({ signature, content: file, trust: f.trust }), 'content_mismatch', /Подпись повреждена/);
  });

  it('asks for the file of a detached signature', async () => {
    const signature = await f.ca.sign(f.headCertificate.thumbprint, file, { detached: true });
    await expectRefused(verifySignature({ signature, content: null, trust: f.trust }), 'content_missing', /нужен подписанный файл/);
  });

  it('refuses a signature made with an expired certificate', async () => {
    const expired = await f.ca.issue(head, { validFrom: new Date('2020-01-01T00:00:00Z'), validTo: new Date('2021-01-01T00:00:00Z') });
    const signature = await f.ca.sign(expired.thumbprint, file, { detached: true });
    await expectRefused(verifySignature({ signature, content: file, trust: f.trust }), 'certificate_expired', /истёк: действовал до 01\.01\.2021 03:00 МСК, а подпись создана/);
  });

  it('refuses a signature made before the certificate began', async () => {
    const future = await f.ca.issue(head, { validFrom: new Date(Date.now() + 30 * 86_400_000) });
    const signature = await f.ca.sign(future.thumbprint, file, { detached: true });
    await expectRefused(verifySignature({ signature, content: file, trust: f.trust }), 'certificate_not_yet_valid', /ещё не действовал/);
  });

  it('without a signing time, checks the certificate at the receipt: valid then, expired now', async () => {
    const expired = await f.ca.issue(trader, { validFrom: new Date('2020-01-01T00:00:00Z'), validTo: new Date('2021-01-01T00:00:00Z') });
    const signature = opensslSign(keptFile(path.join(f.dir, 'ca'), expired), file, ['-noattr']);
    const verified = await verifySignature({ signature, content: file, trust: f.trust, receivedAt: new Date('2020-06-01T12:00:00Z') });
    expect(verified.signedAt).toBeNull();
    expect(verified.certificate.ogrnip).toBe('304500116000157');
    await expectRefused(verifySignature({ signature, content: file, trust: f.trust }), 'certificate_expired', /время подписания в ней не указано/);
    // The chain is checked at that moment too: the tampered file still fails.
    await expectRefused(verifySignature({ signature, content: Buffer.concat([file, Buffer.from('!')]), trust: f.trust, receivedAt: new Date('2020-06-01T12:00:00Z') }), 'content_mismatch', mismatch);
  });

  it('refuses a signing time more than five minutes after the receipt', async () => {
    const signature = await f.ca.sign(f.headCertificate.thumbprint, file, { detached: true });
    await expectRefused(verifySignature({ signature, content: file, trust: f.trust, receivedAt: new Date(Date.now() - 10 * 60_000) }), 'signing_time_in_future', /неверные часы/);
    // A few minutes of clock drift is not a refusal.
    await verifySignature({ signature, content: file, trust: f.trust, receivedAt: new Date(Date.now() - 2 * 60_000) });
  });

  it('refuses a certificate of a CA the platform does not trust', async () => {
    const stranger = await f.otherCa.issue(head);
    const signature = await f.otherCa.sign(stranger.thumbprint, file, { detached: true });
    await expectRefused(verifySignature({ signature, content: file, trust: f.trust }), 'untrusted_root', /выдан удостоверяющим центром «Тестовый УЦ платформы», которому платформа не доверяет/);
  });

  it('refuses a self-signed certificate', async () => {
    const self = await f.ca.issue(head, { issuer: 'self' });
    expect(self.facts.issuer_name).toBe('ООО «СтройМонтаж»');
    const signature = await f.ca.sign(self.thumbprint, file, { detached: true });
    await expectRefused(verifySignature({ signature, content: file, trust: f.trust }), 'untrusted_root', /«ООО «СтройМонтаж»», которому платформа не доверяет/);
  });

  it('trusts nothing with an empty trust store', async () => {
    const empty = await loadTrustStore(path.join(f.dir, 'no-such-folder'));
    const signature = await f.ca.sign(f.headCertificate.thumbprint, file, { detached: true });
    await expectRefused(verifySignature({ signature, content: file, trust: empty }), 'untrusted_root');
    await closeTrustStore(empty);
  });

  it('refuses a valid signature that is not GOST (RSA)', async () => {
    const dir = path.join(f.dir, 'rsa');
    mkdirSync(dir);
    const signature = rsaSignature(dir, file);
    await expectRefused(verifySignature({ signature, content: file, trust: f.trust }), 'not_gost', /алгоритм подписи RSA/);
  });

  it('refuses a signature that does not carry the signer certificate', async () => {
    const signature = opensslSign(keptFile(path.join(f.dir, 'ca'), f.headCertificate), file, ['-nocerts']);
    await expectRefused(verifySignature({ signature, content: file, trust: f.trust }), 'certificate_missing', /нет сертификата подписанта/);
  });

  it.each([
    ['random bytes', randomBytes(300)],
    ['a DER sequence that is not CMS', Buffer.from([0x30, 0x03, 0x02, 0x01, 0x05])],
    ['text', Buffer.from('это не подпись')],
    ['empty', Buffer.alloc(0)],
  ])('refuses %s as not CMS', async (_title, signature) => {
    await expectRefused(verifySignature({ signature, content: file, trust: f.trust }), 'not_cms');
  });

  it('refuses a certificate handed over as a signature', async () => {
    await expectRefused(verifySignature({ signature: Buffer.from(f.headCertificate.certificatePem), content: file, trust: f.trust }), 'not_cms');
  });
});
