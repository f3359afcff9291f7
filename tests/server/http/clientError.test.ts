import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { forEachDatabase } from '../helpers/serverContext';

/** Sends raw bytes and reads everything until the server closes the connection. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.write(request);
  });
}

function parse(raw: string): { status: number; headers: string; body: unknown } {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body: JSON.parse(body) as unknown };
}

forEachDatabase('requests Node cannot parse', (ctx) => {
  it('answers oversized headers with 431 and malformed requests with 400, in the envelope', async () => {
    const app = await ctx.build({ ready: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const oversized = parse(await rawExchange(port, `GET /v1/config/read/app HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`));
    expect(oversized.status).toBe(431);
    expect(oversized.headers).toContain('content-type: application/json; charset=utf-8');
    expect(oversized.body).toEqual({ code: 43100, message: 'Слишком большие заголовки запроса' });

    const malformed = parse(await rawExchange(port, 'NOT A REQUEST\r\n\r\n'));
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ code: 40000, message: 'Некорректный запрос' });
  });
});
