import { runOpenssl } from './runOpenssl';
import { SignatureError } from './SignatureError';
import { signatureTexts } from './texts';

let probe: Promise<string | null> | null = null;

/**
 * Whether the system OpenSSL can do GOST R 34.10-2012: null when `openssl -engine gost` makes a
 * gost2012_256 key, else a Russian message naming what is missing and how to install it. Making a key
 * proves more than listing the engine (the engine loads and its algorithms answer). Checked once per
 * process: installing the package needs a restart anyway.
 */
export function checkGostEngine(): Promise<string | null> {
  probe ??= makeKey();
  return probe;
}

async function makeKey(): Promise<string | null> {
  try {
    const run = await runOpenssl(['genpkey', '-engine', 'gost', '-algorithm', 'gost2012_256', '-pkeyopt', 'paramset:A']);
    return run.code === 0 && run.stdout.includes('PRIVATE KEY') ? null : signatureTexts.engineMissing;
  } catch (error) {
    if (error instanceof SignatureError) return error.message;
    throw error;
  }
}
