import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readCertificate } from '../../../src/server/signing/crypto/certificateFacts';
import { openTestCa } from '../../../src/server/signing/crypto/TestCertificateAuthority';
import { closeTrustStore, loadTrustStore } from '../../../src/server/signing/crypto/TrustStore';
import { verifySignature } from '../../../src/server/signing/crypto/verifySignature';
import { describeWithGost } from './gostSuite';
import { head, trader } from './signingFixture';

describeWithGost('the test certification authority', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'test-ca-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const folder = (name: string) => path.join(dir, name);
  const issuedFiles = (caDir: string) => readdirSync(path.join(caDir, 'issued')).filter((name) => name.endsWith('.pem'));

  it('creates a GOST root «Тестовый УЦ платформы» valid far enough back for backdated certificates', async () => {
    const ca = await openTestCa(folder('root'));
    const root = readCertificate(ca.caPem);
    expect(root).toMatchObject({ subject_name: 'Тестовый УЦ платформы', issuer_name: 'Тестовый УЦ платформы', organization: 'Платформа банковских гарантий' });
    expect(root.valid_from).toBe('2000-01-01T00:00:00.000Z');
    expect(readdirSync(folder('root')).sort()).toEqual(['ca.key', 'ca.pem', 'issued']);
  });

  it('keeps its root and issued certificates across restarts, and signs with them after', async () => {
    const first = await openTestCa(folder('kept'));
    const issued = await first.issue(head);
    const reopened = await openTestCa(folder('kept'));
    expect(reopened).not.toBe(first);
    expect(reopened.caPem).toBe(first.caPem);
    expect(reopened.certificates().map((c) => c.thumbprint)).toEqual([issued.thumbprint]);
    expect(await reopened.issue({ ...head })).toEqual(issued);
    const content = Buffer.from('после перезапуска');
    const trustDir = folder('kept-trust');
    mkdirSync(trustDir);
    writeFileSync(path.join(trustDir, 'root.pem'), first.caPem);
    const trust = await loadTrustStore(trustDir);
    const signature = await reopened.sign(issued.thumbprint.toLowerCase(), content, { detached: true });
    expect((await verifySignature({ signature, content, trust })).certificate.thumbprint).toBe(issued.thumbprint);
    await closeTrustStore(trust);
  });

  it('gives one key and certificate to concurrent issues of one subject', async () => {
    const ca = await openTestCa(folder('concurrent'));
    const all = await Promise.all([ca.issue(trader), ca.issue({ ...trader }), ca.issue(trader)]);
    expect(new Set(all.map((c) => c.thumbprint)).size).toBe(1);
    expect(issuedFiles(folder('concurrent'))).toHaveLength(1);
  });

  it('gives one certificate when two openings of one folder issue at once (as two processes would)', async () => {
    const [a, b] = [await openTestCa(folder('two')), await openTestCa(folder('two'))];
    const [x, y] = await Promise.all([a.issue(head), b.issue(head)]);
    expect(x.thumbprint).toBe(y.thumbprint);
    expect(issuedFiles(folder('two'))).toHaveLength(1);
  });

  it('creates one root when a fresh folder is opened twice at once', async () => {
    const [a, b] = await Promise.all([openTestCa(folder('race')), openTestCa(folder('race'))]);
    expect(a.caPem).toBe(b.caPem);
  });

  it('issues another certificate for other options or another subject', async () => {
    const ca = await openTestCa(folder('options'));
    const plain = await ca.issue(head);
    const expired = await ca.issue(head, { validFrom: new Date('2020-01-01T00:00:00Z'), validTo: new Date('2021-01-01T00:00:00Z') });
    const self = await ca.issue(head, { issuer: 'self' });
    const other = await ca.issue(trader);
    expect(new Set([plain, expired, self, other].map((c) => c.thumbprint)).size).toBe(4);
    expect(expired.facts).toMatchObject({ valid_from: '2020-01-01T00:00:00.000Z', valid_to: '2021-01-01T00:00:00.000Z' });
    expect(self.facts.issuer_name).toBe('ООО «СтройМонтаж»');
    expect(other.facts).toMatchObject({ subject_name: 'Сидорова Анна Петровна', inn: '500100732259', inn_le: null, ogrnip: '304500116000157', organization: null });
    expect(ca.certificates()).toHaveLength(4);
  });

  it('refuses to sign with a certificate it did not issue, in Russian', async () => {
    const ca = await openTestCa(folder('unknown'));
    await expect(ca.sign('0123456789ABCDEF0123456789ABCDEF01234567', Buffer.from('x'), { detached: true })).rejects.toThrow(
      'Тестовый УЦ не выпускал сертификат с отпечатком 0123456789ABCDEF0123456789ABCDEF01234567: подписать им нельзя',
    );
  });

  it('refuses a validity that ends before it begins', async () => {
    const ca = await openTestCa(folder('dates'));
    await expect(ca.issue(head, { validFrom: new Date('2022-01-01'), validTo: new Date('2021-01-01') })).rejects.toThrow(/дата начала должна быть раньше/);
  });
});
