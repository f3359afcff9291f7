import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCertificate } from '../../../src/server/signing/crypto/certificateFacts';
import { certificateInns } from '../../../src/server/signing/crypto/certificateInns';
import { pemBlocks } from '../../../src/server/signing/crypto/pem';
import { SignatureError } from '../../../src/server/signing/crypto/SignatureError';
import { openTestCa, type TestCertificateAuthority } from '../../../src/server/signing/crypto/TestCertificateAuthority';
import { describeWithGost } from './gostSuite';
import { head } from './signingFixture';

describe('certificateInns', () => {
  it.each([
    ['a person’s INN and ИНН ЮЛ, as issued since 2021', '770123456723', '7701234560', { inn: '770123456723', inn_le: '7701234560' }],
    ['an old company certificate: the company INN padded with 00 in ИНН', '007701234560', null, { inn: null, inn_le: '7701234560' }],
    ['a person’s certificate', '500100732259', null, { inn: '500100732259', inn_le: null }],
    ['00 in ИНН is kept when ИНН ЮЛ is present', '007701234560', '7701234560', { inn: '007701234560', inn_le: '7701234560' }],
    ['a padded ИНН ЮЛ', '770123456723', '007701234560', { inn: '770123456723', inn_le: '7701234560' }],
    ['a 10-digit ИНН of an old company certificate without padding', '7701234560', null, { inn: '7701234560', inn_le: null }],
    ['nothing', null, null, { inn: null, inn_le: null }],
  ])('%s', (_title, inn, innLe, expected) => {
    expect(certificateInns(inn, innLe)).toEqual(expected);
  });
});

describe('readCertificate on garbage', () => {
  it.each([
    ['random text', 'не сертификат'],
    ['a truncated DER', Buffer.from([0x30, 0x82, 0x01, 0x00, 0x30])],
    ['a PEM of something else', '-----BEGIN PRIVATE KEY-----\nMAA=\n-----END PRIVATE KEY-----\n'],
    ['an empty buffer', Buffer.alloc(0)],
  ])('refuses %s with SignatureError', (_title, input) => {
    expect(() => readCertificate(input)).toThrow(SignatureError);
    expect(() => readCertificate(input)).toThrow('Файл не является сертификатом X.509');
  });
});

describeWithGost('readCertificate on GOST certificates', () => {
  let dir: string;
  let ca: TestCertificateAuthority;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'certificate-facts-'));
    ca = await openTestCa(dir);
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads every field from PEM text, a PEM buffer and DER alike', async () => {
    const issued = await ca.issue(head);
    const der = pemBlocks(issued.certificatePem)[0]!.der;
    const facts = readCertificate(issued.certificatePem);
    expect(readCertificate(Buffer.from(issued.certificatePem))).toEqual(facts);
    expect(readCertificate(der)).toEqual(facts);
    expect(facts).toMatchObject({
      subject_name: 'ООО «СтройМонтаж»',
      last_name: 'Петров',
      first_name: 'Сергей',
      middle_name: 'Николаевич',
      inn: '770123456723',
      inn_le: '7701234560',
      ogrn: '1027700132195',
      ogrnip: null,
      snils: '11223344595',
      organization: 'ООО «СтройМонтаж»',
      position: 'Генеральный директор',
      issuer_name: 'Тестовый УЦ платформы',
    });
  });

  it('gives the thumbprint and serial number OpenSSL (and CryptoPro) show', async () => {
    const issued = await ca.issue(head);
    const shown = execFileSync('openssl', ['x509', '-noout', '-fingerprint', '-sha1', '-serial'], { input: issued.certificatePem, encoding: 'utf8' });
    expect(shown).toContain(`sha1 Fingerprint=${issued.thumbprint.match(/../g)!.join(':')}`);
    expect(shown).toContain(`serial=${issued.facts.serial_number}`);
  });

  it('writes registry numbers as NumericString, as accredited CAs do, and reads them back', async () => {
    const issued = await ca.issue(head);
    const dump = execFileSync('openssl', ['asn1parse'], { input: issued.certificatePem, encoding: 'utf8' });
    for (const value of ['770123456723', '7701234560', '1027700132195', '11223344595']) expect(dump).toMatch(new RegExp(`NUMERICSTRING +:${value}`));
  });

  it('reads an old company certificate whose ИНН is the company INN padded with 00', async () => {
    const old = await ca.issue({ last_name: 'Петров', first_name: 'Сергей', inn: '007701234560', organization: 'ООО «СтройМонтаж»' });
    expect(old.facts).toMatchObject({ inn: null, inn_le: '7701234560', middle_name: null });
  });

  it('splits a given name of three words on the first space only', async () => {
    const issued = await ca.issue({ last_name: 'Оглы', first_name: 'Мамед', middle_name: 'Али оглы' });
    expect(issued.facts).toMatchObject({ first_name: 'Мамед', middle_name: 'Али оглы', subject_name: 'Оглы Мамед Али оглы' });
  });
});
