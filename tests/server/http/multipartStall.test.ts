import { Readable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { banksConfig } from '../../../src/domain/banks';
import { multipartTexts } from '../../../src/server/http/multipartUpload';
import { bankKey, subRequestIn } from '../bankApi/bankFixtures';
import { fixture } from '../fns/fixtures';
import { forEachDatabase } from '../helpers/serverContext';
import { createThroughApi, multipart, pdfBytes, type RootAnswer } from '../requestForm/formFixtures';
import { dataDirEnv, signedInAgent } from '../requests/requestFixtures';
import { rawPost, type Piece } from './rawHttp';

/** The upload's idle bound in these tests (UPLOAD_IDLE_TIMEOUT_MS). */
const idleMs = 1000;
/** Time for the answer to travel once the bound has passed, on a busy machine. */
const slack = 1500;

/** A part whose Content-Disposition line lost its colon, longer than busboy's 64 KB window: busboy 3.2.6 stalled on it. */
const stallingBody = Buffer.from(`--XX\r\nContent-Disposition form-data; name="file"; filename="a.pdf"\r\n\r\n${'a'.repeat(200_000)}\r\n--XX--\r\n`);
const stallingType = 'multipart/form-data; boundary=XX';

/** A well-formed upload cut in the middle of its file: the client stops sending. */
function halfSent(): { head: Buffer; length: number; type: string } {
  const body = multipart({}, { name: 'a.pdf', bytes: Buffer.concat([pdfBytes(), Buffer.alloc(100_000, 0x20)]) });
  return { head: body.payload.subarray(0, 50_000), length: body.payload.length, type: body.headers['content-type'] };
}

/** A body that never ends, for app.inject: the first bytes, then nothing. */
function neverEnding(head: Buffer): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) this.push(head);
      sent = true;
    },
  });
}

/** Splits a body into `count` pieces with `pauseMs` between them. */
function trickle(body: Buffer, count: number, pauseMs: number): Piece[] {
  const size = Math.ceil(body.length / count);
  const pieces: Piece[] = [];
  for (let at = 0; at < body.length; at += size) pieces.push(...(at === 0 ? [] : [pauseMs]), body.subarray(at, at + size));
  return pieces;
}

interface UploadRoute {
  name: string;
  url: () => string;
  authorization: () => string;
}

