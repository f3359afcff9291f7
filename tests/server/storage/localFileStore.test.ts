import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localFileStore } from '../../../src/server/storage/localFileStore';
import { fileStoreContract } from './fileStoreContract';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function newRoot(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'garant-files-'));
  roots.push(root);
  return root;
}

/** Every file under the root, temporary ones included, as paths relative to it. */
function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

fileStoreContract('local disk', async () => {
  const root = newRoot();
  return { store: localFileStore(root), inventory: async () => filesUnder(root) };
});

describe('local disk store layout', () => {
  it('fans files out by the first two bytes of the hash and leaves no temporary files', async () => {
    const root = newRoot();
    const store = localFileStore(root);
    const bytes = Buffer.from('анкета клиента');
    const { sha256 } = await store.put(bytes);
    await store.put(bytes);
    async function* broken(): AsyncIterable<Uint8Array> {
      yield Buffer.from('x');
      throw new Error('обрыв');
    }
    await store.put(broken()).catch(() => undefined);
    expect(readFileSync(path.join(root, sha256.slice(0, 2), sha256.slice(2, 4), sha256))).toEqual(bytes);
    expect(readdirSync(path.join(root, 'tmp'))).toEqual([]);
    expect(readdirSync(root).sort()).toEqual([sha256.slice(0, 2), 'tmp'].sort());
  });
});
