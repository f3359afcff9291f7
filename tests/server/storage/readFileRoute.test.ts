import path from 'node:path';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { localFileStore } from '../../../src/server/storage/localFileStore';
import { insertStoredFile, type StoredFile } from '../../../src/server/storage/storedFiles';
import { dataDirEnv, newRequest, signedInAgent, signedInClient, type Member } from '../requests/requestFixtures';
import { client, forEachDatabase } from '../helpers/serverContext';

const env = dataDirEnv();
const store = localFileStore(path.join(env.DATA_DIR!, 'files'));

forEachDatabase(
  'GET /v1/storage/read/file/{id}/name/{name}',
  (ctx) => {
    async function storeFile(owner: Member, file: { name: string; mime: string; bytes: Buffer; scope?: string }): Promise<StoredFile> {
      const { sha256, size } = await store.put(file.bytes);
      return insertStoredFile(ctx.database.db, {
        scope_uuid: file.scope ?? crypto.randomUUID(),
        type: 'document',
        name: file.name,
        size,
        mime: file.mime,
        sha256,
        organization_uuid: owner.organizationUuid,
        created_by: owner.viewer.userId,
      });
    }

    const download = (file: Pick<StoredFile, 'uuid'>, token?: string, name = 'file.pdf') =>
      ctx.app.inject({ method: 'GET', url: `/v1/storage/read/file/${file.uuid}/name/${encodeURIComponent(name)}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

    it('streams a file of the organisation with its type, Russian name and no caching', async () => {
      const agent = await signedInAgent(ctx.app);
      const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200_000, 1)]);
      const file = await storeFile(agent, { name: 'Заявление (копия) № 12 "итог".pdf', mime: 'application/pdf', bytes });
      const response = await download(file, agent.token, file.name);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(bytes)).toBe(true);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-length']).toBe(String(bytes.length));
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-disposition']).toBe(
        `inline; filename="_________ (_____) _ 12 ______.pdf"; filename*=UTF-8''${encodeURIComponent('Заявление')}%20%28${encodeURIComponent('копия')}%29%20${encodeURIComponent('№')}%2012%20%22${encodeURIComponent('итог')}%22.pdf`,
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });

    it('offers other types for saving rather than showing them', async () => {
      const agent = await signedInAgent(ctx.app);
      const file = await storeFile(agent, { name: 'отчётность.xml', mime: 'application/xml', bytes: Buffer.from('<Файл/>') });
      const response = await download(file, agent.token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(/^attachment; /);
      expect(response.headers['content-type']).toMatch(/^application\/xml/);
    });

    it('lets the client organisation read the documents of its request', async () => {
      const agent = await signedInAgent(ctx.app);
      const customer = await signedInClient(ctx.app);
      const request = await newRequest(ctx.app, agent, { client_organization_uuid: customer.organizationUuid });
      const inScope = await storeFile(agent, { name: 'анкета.pdf', mime: 'application/pdf', bytes: Buffer.from('%PDF анкета'), scope: request.documents_scope_uuid });
      const elsewhere = await storeFile(agent, { name: 'договор.pdf', mime: 'application/pdf', bytes: Buffer.from('%PDF договор') });
      expect((await download(inScope, customer.token)).statusCode).toBe(200);
      expect((await download(elsewhere, customer.token)).statusCode).toBe(404);
    });

    it('answers 404 in the envelope for a stranger, a removed file, a malformed id and bytes that went missing', async () => {
      const owner = await signedInAgent(ctx.app);
      const stranger = await signedInAgent(ctx.app);
      const file = await storeFile(owner, { name: 'a.pdf', mime: 'application/pdf', bytes: Buffer.from('%PDF чужой файл') });
      const removed = await storeFile(owner, { name: 'b.pdf', mime: 'application/pdf', bytes: Buffer.from('%PDF удалённый') });
      await ctx.database.db.updateTable('storage_file').set({ deleted_at: sql<Date>`now()` }).where('uuid', '=', removed.uuid).execute();
      const lost = await storeFile(owner, { name: 'c.pdf', mime: 'application/pdf', bytes: Buffer.from('%PDF потерянный') });
      await store.delete(lost.sha256);
      const cases = [
        download(file, stranger.token),
        download(removed, owner.token),
        download({ uuid: 'not-a-uuid' }, owner.token),
        download({ uuid: crypto.randomUUID() }, owner.token),
        download(lost, owner.token),
      ];
      for (const response of await Promise.all(cases)) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 40400, message: 'Файл не найден' });
      }
    });

    it('needs a signed-in user', async () => {
      const owner = await signedInAgent(ctx.app);
      const file = await storeFile(owner, { name: 'a.pdf', mime: 'application/pdf', bytes: Buffer.from('%PDF') });
      const response = await download(file);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 40100, message: 'Сессия истекла, войдите снова' });
    });

    it('refuses an overlong name in the envelope', async () => {
      const owner = await signedInAgent(ctx.app);
      const answer = await client(ctx.app, { token: owner.token }).get(`/v1/storage/read/file/${crypto.randomUUID()}/name/${'я'.repeat(200)}`);
      expect(answer.status).toBe(414);
      expect(answer.body.message).toBe('Слишком длинный адрес запроса');
    });
  },
  { env },
);
