import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BfoRegisterError, type BfoLookup, type BfoRegister } from '../../../src/server/integrations/fns/BfoRegister';
import { bfoRegisterFromEnv } from '../../../src/server/integrations/fns/bfoRegisterFromEnv';
import { httpBfoRegister } from '../../../src/server/integrations/fns/httpBfoRegister';
import { offlineBfoRegister } from '../../../src/server/integrations/fns/offlineBfoRegister';
import { bfoDir, fixture } from './fixtures';

const hint = 'документ отсутствует на Ресурсе БФО. Приложите документ и заполните данные вручную.';

// The register as its service answers: the organisation by INN, then its statements with the values.
const requests: string[] = [];
let server: Server;
let baseUrl = '';
let answerWith: 'register' | 'error' | 'garbage' = 'register';

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push(url.pathname + url.search);
    if (url.pathname === '/slow/advanced-search/organizations/search') return; // never answers
    if (answerWith === 'error') {
      response.statusCode = 503;
      response.end('Service Unavailable');
      return;
    }
    response.setHeader('content-type', 'application/json');
    if (answerWith === 'garbage') {
      response.end('<html>maintenance</html>');
      return;
    }
    if (url.pathname === '/advanced-search/organizations/search') {
      const inn = url.searchParams.get('query');
      response.end(inn === '6623456787' ? fixture('bfo-register/search-6623456787.json') : JSON.stringify({ content: [], totalElements: 0 }));
      return;
    }
    if (url.pathname === '/nbo/organizations/4815162/bfo/') {
      response.end(fixture('bfo-register/bfo-4815162.json'));
      return;
    }
    response.statusCode = 404;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function reportOf(lookup: BfoLookup) {
  if (lookup.state !== 'found') throw new Error(`not found: ${lookup.hint}`);
  return lookup.report;
}

// One contract, every adapter: what the product relies on holds for the real register and the offline one.
const adapters: [string, () => BfoRegister][] = [
  ['offline', () => offlineBfoRegister({ dir: bfoDir })],
  ['http', () => httpBfoRegister({ baseUrl: `${baseUrl}/`, timeoutMs: 2000 })],
  ['configured offline', () => bfoRegisterFromEnv({})],
  ['configured http', () => bfoRegisterFromEnv({ BFO_URL: baseUrl, BFO_TIMEOUT_MS: '2000' })],
];

describe.each(adapters)('the %s register', (_name, make) => {
  it('gives the latest statements of a known taxpayer as a finance report', async () => {
    answerWith = 'register';
    const report = reportOf(await make().findReport('6623456787'));
    expect(report.periods.map((period) => period.year)).toEqual([2024, 2023, 2022]);
    expect(report.lines['2110']).toEqual({ period1: 58400, period2: 49900 });
    expect(report.lines['2400']).toEqual({ period1: 750, period2: -1250 });
    expect(report.lines['1410']).toEqual({ period1: 3000, period2: 4000 });
    expect(report.company?.inn).toBe('6623456787');
  });

  it('answers an unknown taxpayer, or a wrong INN, with the hint to attach the statements by hand', async () => {
    answerWith = 'register';
    expect(await make().findReport('7707083893')).toEqual({ state: 'not_found', hint });
    expect(await make().findReport('не ИНН')).toEqual({ state: 'not_found', hint });
  });

  it('a year the register does not hold is not found', async () => {
    answerWith = 'register';
    expect(await make().findReport('6623456787', 2019)).toEqual({ state: 'not_found', hint });
  });
});

describe('the http register', () => {
  const register = () => httpBfoRegister({ baseUrl, timeoutMs: 2000 });

  it('reads the same figures the register export of the offline register holds', async () => {
    answerWith = 'register';
    const online = reportOf(await register().findReport('6623456787'));
    const offline = reportOf(await offlineBfoRegister({ dir: bfoDir }).findReport('6623456787'));
    expect(online.lines).toEqual(offline.lines);
    expect(online.source).toBe('bfo_register');
    expect(online.warnings).toEqual([]);
  });

  it('takes the correction in force, not the first one filed', async () => {
    answerWith = 'register';
    expect(reportOf(await register().findReport('6623456787')).lines['2110']?.['period1']).toBe(58400);
  });

  it('gives an earlier year when asked', async () => {
    answerWith = 'register';
    const report = reportOf(await register().findReport('6623456787', 2023));
    expect(report.periods.map((period) => period.year)).toEqual([2023, 2022]);
    expect(report.lines['1600']).toEqual({ period1: 21100, period2: 18100 });
  });

  it('asks the organisation by INN, then its statements', async () => {
    answerWith = 'register';
    requests.length = 0;
    await register().findReport('6623456787');
    expect(requests).toEqual(['/advanced-search/organizations/search?query=6623456787&page=0', '/nbo/organizations/4815162/bfo/']);
  });

  it.each<[string, () => BfoRegister, 'register' | 'error' | 'garbage']>([
    ['does not answer in time', () => httpBfoRegister({ baseUrl: `${baseUrl}/slow`, timeoutMs: 200 }), 'register'],
    ['cannot be reached', () => httpBfoRegister({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 1000 }), 'register'],
    ['answers with an error', register, 'error'],
    ['answers with something that is not JSON', register, 'garbage'],
  ])('a register that %s is an error with a Russian message', async (_case, make, mode) => {
    answerWith = mode;
    await expect(make().findReport('6623456787')).rejects.toThrow(BfoRegisterError);
    await expect(make().findReport('6623456787')).rejects.toThrow('Ресурс БФО не ответил. Приложите документ и заполните данные вручную.');
  });
});

describe('the offline register', () => {
  it('serves the tax office XML too, checked against the INN asked', async () => {
    const report = reportOf(await offlineBfoRegister({ dir: bfoDir }).findReport('7701234560'));
    expect(report.source).toBe('fns_xml');
    expect(report.warnings).toEqual([]);
  });
});
