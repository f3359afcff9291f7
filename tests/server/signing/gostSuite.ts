import { describe } from 'vitest';
import { checkGostEngine } from '../../../src/server/signing/crypto/gostEngine';

/** Why GOST cryptography cannot run here (no openssl or no GOST engine), or null. */
export const gostMissing: string | null = await checkGostEngine();

/**
 * Declares a suite that needs OpenSSL with the GOST engine: declared skipped with one printed line
 * where it is missing (a fresh machine without libengine-gost-openssl), as the PostgreSQL suites do.
 */
export function describeWithGost(title: string, define: () => void): void {
  if (gostMissing) console.log(`Skipped "${title}": ${gostMissing}`);
  describe.skipIf(gostMissing !== null)(title, define);
}
