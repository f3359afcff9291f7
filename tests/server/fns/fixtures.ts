import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FinanceFileError } from '../../../src/server/integrations/fns/FinanceFileError';

const dir = fileURLToPath(new URL('../../fixtures/fns/', import.meta.url));

/** The statements the offline register ships: the real-format samples the tests read too. */
export const bfoDir = fileURLToPath(new URL('../../../src/server/integrations/fns/offline-register', import.meta.url));

/** Bytes of a file under tests/fixtures/fns, or of a shipped sample as 'bfo/<name>'. */
export function fixture(path: string): Buffer {
  return readFileSync(path.startsWith('bfo/') ? `${bfoDir}/${path.slice(4)}` : `${dir}${path}`);
}

/** The FinanceFileError a run throws; anything else, or no error at all, fails the test. */
export function refusal(run: () => unknown): FinanceFileError {
  try {
    run();
  } catch (error) {
    if (error instanceof FinanceFileError) return error;
    throw error;
  }
  throw new Error('the file was accepted');
}
