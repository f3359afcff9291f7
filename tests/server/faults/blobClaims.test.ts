import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimBlob, discardUnclaimedBlob } from '../../../src/server/storage/blobClaims';
import { localFileStore } from '../../../src/server/storage/localFileStore';
import { insertStoredFile } from '../../../src/server/storage/storedFiles';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../helpers/testDatabase';

for (const kind of databaseKinds()) {
  describe(`bytes of an upload whose row was not written [${kind}]`, () => {
    let test: TestDatabase;
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'garant-blobs-'));
    const store = localFileStore(root);
    beforeAll(async () => {
      test = await openTestDatabase(kind);
    });
    afterAll(async () => {
      await test?.dispose();
      fs.rmSync(root, { recursive: true, force: true });
    });
    const bytes = () => Buffer.from(`%PDF-1.4\n% ${randomUUID()}\n%%EOF\n`);

    it('are removed when no file row names them', async () => {
      const content = await store.put(bytes());
      expect(await discardUnclaimedBlob(test.database.db, store, content.sha256)).toBe(true);
      expect(await store.has(content.sha256)).toBe(false);
    });

    it('stay when a row names them (the same content uploaded for another request, or a COMMIT whose answer was lost)', async () => {
      const content = await store.put(bytes());
      const organization = await test.database.db.insertInto('organizations').values({ name: 'ООО «Файлы»', inn: '7707083893', kpp: null, ogrn: null, type: 'agent' }).returning('uuid').executeTakeFirstOrThrow();
      await insertStoredFile(test.database.db, { scope_uuid: randomUUID(), type: 'other', name: 'a.pdf', size: content.size, mime: 'application/pdf', sha256: content.sha256, organization_uuid: organization.uuid, created_by: null });
      expect(await discardUnclaimedBlob(test.database.db, store, content.sha256)).toBe(false);
      expect(await store.has(content.sha256)).toBe(true);
    });

    it('are put back by an upload of the same content that claims them after a discard removed them', async () => {
      const data = bytes();
      const content = await store.put(data);
      // Another upload of these bytes failed and discarded them before this one's row was written.
      expect(await discardUnclaimedBlob(test.database.db, store, content.sha256)).toBe(true);
      await test.database.db.transaction().execute((trx) => claimBlob(trx, store, content, data));
      expect(await store.has(content.sha256)).toBe(true);
    });
  });
}
