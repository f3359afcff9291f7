import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import type { FileStore } from '../../../src/server/storage/FileStore';
import { localFileStore } from '../../../src/server/storage/localFileStore';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function newRoot(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'garant-files-'));
  roots.push(root);
  return root;
}

function sha256Of(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

async function readAll(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function* chunked(bytes: Buffer, size: number): AsyncIterable<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

/** What every file store promises; an object-storage store runs the same block. */
function fileStoreContract(name: string, make: () => FileStore): void {
  describe(`${name}: the FileStore contract`, () => {
    const pdf = Buffer.from('%PDF-1.7\nЗаявление на банковскую гарантию\n%%EOF\n');

    it('keeps bytes under their sha256 and gives them back', async () => {
      const store = make();
      const stored = await store.put(pdf);
      expect(stored).toEqual({ sha256: sha256Of(pdf), size: pdf.length });
      expect(await store.has(stored.sha256)).toBe(true);
      expect(await readAll(await store.get(stored.sha256))).toEqual(pdf);
    });

    it('takes the bytes as they arrive, chunk by chunk, with the same address', async () => {
      const store = make();
      const big = Buffer.alloc(3 * 65_536 + 17, 7);
      const stored = await store.put(chunked(big, 65_536));
      expect(stored).toEqual({ sha256: sha256Of(big), size: big.length });
      expect((await readAll(await store.get(stored.sha256)))?.equals(big)).toBe(true);
    });

    it('keeps the same content once, however often and however concurrently it is put', async () => {
      const store = make();
      const results = await Promise.all(Array.from({ length: 5 }, () => store.put(pdf)));
      expect(new Set(results.map((result) => result.sha256)).size).toBe(1);
      expect(await readAll(await store.get(results[0]!.sha256))).toEqual(pdf);
    });

    it('keeps an empty file too', async () => {
      const store = make();
      const stored = await store.put(new Uint8Array());
      expect(stored).toEqual({ sha256: sha256Of(new Uint8Array()), size: 0 });
      expect(await readAll(await store.get(stored.sha256))).toEqual(Buffer.alloc(0));
    });

    it('answers nothing for an unknown hash and for anything that is not a hash', async () => {
      const store = make();
      for (const address of ['0'.repeat(64), '../../../etc/passwd', 'A'.repeat(64), '', `${'a'.repeat(64)}/x`]) {
        expect(await store.get(address)).toBeNull();
        expect(await store.has(address)).toBe(false);
      }
    });

    it('forgets deleted bytes, and a second delete is no error', async () => {
      const store = make();
      const { sha256 } = await store.put(Buffer.from('удалить'));
      await store.delete(sha256);
      expect(await store.has(sha256)).toBe(false);
      expect(await store.get(sha256)).toBeNull();
      await expect(store.delete(sha256)).resolves.toBeUndefined();
    });

    it('stores nothing when the bytes stop arriving with an error', async () => {
      const store = make();
      const partial = Buffer.from('начало файла, которое не должно остаться');
      async function* broken(): AsyncIterable<Uint8Array> {
        yield partial;
        throw new Error('соединение оборвалось');
      }
      await expect(store.put(broken())).rejects.toThrow('соединение оборвалось');
      expect(await store.has(sha256Of(partial))).toBe(false);
    });
  });
}

fileStoreContract('local disk', () => localFileStore(newRoot()));

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
