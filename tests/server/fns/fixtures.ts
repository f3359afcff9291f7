import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../../fixtures/fns/', import.meta.url));

/** The statements the offline register ships: the real-format samples the tests read too. */
export const bfoDir = fileURLToPath(new URL('../../../src/server/integrations/fns/offline-register', import.meta.url));

/** Bytes of a file under tests/fixtures/fns, or of a shipped sample as 'bfo/<name>'. */
export function fixture(path: string): Buffer {
  return readFileSync(path.startsWith('bfo/') ? `${bfoDir}/${path.slice(4)}` : `${dir}${path}`);
}
