import { randomUUID } from 'node:crypto';
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

  it('keeps bytes whose row is written, also when a later upload of the same bytes fails', async () => {
    const bytes = Buffer.from(`kept bytes ${Math.random()}`);
    const db = ctx.database.db;
    const organization = await db.insertInto('organizations').values({ name: 'ООО «Хранение»', inn: '7707083893', type: 'client' }).returning('uuid').executeTakeFirstOrThrow();
    const content = await storeWithRow(db, store, bytes, (stored, claim) =>
      db.transaction().execute(async (trx) => {
        await claim(trx);
        await trx
          .insertInto('storage_file')
          .values({ scope_uuid: randomUUID(), type: 'doc', name: 'a.pdf', size: stored.size, mime: 'application/pdf', sha256: stored.sha256, organization_uuid: organization.uuid, created_by: null })
          .execute();
        return stored;
      }),
    );
    expect(await store.has(content.sha256)).toBe(true);
    await expect(storeWithRow(ctx.database.db, store, bytes, failing)).rejects.toThrow();
    expect(await store.has(content.sha256)).toBe(true);
  });
});
