import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { FileStore } from '../../../src/server/storage/FileStore';

/** A fresh, empty store and a look at what it keeps, from the outside of its interface. */
export interface StoreUnderTest {
  store: FileStore;
  /**
   * Every entry the store keeps, temporary ones included (disk: files under the root; S3: keys under
   * the prefix and spool files), each as its path or key.
   */
  inventory(): Promise<string[]>;
}

export function sha256Of(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export async function readAll(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function* chunked(bytes: Buffer, size: number): AsyncIterable<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

/** Bytes of a known pattern made chunk by chunk, so the test itself never holds the whole file. */
async function* generated(total: number, chunkSize: number): AsyncIterable<Uint8Array> {
  for (let at = 0, index = 0; at < total; at += chunkSize, index += 1) {
    const chunk = Buffer.alloc(Math.min(chunkSize, total - at), index % 251);
    chunk.writeUInt32BE(index, 0);
    yield chunk;
  }
}

const addressesThatAreNotHashes = ['../../../etc/passwd', 'A'.repeat(64), '', `${'a'.repeat(64)}/x`, 'a'.repeat(63), `${'a'.repeat(64)} `, '..'];

/**
 * What every file store promises (FileStore.ts), declared once and run against each store: the local
 * disk (localFileStore.test.ts) and an S3-protocol storage (s3FileStore.test.ts).
 */
export function fileStoreContract(name: string, make: () => Promise<StoreUnderTest>): void {
  describe(`${name}: the FileStore contract`, () => {
    const pdf = Buffer.from('%PDF-1.7\nЗаявление на банковскую гарантию\n%%EOF\n');

    it('keeps a buffer under its sha256 and gives it back', async () => {
      const { store } = await make();
      const stored = await store.put(pdf);
      expect(stored).toEqual({ sha256: sha256Of(pdf), size: pdf.length });
      expect(await store.has(stored.sha256)).toBe(true);
      expect(await readAll(await store.get(stored.sha256))).toEqual(pdf);
    });

    it('takes the bytes as they arrive, chunk by chunk, with the same address', async () => {
      const { store } = await make();
      const big = Buffer.alloc(3 * 65_536 + 17, 7);
      const stored = await store.put(chunked(big, 65_536));
      expect(stored).toEqual({ sha256: sha256Of(big), size: big.length });
      expect((await readAll(await store.get(stored.sha256)))?.equals(big)).toBe(true);
    });

    it('answers the true sha256 and size of whatever it is given', async () => {
      const { store } = await make();
      const samples = [Buffer.from([0]), Buffer.from('й'), Buffer.alloc(65_536, 0xff), Buffer.from(Array.from({ length: 70_001 }, (_, i) => (i * 31) % 256))];
      for (const bytes of samples) {
        const whole = await store.put(bytes);
        const inPieces = await store.put(chunked(bytes, 4_099));
        expect(whole).toEqual({ sha256: sha256Of(bytes), size: bytes.length });
        expect(inPieces).toEqual(whole);
        const back = await readAll(await store.get(whole.sha256));
        expect(back && sha256Of(back)).toBe(whole.sha256);
      }
    });

    it('keeps the same content once, however often and however concurrently it is put', async () => {
      const { store, inventory } = await make();
      const first = await store.put(pdf);
      const before = await inventory();
      expect(before).toHaveLength(1);
      expect(before[0]!.endsWith(first.sha256)).toBe(true);
      const results = await Promise.all([...Array.from({ length: 4 }, () => store.put(pdf)), store.put(chunked(pdf, 7))]);
      expect(results.every((result) => result.sha256 === first.sha256 && result.size === pdf.length)).toBe(true);
      expect(await inventory()).toEqual(before);
      expect(await readAll(await store.get(first.sha256))).toEqual(pdf);
    });

    it('keeps an empty file too', async () => {
      const { store } = await make();
      const stored = await store.put(new Uint8Array());
      expect(stored).toEqual({ sha256: sha256Of(new Uint8Array()), size: 0 });
      expect(await store.has(stored.sha256)).toBe(true);
      expect(await readAll(await store.get(stored.sha256))).toEqual(Buffer.alloc(0));
    });

    it('answers nothing for an unknown hash', async () => {
      const { store } = await make();
      expect(await store.get('0'.repeat(64))).toBeNull();
      expect(await store.has('0'.repeat(64))).toBe(false);
    });

    it('refuses every address that is not a lower-case sha256, even one naming stored bytes', async () => {
      const { store, inventory } = await make();
      const { sha256 } = await store.put(pdf);
      for (const address of [...addressesThatAreNotHashes, sha256.toUpperCase(), `./${sha256}`, `${sha256}\n`]) {
        expect(await store.get(address), address).toBeNull();
        expect(await store.has(address), address).toBe(false);
        await store.delete(address);
      }
      expect(await inventory()).toHaveLength(1);
      expect(await store.has(sha256)).toBe(true);
    });

    it('forgets deleted bytes, leaves others, and a second delete is no error', async () => {
      const { store, inventory } = await make();
      const kept = await store.put(Buffer.from('оставить'));
      const { sha256 } = await store.put(Buffer.from('удалить'));
      await store.delete(sha256);
      expect(await store.has(sha256)).toBe(false);
      expect(await store.get(sha256)).toBeNull();
      await expect(store.delete(sha256)).resolves.toBeUndefined();
      await expect(store.delete('1'.repeat(64))).resolves.toBeUndefined();
      expect(await store.has(kept.sha256)).toBe(true);
      expect((await inventory()).map((entry) => entry.endsWith(kept.sha256))).toEqual([true]);
    });

    it('stores nothing, not even a temporary file, when the bytes stop arriving with an error', async () => {
      const { store, inventory } = await make();
      const partial = Buffer.from('начало файла, которое не должно остаться');
      async function* broken(): AsyncIterable<Uint8Array> {
        yield partial;
        throw new Error('соединение оборвалось');
      }
      await expect(store.put(broken())).rejects.toThrow('соединение оборвалось');
      expect(await store.has(sha256Of(partial))).toBe(false);
      expect(await inventory()).toEqual([]);
    });

    it('streams a 20 MB file in and out in chunks, never as one buffer', async () => {
      const { store, inventory } = await make();
      const total = 20 * 1_048_576;
      const expected = createHash('sha256');
      async function* counted(): AsyncIterable<Uint8Array> {
        for await (const chunk of generated(total, 256 * 1024)) {
          expected.update(chunk);
          yield chunk;
        }
      }
      const stored = await store.put(counted());
      expect(stored).toEqual({ sha256: expected.digest('hex'), size: total });
      const stream = await store.get(stored.sha256);
      expect(stream).not.toBeNull();
      const actual = createHash('sha256');
      let size = 0;
      let chunks = 0;
      let largest = 0;
      for await (const chunk of stream!) {
        const bytes = chunk as Buffer;
        actual.update(bytes);
        size += bytes.length;
        chunks += 1;
        largest = Math.max(largest, bytes.length);
      }
      expect({ sha256: actual.digest('hex'), size }).toEqual(stored);
      expect(chunks).toBeGreaterThan(20);
      expect(largest).toBeLessThanOrEqual(1_048_576);
      expect(await inventory()).toHaveLength(1);
    }, 30_000);
  });
}
