import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { client, forEachDatabase } from '../helpers/serverContext';
import { dataDirEnv, signedInAgent } from '../requests/requestFixtures';
import { createThroughApi, multipart, pdfBytes, upload, type RootAnswer } from '../requestForm/formFixtures';

/** The blobs the file store keeps on disk (the temp folder aside). */
function blobCount(dataDir: string): number {
  const root = path.join(dataDir, 'files');
  let count = 0;
  const stack = [root];
  for (let dir = stack.pop(); dir !== undefined; dir = stack.pop()) {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (entry.isDirectory()) {
        if (!(dir === root && entry.name === 'tmp')) stack.push(path.join(dir, entry.name));
      } else count += 1;
    }
  }
  return count;
}

forEachDatabase(
  'control characters in names and addresses',
  (ctx) => {
    it('refuses an upload named with a NUL and keeps no blob of it', async () => {
      const agent = await signedInAgent(ctx.app);
      const { id } = await createThroughApi(ctx.app, agent);
      const scope = (await client(ctx.app, { token: agent.token }).get<RootAnswer>(`/v1/bgrequest/read/${id}/root`)).body.data!.documents_scope_uuid;
      const dataDir = ctx.app.config.server.dataDir;
      const before = blobCount(dataDir);
      for (const name of ['Устав\u0000.pdf', 'Устав\u0007.pdf']) {
        const answer = await upload(ctx.app, agent.token, { scope, type: 'charter' }, { name, bytes: pdfBytes(`устав ${name} ${Math.random()}`) });
        expect({ name, status: answer.status, body: answer.body }).toEqual({ name, status: 400, body: { code: 40000, message: 'Имя файла содержит недопустимые символы' } });
      }
      expect(blobCount(dataDir)).toBe(before);
      const good = await upload(ctx.app, agent.token, { scope, type: 'charter' }, { name: 'Устав.pdf', bytes: pdfBytes(`устав ${Math.random()}`) });
      expect(good.status).toBe(200);
      expect(blobCount(dataDir)).toBe(before + 1);
    });

    it('refuses a finance file named with a NUL', async () => {
      const agent = await signedInAgent(ctx.app);
      const body = multipart({}, { name: 'отчёт\u0000.xml', bytes: Buffer.from('<?xml version="1.0"?><Файл/>') });
      const response = await ctx.app.inject({ method: 'POST', url: '/v2/questionnaire/read/finance/parsebb', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${agent.token}` } });
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: { code: 40000, message: 'Имя файла содержит недопустимые символы' } });
    });

    it('refuses a NUL or another control character in a path parameter or a query with 400', async () => {
      const agent = await signedInAgent(ctx.app);
      const scope = '5f5102f3-c0c2-42d3-addb-b966cd2474e7';
      for (const url of [
        `/v1/storage/read/scope/${scope}/%00`,
        `/v1/storage/read/scope/%00`,
        `/v1/storage/read/scope/${scope}/a%0Ab`,
        '/v1/bgrequest/read/1%00/root',
        '/v1/dev/read/outbox?to=a%00b',
      ]) {
        const response = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${agent.token}` } });
        expect({ url, status: response.statusCode, body: response.json() }).toEqual({ url, status: 400, body: { code: 40006, message: 'Адрес запроса содержит недопустимые символы' } });
      }
      const plain = await ctx.app.inject({ method: 'GET', url: `/v1/storage/read/scope/${scope}/charter`, headers: { authorization: `Bearer ${agent.token}` } });
      expect(plain.statusCode).toBe(404);
    });
  },
  { env: dataDirEnv() },
);
