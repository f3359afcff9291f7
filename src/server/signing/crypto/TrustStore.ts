import { rmSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CertificateFactsWire } from '../../../domain/wire/signingWire';
import { certificateDers } from './certificateDers';
import { readCertificate } from './certificateFacts';
import { toPem } from './pem';
import { signatureTexts } from './texts';

/**
 * The certificates a signer's chain may be built through: the head CA's root (Минцифры) and the
 * accredited CAs under it. OpenSSL still requires the chain to end in a self-signed certificate of the
 * store (no `-partial_chain`), so an accredited CA is trusted only together with the root it hangs from.
 */
export interface TrustStore {
  /** One PEM file of every trusted certificate, for `openssl -CAfile`; empty when nothing is trusted. */
  readonly caFile: string;
  readonly roots: CertificateFactsWire[];
}

const certificateFile = /\.(pem|crt|cer)$/i;
const leftBehind = new Set<string>();
let exitHooked = false;

/**
 * Reads every *.pem, *.crt and *.cer (PEM, bundles included, or DER) in `dir` into a trust store.
 * A missing or empty folder trusts nothing, so every signature is then refused as `untrusted_root`;
 * a file that holds no certificate is a configuration mistake and throws naming the file.
 */
export async function loadTrustStore(dir: string): Promise<TrustStore> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => certificateFile.test(name)).sort();
  const pems = new Map<string, { pem: string; facts: CertificateFactsWire }>();
  for (const name of names) {
    const ders = certificateDers(await readFile(path.join(dir, name)));
    if (ders.length === 0) throw new Error(signatureTexts.trustFileUnreadable(name));
    for (const der of ders) {
      const facts = readCertificate(der);
      pems.set(facts.thumbprint, { pem: toPem(der, 'CERTIFICATE'), facts });
    }
  }
  const home = await mkdtemp(path.join(tmpdir(), 'trust-store-'));
  const caFile = path.join(home, 'ca.pem');
  await writeFile(caFile, [...pems.values()].map((entry) => entry.pem).join(''));
  rememberForExit(home);
  return { caFile, roots: [...pems.values()].map((entry) => entry.facts) };
}

/** Removes the file of a store made by `loadTrustStore` now rather than at the process's exit (tests, reloads). */
export async function closeTrustStore(store: TrustStore): Promise<void> {
  const home = path.dirname(store.caFile);
  if (!leftBehind.delete(home)) return;
  await rm(home, { recursive: true, force: true });
}

// A store lives as long as the server, so its file goes when the process does (one hook for all stores).
function rememberForExit(home: string): void {
  if (!exitHooked) {
    exitHooked = true;
    process.once('exit', () => {
      for (const dir of leftBehind) rmSync(dir, { recursive: true, force: true });
    });
  }
  leftBehind.add(home);
}
