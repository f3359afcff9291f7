import fc from 'fast-check';
import { expect, it } from 'vitest';
import { client, forEachDatabase } from '../helpers/serverContext';
import { dataDirEnv, makeReadonly, signedInAgent, type Member } from '../requests/requestFixtures';
import { createThroughApi, multipart, pdfBytes, upload, validExample, type RootAnswer } from '../requestForm/formFixtures';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const wrongKind = 'Недопустимый формат файла: принимаются PDF, JPEG, PNG, документы Word (docx), таблицы Excel (xlsx), XML и файлы подписи (sig, p7s)';

type FileAnswer = { uuid: string; type: string; name: string; size: number; mime: string; sha256: string; link: string };

async function scopeOf(app: Parameters<typeof client>[0], member: Member, id: number): Promise<string> {
  return (await client(app, { token: member.token }).get<RootAnswer>(`/v1/bgrequest/read/${id}/root`)).body.data!.documents_scope_uuid;
}

forEachDatabase(
  'Request documents: upload, list, delete, base64, reuse',
  (ctx) => {
    it('keeps a document told by its magic bytes, lists it, replaces it and gives it back as base64', async () => {
      const agent = await signedInAgent(ctx.app);
      const { id } = await createThroughApi(ctx.app, agent);
      const scope = await scopeOf(ctx.app, agent, id);
      const api = client(ctx.app, { token: agent.token });

      const charter = await upload(ctx.app, agent.token, { scope, type: 'charter' }, { name: 'Устав.pdf', bytes: pdfBytes('устав'), mime: 'text/plain' });
      expect(charter.status, charter.body.message).toBe(200);
      expect(charter.body.data).toMatchObject({ type: 'charter', name: 'Устав.pdf', mime: 'application/pdf', size: pdfBytes('устав').length });
      // A scan of several megabytes is well within the limit (the JSON body limit does not apply to uploads).
      const scan = await upload(ctx.app, agent.token, { scope, type: 'passport_head' }, { name: 'паспорт.png', bytes: Buffer.concat([png, Buffer.alloc(3 * 1_048_576, 7)]) });
      expect(scan.status, scan.body.message).toBe(200);
      expect(scan.body.data).toMatchObject({ mime: 'image/png' });

      const all = await api.get<FileAnswer[]>(`/v1/storage/read/scope/${scope}`);
      expect(all.body.data!.map((file) => file.type)).toEqual(['charter', 'passport_head']);
      const charters = await api.get<FileAnswer[]>(`/v1/storage/read/scope/${scope}/charter`);
      expect(charters.body.data!.map((file) => file.name)).toEqual(['Устав.pdf']);

      const newer = await upload(ctx.app, agent.token, { scope, type: 'charter', dropOldVersionFiles: 'true' }, { name: 'Устав 2026.pdf', bytes: pdfBytes('новый устав') });
      expect(newer.status).toBe(200);
      expect((await api.get<FileAnswer[]>(`/v1/storage/read/scope/${scope}/charter`)).body.data!.map((file) => file.name)).toEqual(['Устав 2026.pdf']);

      const newerFile = newer.body.data as unknown as FileAnswer;
      const base64 = await api.get<{ base64: string; name: string; mime: string }>(`/v1/storage/read/file/${newerFile.uuid}/base64`);
      expect(base64.body.data).toMatchObject({ name: 'Устав 2026.pdf', mime: 'application/pdf' });
      expect(Buffer.from(base64.body.data!.base64, 'base64')).toEqual(pdfBytes('новый устав'));
      const download = await ctx.app.inject({ method: 'GET', url: newerFile.link, headers: { authorization: `Bearer ${agent.token}` } });
      expect(download.rawPayload).toEqual(pdfBytes('новый устав'));

      const removed = await ctx.app.inject({ method: 'DELETE', url: `/v1/storage/delete/file/${newerFile.uuid}`, headers: { authorization: `Bearer ${agent.token}` } });
      expect(removed.json()).toEqual({ code: 20000, data: { uuid: newerFile.uuid, deleted: true } });
      expect((await api.get<FileAnswer[]>(`/v1/storage/read/scope/${scope}/charter`)).body.data).toEqual([]);
      expect((await api.get(`/v1/storage/read/file/${newerFile.uuid}/base64`)).body).toEqual({ code: 40400, message: 'Файл не найден' });
    });

    it('refuses wrong kinds, oversized, empty and incomplete uploads in Russian', async () => {
      const agent = await signedInAgent(ctx.app);
      const { id } = await createThroughApi(ctx.app, agent);
      const scope = await scopeOf(ctx.app, agent, id);
      const cases: [Record<string, string>, { name: string; bytes: Buffer } | undefined, number, string][] = [
        [{ scope, type: 'charter' }, { name: 'Устав.pdf', bytes: Buffer.from('MZ\x90\x00 не PDF') }, 400, wrongKind],
        [{ scope, type: 'charter' }, { name: 'Устав.pdf', bytes: Buffer.alloc(0) }, 400, 'Файл пустой'],
        [{ scope, type: 'charter' }, undefined, 400, 'Приложите файл'],
        [{ type: 'charter' }, { name: 'a.pdf', bytes: pdfBytes() }, 400, 'Поле «Область документов»: обязательно для заполнения'],
        [{ scope: 'не-uuid', type: 'charter' }, { name: 'a.pdf', bytes: pdfBytes() }, 400, 'Поле «Область документов»: имеет неверный формат'],
        [{ scope }, { name: 'a.pdf', bytes: pdfBytes() }, 400, 'Поле «Тип документа»: обязательно для заполнения'],
        [{ scope, type: '../etc' }, { name: 'a.pdf', bytes: pdfBytes() }, 400, 'Поле «Тип документа»: имеет неверный формат'],
        // A scope that is no request's is a chat message's files (docs/chat.md); another organisation's scope stays unknown.
        [{ scope: agent.organizationUuid, type: 'charter' }, { name: 'a.pdf', bytes: pdfBytes() }, 404, 'Заявка не найдена'],
      ];
      for (const [fields, file, status, message] of cases) {
        const answer = await upload(ctx.app, agent.token, fields, file);
        expect(answer, JSON.stringify(fields)).toMatchObject({ status, body: { message } });
      }
      const big = Buffer.concat([pdfBytes(), Buffer.alloc(20 * 1_048_576)]);
      const tooLarge = await upload(ctx.app, agent.token, { scope, type: 'charter' }, { name: 'big.pdf', bytes: big });
      expect(tooLarge).toEqual({ status: 413, body: { code: 41300, message: 'Файл больше 20 МБ. Приложите файл меньшего размера' } });
      const notMultipart = await client(ctx.app, { token: agent.token }).post('/v1/storage/write/file', { scope });
      expect(notMultipart.body).toEqual({ code: 40000, message: 'Отправьте файл как multipart/form-data' });
      const broken = multipart({ scope, type: 'charter' }, { name: 'a.pdf', bytes: pdfBytes() });
      const cut = await ctx.app.inject({ method: 'POST', url: '/v1/storage/write/file', payload: broken.payload.subarray(0, broken.payload.length - 30), headers: { ...broken.headers, authorization: `Bearer ${agent.token}` } });
      expect(cut.statusCode).toBe(400);
      expect(cut.json().message).toBe('Ошибка загрузки документа');
      expect((await upload(ctx.app, 'forged', { scope, type: 'charter' }, { name: 'a.pdf', bytes: pdfBytes() })).status).toBe(401);
      expect((await client(ctx.app, { token: agent.token }).get<FileAnswer[]>(`/v1/storage/read/scope/${scope}`)).body.data).toEqual([]);
      await fc.assert(
        fc.asyncProperty(fc.uint8Array({ maxLength: 512 }), fc.dictionary(fc.constantFrom('scope', 'type', 'dropOldVersionFiles', 'x'), fc.string({ maxLength: 40 })), async (bytes, fields) => {
          const answer = await upload(ctx.app, agent.token, { scope, type: 'charter', ...fields }, { name: 'файл', bytes: Buffer.from(bytes) });
          expect(answer.status, JSON.stringify(fields)).toBeLessThan(500);
        }),
        { numRuns: 40 },
      );
    });

    it('keeps other organisations and read-only requests out', async () => {
      const owner = await signedInAgent(ctx.app);
      const stranger = await signedInAgent(ctx.app);
      const { id } = await createThroughApi(ctx.app, owner);
      const scope = await scopeOf(ctx.app, owner, id);
      const stored = await upload(ctx.app, owner.token, { scope, type: 'charter' }, { name: 'Устав.pdf', bytes: pdfBytes() });
      const fileUuid = (stored.body.data as unknown as FileAnswer).uuid;
      expect(await upload(ctx.app, stranger.token, { scope, type: 'charter' }, { name: 'a.pdf', bytes: pdfBytes() })).toMatchObject({ status: 404, body: { message: 'Заявка не найдена' } });
      expect((await client(ctx.app, { token: stranger.token }).get(`/v1/storage/read/scope/${scope}`)).body).toEqual({ code: 40400, message: 'Заявка не найдена' });
      expect((await client(ctx.app, { token: stranger.token }).get(`/v1/storage/read/file/${fileUuid}/base64`)).status).toBe(404);
      const foreignDelete = await ctx.app.inject({ method: 'DELETE', url: `/v1/storage/delete/file/${fileUuid}`, headers: { authorization: `Bearer ${stranger.token}` } });
      expect(foreignDelete.json()).toEqual({ code: 40400, message: 'Файл не найден' });
      const scopeAnswer = await client(ctx.app, { token: owner.token }).post<{ uuid: string; request_id: number }>('/v1/bgdocuments/write', { scope });
      expect(scopeAnswer.body.data).toEqual({ uuid: scope, request_id: id });
      expect((await client(ctx.app, { token: stranger.token }).post('/v1/bgdocuments/write', { scope })).status).toBe(404);

      await makeReadonly(ctx.app, id);
      expect(await upload(ctx.app, owner.token, { scope, type: 'charter' }, { name: 'a.pdf', bytes: pdfBytes() })).toMatchObject({ status: 400, body: { message: 'Заявка доступна только для чтения' } });
      const readonlyDelete = await ctx.app.inject({ method: 'DELETE', url: `/v1/storage/delete/file/${fileUuid}`, headers: { authorization: `Bearer ${owner.token}` } });
      expect(readonlyDelete.json()).toEqual({ code: 40000, message: 'Заявка доступна только для чтения' });
    });

    it('attaches a document the company already has to a new request without uploading it again', async () => {
      const agent = await signedInAgent(ctx.app);
      const api = client(ctx.app, { token: agent.token });
      const first = await createThroughApi(ctx.app, agent);
      const firstScope = await scopeOf(ctx.app, agent, first.id);
      const charter = (await upload(ctx.app, agent.token, { scope: firstScope, type: 'charter' }, { name: 'Устав.pdf', bytes: pdfBytes('устав компании') })).body.data as unknown as FileAnswer;
      const second = await createThroughApi(ctx.app, agent);
      const secondScope = await scopeOf(ctx.app, agent, second.id);

      const offered = await api.get<FileAnswer[]>(`/v1/storage/read/reusable/${second.id}/charter`);
      expect(offered.body.data!.map((file) => file.uuid)).toEqual([charter.uuid]);
      expect((await api.get<FileAnswer[]>(`/v1/storage/read/reusable/${second.id}/passport_head`)).body.data).toEqual([]);

      const reused = await api.post<FileAnswer>('/v1/storage/write/reuse', { file_uuid: charter.uuid, scope: secondScope, type: 'charter' });
      expect(reused.status, reused.body.message).toBe(200);
      expect(reused.body.data).toMatchObject({ type: 'charter', name: 'Устав.pdf', sha256: charter.sha256, size: charter.size });
      expect(reused.body.data!.uuid).not.toBe(charter.uuid);
      expect((await api.get<FileAnswer[]>(`/v1/storage/read/scope/${secondScope}/charter`)).body.data!.map((file) => file.sha256)).toEqual([charter.sha256]);

      // Another company's request cannot take it.
      const other = await createThroughApi(ctx.app, agent, validExample('company-information', 'sole-entrepreneur'));
      const otherScope = await scopeOf(ctx.app, agent, other.id);
      expect((await api.post('/v1/storage/write/reuse', { file_uuid: charter.uuid, scope: otherScope })).body).toEqual({ code: 40400, message: 'Файл не найден' });
      const stranger = await signedInAgent(ctx.app);
      const strangers = await createThroughApi(ctx.app, stranger);
      const strangerScope = await scopeOf(ctx.app, stranger, strangers.id);
      expect((await client(ctx.app, { token: stranger.token }).post('/v1/storage/write/reuse', { file_uuid: charter.uuid, scope: strangerScope })).body).toEqual({
        code: 40400,
        message: 'Файл не найден',
      });
      expect((await client(ctx.app, { token: stranger.token }).get(`/v1/storage/read/reusable/${second.id}/charter`)).status).toBe(404);
      expect((await api.post('/v1/storage/write/reuse', { file_uuid: 'нет', scope: secondScope })).status).toBe(400);
    });
  },
  { env: dataDirEnv() },
);
