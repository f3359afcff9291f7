import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BfoRegisterError, type BfoRegister } from '../../../src/server/integrations/fns/BfoRegister';
import { financeFromRegister } from '../../../src/server/integrations/fns/financeFromRegister';
import { httpBfoRegister } from '../../../src/server/integrations/fns/httpBfoRegister';
import { offlineBfoRegister } from '../../../src/server/integrations/fns/offlineBfoRegister';
import { bfoRegisterFromEnv } from '../../../src/server/integrations/fns/bfoRegisterFromEnv';
import { bfoDir, fixture } from './fixtures';

const hint = 'документ отсутствует на Ресурсе БФО. Приложите документ и заполните данные вручную.';

// The register as its site answers: organisations by INN, their statements by year, xlsx downloads.
const organizations = [{ id: 4_815_162, inn: '6623456787', shortName: 'ООО «ВЕКТОР»' }];
const statements: Record<number, { id: number; period: string }[]> = { 4_815_162: [{ id: 1, period: '2023' }, { id: 2, period: '2024' }] };
const downloads: string[] = [];
let server: Server;
let baseUrl = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/advanced-search/organizations/search') {
      const content = organizations.filter((organization) => organization.inn === url.searchParams.get('query'));
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ content, totalElements: content.length }));
      return;
    }
    const list = /^\/nbo\/organizations\/(\d+)\/bfo\/$/.exec(url.pathname);
    if (list) {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(statements[Number(list[1])] ?? []));
      return;
    }
    const download = /^\/download\/bfo\/(\d+)$/.exec(url.pathname);
    if (download && url.searchParams.get('period') === '2024' && url.searchParams.get('balance') === 'true') {
      downloads.push(url.search);
      response.setHeader('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      response.end(fixture('bfo/6623456787.xlsx'));
      return;
    }
    if (url.pathname === '/slow') return; // never answers
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

// One contract, two adapters: what the product relies on holds for the real register and the offline one.
const adapters: [string, () => BfoRegister][] = [
  ['offline', () => offlineBfoRegister({ dir: bfoDir })],
  ['http', () => httpBfoRegister({ baseUrl: `${baseUrl}/`, timeoutMs: 2000 })],
  ['configured offline', () => bfoRegisterFromEnv({})],
  ['configured http', () => bfoRegisterFromEnv({ BFO_URL: baseUrl, BFO_TIMEOUT_MS: '2000' })],
];

describe.each(adapters)('the %s register', (_name, make) => {
  it('gives the statements of a known taxpayer, which read as a finance report', async () => {
    const result = await financeFromRegister('6623456787', make());
    expect(result.state).toBe('found');
    if (result.state !== 'found') return;
    expect(result.report.periods.map((period) => period.year)).toEqual([2024, 2023, 2022]);
    expect(result.report.lines['2110']).toEqual({ period1: 58400, period2: 49900 });
  });

  it('answers an unknown taxpayer with the hint to attach the statements by hand', async () => {
    expect(await financeFromRegister('7707083893', make())).toEqual({ state: 'not_found', hint });
    expect(await make().findReport('не ИНН')).toEqual({ state: 'not_found', hint });
  });
});

describe('the http register', () => {
  it('asks for the latest year with the balance and the financial results', async () => {
    downloads.length = 0;
    await httpBfoRegister({ baseUrl, timeoutMs: 2000 }).findReport('6623456787');
    expect(downloads).toHaveLength(1);
    expect(new URLSearchParams(downloads[0]).get('financialResult')).toBe('true');
  });

  it('a year the register does not hold is not found', async () => {
    expect(await httpBfoRegister({ baseUrl, timeoutMs: 2000 }).findReport('6623456787', 2019)).toEqual({ state: 'not_found', hint });
  });

  it('a register that does not answer in time is an error with a Russian message', async () => {
    const register = httpBfoRegister({ baseUrl: `${baseUrl}/slow?`, timeoutMs: 200 });
    await expect(register.findReport('6623456787')).rejects.toThrow(BfoRegisterError);
    await expect(register.findReport('6623456787')).rejects.toThrow('Ресурс БФО не ответил. Приложите документ и заполните данные вручную.');
  });

  it('a register that cannot be reached is an error with a Russian message', async () => {
    const register = httpBfoRegister({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 1000 });
    await expect(register.findReport('6623456787')).rejects.toThrow(BfoRegisterError);
  });

  it('a file larger than allowed is refused', async () => {
    const register = httpBfoRegister({ baseUrl, timeoutMs: 2000, maxBytes: 1000 });
    await expect(register.findReport('6623456787')).rejects.toThrow(BfoRegisterError);
  });
});

describe('the offline register', () => {
  it('serves the tax office XML too, and reads it with the taxpayer checked', async () => {
    const result = await financeFromRegister('7701234560', offlineBfoRegister({ dir: bfoDir }));
    expect(result.state === 'found' && result.report.source).toBe('fns_xml');
    expect(result.state === 'found' && result.report.warnings).toEqual([]);
  });
});
