import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
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
});
