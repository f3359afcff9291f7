import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../../fixtures/fns/', import.meta.url));

/** Bytes of a file under tests/fixtures/fns. */
export function fixture(path: string): Buffer {
  return readFileSync(`${dir}${path}`);
}

/** The directory the offline register reads. */
export const bfoDir = `${dir}bfo`;
