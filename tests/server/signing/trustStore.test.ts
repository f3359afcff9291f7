import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pemBlocks } from '../../../src/server/signing/crypto/pem';
import { openTestCa, type TestCertificateAuthority } from '../../../src/server/signing/crypto/TestCertificateAuthority';
import { closeTrustStore, loadTrustStore } from '../../../src/server/signing/crypto/TrustStore';
import { describeWithGost } from './gostSuite';

describeWithGost('loadTrustStore', () => {
  let dir: string;
  let first: TestCertificateAuthority;
  let second: TestCertificateAuthority;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'trust-test-'));
    [first, second] = await Promise.all([openTestCa(path.join(dir, 'first')), openTestCa(path.join(dir, 'second'))]);
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('trusts nothing when the folder is missing or empty', async () => {
    for (const folder of [path.join(dir, 'missing'), path.join(dir, 'empty')]) {
      if (folder.endsWith('empty')) mkdirSync(folder);
      const store = await loadTrustStore(folder);
      expect(store.roots).toEqual([]);
      expect(readFileSync(store.caFile, 'utf8')).toBe('');
      await closeTrustStore(store);
    }
  });

  it('reads PEM bundles and DER certificates, ignores other files, counts a certificate once', async () => {
    const folder = path.join(dir, 'mixed');
    mkdirSync(folder);
    writeFileSync(path.join(folder, 'bundle.pem'), `# accredited CAs\n${first.caPem}\n${second.caPem}`);
    writeFileSync(path.join(folder, 'second.CER'), pemBlocks(second.caPem)[0]!.der);
    writeFileSync(path.join(folder, 'readme.txt'), 'not a certificate');
    const store = await loadTrustStore(folder);
    expect(store.roots.map((root) => root.subject_name)).toEqual(['Тестовый УЦ платформы', 'Тестовый УЦ платформы']);
    expect(new Set(store.roots.map((root) => root.thumbprint)).size).toBe(2);
    expect(pemBlocks(readFileSync(store.caFile, 'utf8'))).toHaveLength(2);
    await closeTrustStore(store);
    expect(existsSync(store.caFile)).toBe(false);
  });

  it('names a certificate file that holds no certificate', async () => {
    const folder = path.join(dir, 'broken');
    mkdirSync(folder);
    writeFileSync(path.join(folder, 'root.crt'), 'обрезанный файл');
    await expect(loadTrustStore(folder)).rejects.toThrow('Доверенный сертификат «root.crt» не читается');
  });
});
