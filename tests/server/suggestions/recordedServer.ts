import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

/** One recorded exchange with an outside service: what was asked and what it answered. */
export interface Recording<Request> {
  description: string | null;
  request: Request;
  response: { status: number; body: unknown };
}

/** Every recording in a folder of tests/fixtures, one JSON file each. */
export function loadRecordings<Request>(folder: string): Recording<Request>[] {
  const dir = path.resolve('tests/fixtures', folder);
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as Recording<Request>);
}

/**
 * Starts a local HTTP server for the stand-in of an outside service. `answer` gets the request and its
 * body; returning null leaves the request hanging (until close), to exercise timeouts.
 */
export async function startRecordedServer(answer: (request: http.IncomingMessage, body: string) => { status: number; body: unknown } | null) {
  const hanging: http.ServerResponse[] = [];
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const result = answer(request, raw);
      if (result === null) {
        hanging.push(response);
        return;
      }
      response.writeHead(result.status, { 'content-type': 'application/json' }).end(JSON.stringify(result.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
