import { runOpenssl } from './runOpenssl';
import { testCaTexts } from './texts';

/** A fresh GOST R 34.10-2012 256-bit private key (CryptoPro parameter set A, as CAs issue), PEM. */
export async function newGostKey(): Promise<string> {
  const run = await runOpenssl(['genpkey', '-engine', 'gost', '-algorithm', 'gost2012_256', '-pkeyopt', 'paramset:A']);
  const pem = run.stdout.toString('utf8');
  if (run.code !== 0 || !pem.includes('PRIVATE KEY')) throw new Error(testCaTexts.opensslFailed('создать ключ ГОСТ'), { cause: run.stderr });
  return pem;
}
