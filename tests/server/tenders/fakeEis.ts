import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

/** One recorded answer of the EIS gateway. */
export interface EisFixture {
  description: string;
  request: { method: 'GET'; path: string };
  response: { status: number; body: unknown };
}

const fixtureDir = path.resolve('tests/fixtures/eis');

export function loadEisFixtures(): EisFixture[] {
  return fs
    .readdirSync(fixtureDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(fs.readFileSync(path.join(fixtureDir, name), 'utf8')) as EisFixture);
}

/**
 * A local EIS gateway that replays the recorded answers by path, checks the bearer key, and can fail,
 * hang or answer garbage to exercise the adapter. A path without a recording is kept in `unrecorded`.
 */
export async function startFakeEis(token: string) {
  const recordings = new Map(loadEisFixtures().map((f) => [f.request.path, f.response]));
  const unrecorded: string[] = [];
  const mode = { value: 'replay' as 'replay' | 'fail' | 'hang' | 'garbage' };
  const hanging: http.ServerResponse[] = [];
  const server = http.createServer((request, response) => {
    const json = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (mode.value === 'hang') {
      hanging.push(response);
      return;
    }
    if (mode.value === 'fail') return json(500, { message: 'internal error' });
    if (request.headers.authorization !== `Bearer ${token}`) return json(401, { message: 'unauthorized' });
    if (mode.value === 'garbage') return json(200, { purchaseNumber: request.url, lots: 'none' });
    const recorded = recordings.get(request.url ?? '');
    if (!recorded) {
      unrecorded.push(request.url ?? '');
      return json(500, { unrecorded: request.url });
    }
    return json(recorded.status, recorded.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    mode,
    unrecorded,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
