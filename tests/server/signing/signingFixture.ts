import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openTestCa, type IssuedCertificate, type TestCertificateAuthority, type TestSubject } from '../../../src/server/signing/crypto/TestCertificateAuthority';
import { closeTrustStore, loadTrustStore, type TrustStore } from '../../../src/server/signing/crypto/TrustStore';

/** The head of ООО «СтройМонтаж», as an accredited CA issues a company certificate today. */
export const head: TestSubject = {
  last_name: 'Петров',
  first_name: 'Сергей',
  middle_name: 'Николаевич',
  inn: '770123456723',
  snils: '11223344595',
  inn_le: '7701234560',
  ogrn: '1027700132195',
  organization: 'ООО «СтройМонтаж»',
  position: 'Генеральный директор',
};

/** A sole trader. */
export const trader: TestSubject = { last_name: 'Сидорова', first_name: 'Анна', middle_name: 'Петровна', inn: '500100732259', ogrnip: '304500116000157', snils: '08765430300' };

/** Two test CAs in a temp folder: the platform's, whose root the trust store holds, and a stranger. */
export interface SigningFixture {
  dir: string;
  ca: TestCertificateAuthority;
  otherCa: TestCertificateAuthority;
  trust: TrustStore;
  headCertificate: IssuedCertificate;
  cleanup(): Promise<void>;
}

export async function makeSigningFixture(): Promise<SigningFixture> {
  const dir = mkdtempSync(path.join(tmpdir(), 'signing-test-'));
  const ca = await openTestCa(path.join(dir, 'ca'));
  const otherCa = await openTestCa(path.join(dir, 'other-ca'));
  mkdirSync(path.join(dir, 'trust'));
  writeFileSync(path.join(dir, 'trust', 'platform-root.pem'), ca.caPem);
  const trust = await loadTrustStore(path.join(dir, 'trust'));
  const headCertificate = await ca.issue(head);
  return {
    dir,
    ca,
    otherCa,
    trust,
    headCertificate,
    cleanup: async () => {
      await closeTrustStore(trust);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The file of a CA folder that keeps this certificate and its key (for signing with openssl options the CA does not offer). */
export function keptFile(caDir: string, issued: IssuedCertificate): string {
  const folder = path.join(caDir, 'issued');
  const name = readdirSync(folder).find((file) => file.endsWith('.pem') && readFileSync(path.join(folder, file), 'utf8').includes(issued.certificatePem.trim()));
  if (!name) throw new Error(`no kept file for ${issued.thumbprint}`);
  return path.join(folder, name);
}

/** `openssl cms -sign` with the GOST engine and extra options, content on stdin. */
export function opensslSign(file: string, content: Buffer, extra: string[]): Buffer {
  return execFileSync('openssl', ['cms', '-sign', '-engine', 'gost', '-binary', '-md', 'md_gost12_256', '-signer', file, '-inkey', file, '-outform', 'DER', ...extra], {
    input: content,
    stdio: ['pipe', 'pipe', 'ignore'],
  });
}

/** An RSA certificate and a CMS signature with it: a valid signature, just not GOST. */
export function rsaSignature(dir: string, content: Buffer): Buffer {
  const file = (name: string) => path.join(dir, name);
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', file('rsa.key'), '-out', file('rsa.pem'), '-subj', '/CN=RSA signer', '-days', '2'], { stdio: 'ignore' });
  return execFileSync('openssl', ['cms', '-sign', '-binary', '-signer', file('rsa.pem'), '-inkey', file('rsa.key'), '-outform', 'DER'], {
    input: content,
    stdio: ['pipe', 'pipe', 'ignore'],
  });
}
