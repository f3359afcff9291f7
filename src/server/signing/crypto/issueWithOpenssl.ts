import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runOpenssl } from './runOpenssl';
import { testCaConfig } from './testCaConfig';
import { testCaTexts } from './texts';
import { withTempDir } from './withTempDir';

/** A certificate to make: whose key, which subject and dates, signed by whom. */
export interface CertificateOrder {
  keyPem: string;
  /** As `openssl req -subj` reads it. */
  subject: string;
  validFrom: Date;
  validTo: Date;
  extensions: 'root_extensions' | 'signer_extensions';
  /** 'self' signs with `keyPem` itself; otherwise the CA's certificate and key. */
  signer: 'self' | { certificatePem: string; keyPem: string };
}

/**
 * Makes a GOST certificate with `openssl req` and `openssl ca`, and returns it as PEM. `ca` rather
 * than `x509 -req` because OpenSSL 3.0's `x509` can only count days from now, and tests need
 * certificates that expired or have not begun (`-startdate`/`-enddate`). Each call has its own
 * database in a private temp folder and a random serial, so calls run side by side safely.
 */
export async function issueWithOpenssl(order: CertificateOrder): Promise<string> {
  return withTempDir('test-ca-', async (dir) => {
    const file = (name: string) => path.join(dir, name);
    await writeFile(file('openssl.cnf'), testCaConfig(dir));
    await writeFile(file('index.txt'), '');
    // A positive 128-bit serial: the top bit clear keeps the DER INTEGER from reading as negative.
    const serial = randomBytes(16);
    serial[0]! &= 0x7f;
    await writeFile(file('serial'), `${serial.toString('hex')}\n`);
    await writeFile(file('key.pem'), order.keyPem, { mode: 0o600 });
    const config = ['-config', file('openssl.cnf')];
    await step('составить запрос на сертификат', [
      'req', '-engine', 'gost', ...config, '-new', '-utf8', '-key', file('key.pem'), '-subj', order.subject, '-md_gost12_256', '-out', file('request.pem'),
    ]);
    let signer = ['-selfsign', '-keyfile', file('key.pem')];
    if (order.signer !== 'self') {
      await writeFile(file('ca.pem'), order.signer.certificatePem);
      await writeFile(file('ca.key'), order.signer.keyPem, { mode: 0o600 });
      signer = ['-cert', file('ca.pem'), '-keyfile', file('ca.key')];
    }
    await step('выпустить сертификат', [
      'ca', '-engine', 'gost', ...config, '-batch', '-notext', '-preserveDN', '-utf8', '-md', 'md_gost12_256',
      '-startdate', opensslTime(order.validFrom), '-enddate', opensslTime(order.validTo), '-extensions', order.extensions,
      '-in', file('request.pem'), '-out', file('certificate.pem'), ...signer,
    ]);
    return readFile(file('certificate.pem'), 'utf8');
  });
}

async function step(what: string, args: string[]): Promise<void> {
  const run = await runOpenssl(args);
  if (run.code !== 0) throw new Error(testCaTexts.opensslFailed(what), { cause: run.stderr });
}

/** GeneralizedTime as `openssl ca -startdate` takes it: YYYYMMDDHHMMSSZ. */
function opensslTime(date: Date): string {
  return `${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;
}
