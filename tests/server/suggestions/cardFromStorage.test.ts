import path from 'node:path';
import { expect, it } from 'vitest';
import { localFileStore } from '../../../src/server/storage/localFileStore';
import { insertStoredFile, type StoredFile } from '../../../src/server/storage/storedFiles';
import { client, forEachDatabase } from '../helpers/serverContext';
import { dataDirEnv, signedInAgent, type Member } from '../requests/requestFixtures';
import { makeDocx } from './makeDocx';

const env = dataDirEnv();
const store = localFileStore(path.join(env.DATA_DIR!, 'files'));

forEachDatabase(
  'company card read from the storage',
  (ctx) => {
    async function storeCard(owner: Member, bytes: Buffer): Promise<StoredFile> {
      const { sha256, size } = await store.put(bytes);
      return insertStoredFile(ctx.database.db, {
        scope_uuid: crypto.randomUUID(),
        type: 'company_card',
        name: 'Карточка предприятия.docx',
        size,
        mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        sha256,
        organization_uuid: owner.organizationUuid,
        created_by: owner.viewer.userId,
      });
    }

    it('reads a stored card by id, by path and by this server’s address, with the caller’s access', async () => {
      const owner = await signedInAgent(ctx.app);
      const card = await storeCard(owner, makeDocx([['ИНН/КПП', '7707083893 / 773601001'], ['ОГРН', '1027700132195'], ['БИК', '044525225']]));
      const api = client(ctx.app, { token: owner.token });
      const path = `/v1/storage/read/file/${card.uuid}/name/${encodeURIComponent(card.name)}`;
      for (const fileUrl of [card.uuid, path, `http://localhost:80${path}`]) {
        const answer = await api.post<{ suggestions: { data: { inn: string } }[] }>('/v1/suggestion/read/parsefile', { method: 'party', file_url: fileUrl });
        expect(answer.status, fileUrl).toBe(200);
        expect(answer.body.data!.suggestions.map((s) => s.data.inn)).toEqual(['7707083893']);
      }
      const stranger = await signedInAgent(ctx.app);
      const refused = await client(ctx.app, { token: stranger.token }).post('/v1/suggestion/read/parsefile', { method: 'party', file_url: card.uuid });
      expect(refused).toMatchObject({ status: 404, body: { code: 40400, message: 'Файл не найден в хранилище' } });
    });
  },
  { env },
);
