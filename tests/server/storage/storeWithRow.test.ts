import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { localFileStore } from '../../../src/server/storage/localFileStore';
import { storeWithRow } from '../../../src/server/storage/storeWithRow';
import { forEachDatabase } from '../helpers/serverContext';

const root = mkdtempSync(path.join(os.tmpdir(), 'garant-store-with-row-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

forEachDatabase('storeWithRow', (ctx) => {
  const store = localFileStore(path.join(root, ctx.kind));
  const failing = async (): Promise<never> => {
    throw new Error('the row could not be written');
  };

  it('removes new bytes when the row is not written', async () => {
    const bytes = Buffer.from(`new bytes ${Math.random()}`);
    let sha256 = '';
    await expect(
      storeWithRow(ctx.database.db, store, bytes, async (content) => {
        sha256 = content.sha256;
        expect(await store.has(sha256)).toBe(true);
        return failing();
      }),
    ).rejects.toThrow('the row could not be written');
    expect(await store.has(sha256)).toBe(false);
  });

  it('keeps bytes that were there before, and bytes whose row is written', async () => {
    const bytes = Buffer.from(`kept bytes ${Math.random()}`);
    const content = await storeWithRow(ctx.database.db, store, bytes, async (stored) => stored);
    expect(await store.has(content.sha256)).toBe(true);
    await expect(storeWithRow(ctx.database.db, store, bytes, failing)).rejects.toThrow();
    expect(await store.has(content.sha256)).toBe(true);
  });
});