forEachDatabase(
  'Uploads that stop moving',
  (ctx) => {
    let port = 0;
    let agentToken = '';
    let bankAuthorization = '';
    let subUuid = '';
    let scope = '';
    beforeAll(async () => {
      const agent = await signedInAgent(ctx.app);
      agentToken = agent.token;
      const bank = banksConfig.banks[0]!.uuid;
      bankAuthorization = `Bearer ${await bankKey(ctx.app, bank)}`;
      subUuid = (await subRequestIn(ctx.app, agent, bank)).uuid;
      const { id } = await createThroughApi(ctx.app, agent);
      const root = await ctx.app.inject({ method: 'GET', url: `/v1/bgrequest/read/${id}/root`, headers: { authorization: `Bearer ${agentToken}` } });
      scope = (root.json() as { data: RootAnswer }).data.documents_scope_uuid;
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      port = (ctx.app.server.address() as AddressInfo).port;
    });

    const routes: UploadRoute[] = [
      { name: 'a request document', url: () => '/v1/storage/write/file', authorization: () => `Bearer ${agentToken}` },
      { name: 'a financial statement to read', url: () => '/v2/questionnaire/read/finance/parsebb', authorization: () => `Bearer ${agentToken}` },
      { name: "a bank's document", url: () => `/bank-api/v1/subrequests/${subUuid}/documents`, authorization: () => bankAuthorization },
    ];

    describe.each(routes)('$name', (route) => {
      it('answers the part without a valid Content-Disposition with 400 at once, through inject', async () => {
        const started = performance.now();
        const answer = await ctx.app.inject({ method: 'POST', url: route.url(), payload: stallingBody, headers: { 'content-type': stallingType, authorization: route.authorization() } });
        expect(performance.now() - started).toBeLessThan(idleMs);
        expect(answer.statusCode, answer.body).toBe(400);
        expect(answer.json()).toMatchObject({ code: 40000, message: expect.stringMatching(/[а-яё]/i) });
      });

      it('answers the same body with 400 at once over a socket', async () => {
        const answer = await rawPost(port, route.url(), { 'content-type': stallingType, 'content-length': String(stallingBody.length), authorization: route.authorization() }, [stallingBody]);
        expect(answer.ms).toBeLessThan(idleMs);
        expect(answer.status, answer.body).toBe(400);
        expect(JSON.parse(answer.body)).toMatchObject({ code: 40000, message: expect.stringMatching(/[а-яё]/i) });
      });

      it('refuses a client that stops sending in the middle of the file with 400 and closes the connection', async () => {
        const { head, length, type } = halfSent();
        const answer = await rawPost(port, route.url(), { 'content-type': type, 'content-length': String(length), authorization: route.authorization() }, [head]);
        expect(answer.status, answer.body).toBe(400);
        expect(JSON.parse(answer.body)).toEqual({ code: 40000, message: multipartTexts.stalled });
        expect(answer.ms).toBeGreaterThanOrEqual(idleMs - 50);
        expect(answer.ms).toBeLessThan(idleMs + slack);
        expect(answer.headers['connection']).toBe('close');
        expect(answer.closed).toBe(true);
      });

      it('refuses a body that stops coming through inject with the same answer', async () => {
        const { head, type } = halfSent();
        const answer = await ctx.app.inject({ method: 'POST', url: route.url(), payload: neverEnding(head), headers: { 'content-type': type, authorization: route.authorization() } });
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toEqual({ code: 40000, message: multipartTexts.stalled });
      });
    });

    it('answers every unread part busboy used to stall on at once, whatever its size', async () => {
      const heads = [
        'Content-Disposition form-data; name="file"; filename="a.pdf"',
        'Content-Type: application/pdf',
        'Content-Disposition: attachment; name="file"',
        // A text field far over its 512-byte limit: busboy stops reading it once truncated.
        'Content-Disposition: form-data; name="type"',
      ];
      for (const head of heads) {
        for (const size of [65_000, 70_000, 131_072, 1_000_000, 5_000_000]) {
          const payload = Buffer.from(`--XX\r\n${head}\r\n\r\n${'a'.repeat(size)}\r\n--XX--\r\n`);
          const started = performance.now();
          const answer = await ctx.app.inject({ method: 'POST', url: '/v1/storage/write/file', payload, headers: { 'content-type': stallingType, authorization: `Bearer ${agentToken}` } });
          expect(performance.now() - started, `${head} ${size}`).toBeLessThan(idleMs);
          expect(answer.statusCode, `${head} ${size}`).toBe(400);
        }
      }
    });

    describe('uploads that keep moving', () => {
      it('keeps a document sent whole over a socket and one sent in pieces slower than the bound in all', async () => {
        const body = multipart({ scope, type: 'charter' }, { name: 'Устав.pdf', bytes: Buffer.concat([pdfBytes('устав'), Buffer.alloc(300_000, 0x20)]) });
        const headers = { ...body.headers, 'content-length': String(body.payload.length), authorization: `Bearer ${agentToken}` };
        const whole = await rawPost(port, '/v1/storage/write/file', headers, [body.payload]);
        expect(whole.status, whole.body).toBe(200);
        const slow = await rawPost(port, '/v1/storage/write/file', headers, trickle(body.payload, 6, idleMs / 2), 20_000);
        expect(slow.status, slow.body).toBe(200);
        expect(slow.ms).toBeGreaterThan(idleMs * 2);
        expect(JSON.parse(slow.body)).toMatchObject({ code: 20000, data: { type: 'charter', name: 'Устав.pdf', mime: 'application/pdf' } });
      });

      it('reads a financial statement sent in pieces slower than the bound in all', async () => {
        const body = multipart({}, { name: 'NO_BOUNFO_7701234560.xml', bytes: fixture('bfo/7701234560.xml'), mime: 'text/xml' });
        const headers = { ...body.headers, 'content-length': String(body.payload.length), authorization: `Bearer ${agentToken}` };
        const slow = await rawPost(port, '/v2/questionnaire/read/finance/parsebb', headers, trickle(body.payload, 4, idleMs / 2), 20_000);
        expect(slow.status, slow.body).toBe(200);
        expect(slow.ms).toBeGreaterThan(idleMs);
        expect(JSON.parse(slow.body)).toMatchObject({ code: 20000, data: { source: 'fns_xml', company: { inn: '7701234560' } } });
      });
    });
  },
  { env: { ...dataDirEnv(), UPLOAD_IDLE_TIMEOUT_MS: String(idleMs) } },
);
