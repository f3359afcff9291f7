import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

/** One recorded exchange with DaData: the request the adapter sends and DaData's answer to it. */
export interface DadataFixture {
  description: string | null;
  request: { method: 'POST'; path: string; body: Record<string, unknown> };
  response: { status: number; body: unknown };
}

const fixtureDir = path.resolve('tests/fixtures/dadata');

export function loadDadataFixtures(): DadataFixture[] {
  return fs
    .readdirSync(fixtureDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(fs.readFileSync(path.join(fixtureDir, name), 'utf8')) as DadataFixture);
}

/** JSON with sorted keys: the adapter's key order must not matter for matching. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * A local stand-in for suggestions.dadata.ru: answers a request with the recorded answer for exactly
 * that path and body, checks the API key as DaData does (403 otherwise), and can fail or hang to
 * exercise the adapter's error and timeout paths. Requests without a recording are kept in
 * `unrecorded` and answered 500, so a test that strays from the recordings fails loudly.
 */
export async function startFakeDadata(token: string) {
  const recordings = new Map(loadDadataFixtures().map((f) => [`${f.request.path} ${canonicalJson(f.request.body)}`, f.response]));
  const hits = new Map<string, number>();
  const unrecorded: string[] = [];
  const authorizations: (string | undefined)[] = [];
  const mode = { value: 'replay' as 'replay' | 'fail' | 'hang' };
  const hanging: http.ServerResponse[] = [];
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      authorizations.push(request.headers.authorization);
      if (mode.value === 'hang') {
        hanging.push(response);
        return;
      }
      const json = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (mode.value === 'fail') return json(503, { family: 'SERVER_ERROR', reason: 'Service Unavailable', message: 'Service is temporarily unavailable' });
      if (request.headers.authorization !== `Token ${token}`) return json(403, { family: 'CLIENT_ERROR', reason: 'Forbidden', message: 'Invalid API key' });
      const key = `${request.url} ${canonicalJson(JSON.parse(raw || 'null'))}`;
      hits.set(key, (hits.get(key) ?? 0) + 1);
      const recorded = recordings.get(key);
      if (!recorded) {
        unrecorded.push(key);
        return json(500, { unrecorded: key });
      }
      return json(recorded.status, recorded.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    mode,
    unrecorded,
    authorizations,
    /** How many times DaData was asked this path with this body. */
    hitsOf: (requestPath: string, body: unknown) => hits.get(`${requestPath} ${canonicalJson(body)}`) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
