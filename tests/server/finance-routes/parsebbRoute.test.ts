import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParseBbAnswer } from '../../../src/server/routes/questionnaire/index';
import { uniqueInn } from '../helpers/accounts';
import { forEachDatabase } from '../helpers/serverContext';
import { fixture } from '../fns/fixtures';
import { signedInAgent } from '../requests/requestFixtures';
import { multipart, type Part } from './multipart';

const url = '/v2/questionnaire/read/finance/parsebb';
const hint = 'документ отсутствует на Ресурсе БФО. Приложите документ и заполните данные вручную.';
const megabyte = 1_048_576;

// The БФО register's own service, answering as bfoRegister.test.ts's does, for the HTTP adapter.
let register: Server;
let registerUrl = '';
beforeAll(async () => {
  register = createServer((request, response) => {
    const address = new URL(request.url ?? '/', 'http://localhost');
    response.setHeader('content-type', 'application/json');
    if (address.pathname === '/advanced-search/organizations/search') {
      const inn = address.searchParams.get('query');
      response.end(inn === '6623456787' ? fixture('bfo-register/search-6623456787.json') : JSON.stringify({ content: [], totalElements: 0 }));
    } else if (address.pathname === '/nbo/organizations/4815162/bfo/') {
      response.end(fixture('bfo-register/bfo-4815162.json'));
    } else {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise<void>((resolve) => register.listen(0, '127.0.0.1', resolve));
  registerUrl = `http://127.0.0.1:${(register.address() as AddressInfo).port}`;
});
afterAll(async () => {
  register.closeAllConnections();
  await new Promise((resolve) => register.close(resolve));
});

forEachDatabase('POST /v2/questionnaire/read/finance/parsebb', (ctx) => {
  let token = '';
  beforeAll(async () => {
    token = (await signedInAgent(ctx.app)).token;
  });

  async function upload(parts: readonly Part[], app: FastifyInstance = ctx.app) {
    const { payload, headers } = multipart(parts);
    const response = await app.inject({ method: 'POST', url, payload, headers: { ...headers, authorization: `Bearer ${token}` } });
    return { status: response.statusCode, body: response.json() as { code: number; data?: ParseBbAnswer; message?: string } };
  }

  const file = (content: Buffer, filename: string, contentType = 'application/octet-stream'): Part => ({ name: 'file', content, filename, contentType });

  describe('one statement file', () => {
    it('reads the tax office XML into report lines per period', async () => {
      const answer = await upload([file(fixture('bfo/7701234560.xml'), 'NO_BOUNFO_7701234560.xml', 'text/xml')]);
      expect(answer.status).toBe(200);
      const report = answer.body.data!;
      expect(report).toMatchObject({ source: 'fns_xml', hint: null, warnings: [], company: { inn: '7701234560' } });
      expect(report.periods.map((period) => period.code)).toEqual(['period1', 'period2', 'period3']);
      expect(report.lines['1600']?.period1).toBe(report.lines['1700']?.period1);
      expect(report.lines['2110']?.period1).toBeGreaterThan(0);
    });

    it('reads the register’s xlsx export of the request’s company', async () => {
      const answer = await upload([{ name: 'inn', content: '6623456787' }, file(fixture('bfo/6623456787.xlsx'), 'Отчётность.xlsx')]);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ source: 'girbo_xlsx', hint: null, warnings: [], company: { inn: '6623456787' } });
    });

    it('refuses the statements of another company, naming both INNs and names', async () => {
      const answer = await upload([{ name: 'inn', content: '5700000164' }, { name: 'name', content: 'ООО «СтройМонтаж»' }, file(fixture('bfo/7701234560.xml'), 'NO_BOUNFO_7701234560.xml', 'text/xml')]);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        code: 40000,
        message:
          'Отчётность в файле — другой компании: ИНН 7701234560 (Общество с ограниченной ответственностью «Северная Звезда»), а заявка оформлена на ИНН 5700000164 (ООО «СтройМонтаж»). Загрузите отчётность компании, на которую оформлена заявка',
      });
    });

    it('refuses damaged and foreign files by their content, with the reason in Russian', async () => {
      const cases: [Part, RegExp][] = [
        [file(fixture('malformed/wrong-closing-tag.xml'), 'report.xml'), /^Повреждённый XML: строка \d+, позиция \d+: /],
        [file(fixture('malformed/truncated.xml'), 'report.xml'), /^Повреждённый XML: /],
        [file(fixture('malformed/entity-bomb.xml'), 'report.xml'), /^XML содержит объявление DOCTYPE/],
        [file(fixture('malformed/scanned-statement.pdf'), 'report.xml'), /^Файл не похож на бухгалтерскую отчётность ФНС \(XML\) или выгрузку ГИР БО \(xlsx\)$/],
        [file(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'balance.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'), /^Файл не похож/],
        [file(fixture('malformed/legacy.xls'), 'report.xls'), /^Файл в формате Excel 97–2003 \(xls\) не поддерживается/],
        [file(fixture('malformed/no-balance.xml'), 'report.xml'), /^В файле нет формы 0710001 \(бухгалтерский баланс\)$/],
        [file(Buffer.alloc(0), 'empty.xml'), /^Файл пустой$/],
      ];
      for (const [part, message] of cases) {
        const answer = await upload([part]);
        expect(answer.status, part.filename).toBe(400);
        expect(answer.body.code).toBe(40000);
        expect(answer.body.message).toMatch(message);
      }
    });
  });

  describe('the БФО register by INN, when no file is attached', () => {
    it('gives the register’s statements of a taxpayer it has', async () => {
      const answer = await upload([{ name: 'inn', content: '7701234560' }]);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ hint: null, company: { inn: '7701234560' } });
      expect(answer.body.data?.periods.length).toBeGreaterThan(0);
    });

    it('gives the hint to attach the document when the register has none', async () => {
      const answer = await upload([{ name: 'inn', content: uniqueInn() }]);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ periods: [], lines: {}, source: 'bfo_register', warnings: [], hint });
    });

    it('asks the real register over HTTP when BFO_URL is set, and falls back to the hint when it does not answer', async () => {
      const saved = process.env.BFO_URL;
      let online: FastifyInstance;
      let offline: FastifyInstance;
      try {
        process.env.BFO_URL = registerUrl;
        online = await ctx.build();
        process.env.BFO_URL = 'http://127.0.0.1:9';
        offline = await ctx.build();
      } finally {
        if (saved === undefined) delete process.env.BFO_URL;
        else process.env.BFO_URL = saved;
      }
      const found = await upload([{ name: 'inn', content: '6623456787' }], online);
      expect(found.status).toBe(200);
      expect(found.body.data).toMatchObject({ source: 'bfo_register', hint: null });
      expect(found.body.data?.lines['1600']).toBeDefined();
      const missing = await upload([{ name: 'inn', content: '7707083893' }], online);
      expect(missing.body.data?.hint).toBe(hint);
      const unreachable = await upload([{ name: 'inn', content: '6623456787' }], offline);
      expect(unreachable.status).toBe(200);
      expect(unreachable.body.data).toEqual({ periods: [], lines: {}, source: 'bfo_register', warnings: [], hint: 'Ресурс БФО не ответил. Приложите документ и заполните данные вручную.' });
    });
  });

  describe('bad requests', () => {
    it('a file of 8 MB gets 413 in the envelope before it is read, one just over 4 MB while it is read', async () => {
      const huge = await upload([file(Buffer.alloc(8 * megabyte, 0x3c), 'big.xml')]);
      expect(huge.status).toBe(413);
      expect(huge.body).toEqual({ code: 41300, message: 'Файл больше 4 МБ. Приложите отчётность одним файлом меньшего размера' });
      const over = await upload([file(Buffer.alloc(4 * megabyte + 1024, 0x3c), 'big.xml')]);
      expect(over.status).toBe(413);
      expect(over.body).toEqual(huge.body);
    });

    it('refuses a second file, no file at all, a wrong INN and an overlong field', async () => {
      const xml = fixture('bfo/7701234560.xml');
      const cases: [Part[], string][] = [
        [[file(xml, 'a.xml'), file(xml, 'b.xml')], 'Приложите один файл отчётности: несколько файлов за раз не принимаются'],
        [[], 'Приложите файл отчётности: XML ФНС или выгрузку ГИР БО в формате xlsx'],
        [[{ name: 'comment', content: 'без файла' }], 'Приложите файл отчётности: XML ФНС или выгрузку ГИР БО в формате xlsx'],
        [[{ name: 'inn', content: '7701234561' }, file(xml, 'a.xml')], 'Поле «ИНН»: неверный ИНН: не сходится контрольное число'],
        [[{ name: 'inn', content: '77012' }, file(xml, 'a.xml')], 'Поле «ИНН»: ИНН должен содержать 10 цифр (организация) или 12 цифр (ИП, физическое лицо)'],
        [[{ name: 'inn', content: '7'.repeat(10_240) }, file(xml, 'a.xml')], 'Поле «ИНН» слишком длинное'],
      ];
      for (const [parts, message] of cases) {
        const answer = await upload(parts);
        expect(answer.status, message).toBe(400);
        expect(answer.body.message).toBe(message);
      }
    });

    it('refuses a body that is not multipart, or is broken, in Russian', async () => {
      const asJson = await ctx.app.inject({ method: 'POST', url, payload: { inn: '7701234560' }, headers: { authorization: `Bearer ${token}` } });
      expect(asJson.statusCode).toBe(400);
      expect(asJson.json()).toEqual({ code: 40000, message: 'Отправьте файл отчётности как multipart/form-data' });
      const { payload, headers } = multipart([file(fixture('bfo/7701234560.xml'), 'a.xml')]);
      const cut = await ctx.app.inject({ method: 'POST', url, payload: payload.subarray(0, payload.length - 400), headers: { ...headers, authorization: `Bearer ${token}` } });
      expect(cut.statusCode).toBe(400);
      expect(cut.json()).toEqual({ code: 40000, message: 'Не удалось прочитать загруженный файл: запрос повреждён или оборван. Приложите файл ещё раз' });
      const noBoundary = await ctx.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'multipart/form-data', authorization: `Bearer ${token}` } });
      expect(noBoundary.statusCode).toBe(400);
      expect(noBoundary.json().message).toMatch(/[А-Яа-я]/);
    });

    it('needs a signed-in user before anything is read', async () => {
      const { payload, headers } = multipart([file(Buffer.alloc(20 * megabyte), 'big.xml')]);
      const response = await ctx.app.inject({ method: 'POST', url, payload, headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 40100, message: 'Сессия истекла, войдите снова' });
    });
  });
});
