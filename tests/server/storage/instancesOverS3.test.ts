import { existsSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { unzipSync } from 'fflate';
import { expect, it } from 'vitest';
import { chatApi, chatsOf } from '../chat/chatFixtures';
import { describeInstancesOverS3 } from '../helpers/instancesOverS3';
import { client } from '../helpers/serverContext';
import { createThroughApi, pdfBytes, upload, type RootAnswer } from '../requestForm/formFixtures';
import { sha256Of } from './fileStoreContract';

type FileAnswer = { uuid: string; name: string; size: number; mime: string; sha256: string; link: string };

describeInstancesOverS3('Files across server instances sharing one S3 bucket', (ctx) => {
  it('a document uploaded through instance A is listed and downloaded through instance B', async () => {
    const { a, b, agent, s3 } = ctx;
    const { id } = await createThroughApi(a, agent);
    const scope = (await client(a, { token: agent.token }).get<RootAnswer>(`/v1/bgrequest/read/${id}/root`)).body.data!.documents_scope_uuid;
    const bytes = pdfBytes('устав, загруженный через первый сервер');

    const uploaded = await upload(a, agent.token, { scope, type: 'charter' }, { name: 'Устав.pdf', bytes });
    expect(uploaded.status, uploaded.body.message).toBe(200);
    const file = uploaded.body.data as unknown as FileAnswer;
    expect(file.sha256).toBe(sha256Of(bytes));
    expect(await s3.keys()).toContain(file.sha256);

    const listed = await client(b, { token: agent.token }).get<FileAnswer[]>(`/v1/storage/read/scope/${scope}`);
    expect(listed.body.data!.map((entry) => entry.uuid)).toEqual([file.uuid]);
    const download = await b.inject({ method: 'GET', url: file.link, headers: { authorization: `Bearer ${agent.token}` } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload).toEqual(bytes);
    const base64 = await client(b, { token: agent.token }).get<{ base64: string }>(`/v1/storage/read/file/${file.uuid}/base64`);
    expect(Buffer.from(base64.body.data!.base64, 'base64')).toEqual(bytes);

    // Neither machine kept the bytes on its own disk.
    for (const dir of [ctx.dataDirs.a, ctx.dataDirs.b]) expect(existsSync(path.join(dir, 'files'))).toBe(false);
  });

  it('the same document uploaded through both instances is one object, and a removal through B is seen on A', async () => {
    const { a, b, agent, s3 } = ctx;
    const { id } = await createThroughApi(b, agent);
    const scope = (await client(b, { token: agent.token }).get<RootAnswer>(`/v1/bgrequest/read/${id}/root`)).body.data!.documents_scope_uuid;
    const bytes = pdfBytes('выписка из ЕГРЮЛ');
    const before = (await s3.keys()).length;
    const first = await upload(a, agent.token, { scope, type: 'egrul' }, { name: 'ЕГРЮЛ.pdf', bytes });
    const second = await upload(b, agent.token, { scope, type: 'egrul_copy' }, { name: 'ЕГРЮЛ (копия).pdf', bytes });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await s3.keys()).toHaveLength(before + 1);

    const removed = await b.inject({ method: 'DELETE', url: `/v1/storage/delete/file/${(first.body.data as unknown as FileAnswer).uuid}`, headers: { authorization: `Bearer ${agent.token}` } });
    expect(removed.statusCode).toBe(200);
    const listedOnA = await client(a, { token: agent.token }).get<FileAnswer[]>(`/v1/storage/read/scope/${scope}`);
    expect(listedOnA.body.data!.map((entry) => entry.name)).toEqual(['ЕГРЮЛ (копия).pdf']);
    const download = await a.inject({ method: 'GET', url: (second.body.data as unknown as FileAnswer).link, headers: { authorization: `Bearer ${agent.token}` } });
    expect(download.rawPayload).toEqual(bytes);
  });

  it('a chat attachment posted through instance A is read and downloaded through instance B', async () => {
    const { a, b, agent, s3 } = ctx;
    const { id } = await createThroughApi(a, agent);
    const scope = randomUUID();
    const bytes = pdfBytes('письмо в чат через первый сервер');
    const uploaded = await upload(a, agent.token, { scope, type: 'other' }, { name: 'Письмо.pdf', bytes });
    expect(uploaded.status, uploaded.body.message).toBe(200);
    expect(await s3.keys()).toContain(sha256Of(bytes));
    const { own } = await chatsOf(a, agent, id);
    const posted = await chatApi(a, agent).post({ chat_uuid: own.uuid, message: 'Письмо во вложении', scope });
    expect(posted.status, posted.body.message).toBe(200);

    const read = await chatApi(b, agent).read(own.uuid);
    expect(read.status, read.body.message).toBe(200);
    const message = read.body.data!.messages.find((entry) => entry.scope === scope);
    expect(message?.files.map((file) => file.name)).toEqual(['Письмо.pdf']);
    const file = message!.files[0]!;
    const download = await b.inject({ method: 'GET', url: `/v1/storage/read/file/${file.uuid}/name/${encodeURIComponent(file.name)}`, headers: { authorization: `Bearer ${agent.token}` } });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(bytes);
  });

  it('the dossier zip of a request whose document was uploaded through A is downloaded through B with the bytes and the index', async () => {
    const { a, b, agent, s3 } = ctx;
    const { id } = await createThroughApi(a, agent);
    const scope = (await client(a, { token: agent.token }).get<RootAnswer>(`/v1/bgrequest/read/${id}/root`)).body.data!.documents_scope_uuid;
    const bytes = pdfBytes('устав для досье');
    const uploaded = await upload(a, agent.token, { scope, type: 'charter' }, { name: 'Устав для досье.pdf', bytes });
    expect(uploaded.status, uploaded.body.message).toBe(200);
    expect(await s3.keys()).toContain(sha256Of(bytes));

    const answer = await b.inject({ method: 'GET', url: `/v1/bgrequest/read/${id}/zip/dossier`, headers: { authorization: `Bearer ${agent.token}` } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/zip');
    const zip = unzipSync(new Uint8Array(answer.rawPayload));
    const entries = Object.keys(zip).filter((name) => name.endsWith('/Устав для досье.pdf'));
    expect(entries).toHaveLength(1);
    expect(Buffer.from(zip[entries[0]!]!)).toEqual(bytes);
    const index = Buffer.from(zip['Опись.csv']!).toString('utf8').split('\r\n');
    const line = index.find((row) => row.includes('Устав для досье.pdf'));
    expect(line).toBeDefined();
    expect(line).toContain(sha256Of(bytes));
    expect(line).toContain(String(bytes.length));
  });
});
