import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

/** A message as a local SMTP server received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/** The text of a single-part letter, with its transfer encoding (base64 or quoted-printable) undone. */
export function mailText(mail: ReceivedMail): string {
  const split = mail.data.indexOf('\r\n\r\n');
  const headers = mail.data.slice(0, split).toLowerCase();
  const body = mail.data.slice(split + 4);
  if (headers.includes('content-transfer-encoding: base64')) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (headers.includes('content-transfer-encoding: quoted-printable')) {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/**
 * A minimal SMTP server on 127.0.0.1 (EHLO, MAIL, RCPT, DATA, QUIT), enough for nodemailer to deliver
 * to, so the real SMTP adapter runs end to end in tests.
 */
export async function startFakeSmtpServer(): Promise<{ url: string; mails: ReceivedMail[]; close(): Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: ReceivedMail = { from: '', to: [], data: '' };
    socket.write('220 fake-smtp ready\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          mails.push(current);
          current = { from: '', to: [], data: '' };
          socket.write('250 2.0.0 queued as fake\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-fake-smtp\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') {
          current.from = line.slice(10).trim();
          socket.write('250 2.1.0 ok\r\n');
        } else if (verb === 'RCPT') {
          current.to.push(line.slice(8).trim());
          socket.write('250 2.1.5 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 end with <CRLF>.<CRLF>\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 2.0.0 bye\r\n');
          return;
        } else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A request the local SMS gateway received. */
export interface ReceivedSms {
  authorization: string | undefined;
  body: { to: string; text: string };
}

/**
 * A local HTTP SMS gateway: answers 200 {id} by default; `mode` makes it fail or hang to exercise the
 * adapter's error and timeout paths.
 */
export async function startFakeSmsGateway(): Promise<{
  url: string;
  received: ReceivedSms[];
  mode: { value: 'ok' | 'fail' | 'hang' };
  close(): Promise<void>;
}> {
  const received: ReceivedSms[] = [];
  const mode = { value: 'ok' as 'ok' | 'fail' | 'hang' };
  const hanging: http.ServerResponse[] = [];
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      if (mode.value === 'hang') {
        hanging.push(response);
        return;
      }
      received.push({ authorization: request.headers.authorization, body: JSON.parse(raw) as ReceivedSms['body'] });
      if (mode.value === 'fail') {
        response.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"gateway down"}');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: `sms-${received.length}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/send`,
    received,
    mode,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
