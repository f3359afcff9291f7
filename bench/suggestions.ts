import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config/loadConfig';
import { openDatabase } from '../src/server/db/database';
import { migrate } from '../src/server/db/migrate';
import { seedDemo } from '../src/server/seed/seedDemo';
import { demoUsers } from '../src/server/seed/demoData';
import { ms, quantile, timeCalls, type BenchResult } from './benchModule';

/** The budget: suggestions answer within 20 ms at the 95th percentile from the offline provider. */
const budgetP95Ms = 20;
const warmup = 300;
const measured = 2000;

/** What the widgets ask while a person types: companies, addresses, banks and passport issuers. */
const queries: [kind: string, body: Record<string, unknown>][] = [
  ['party', { query: 'сбербанк', status: ['ACTIVE', 'LIQUIDATING'] }],
  ['party', { query: 'газпр' }],
  ['party', { query: '7707083893' }],
  ['party', { query: 'строй' }],
  ['address', { query: 'москва тверская', division: 'municipal' }],
  ['address', { query: 'санкт-петербург невский' }],
  ['address', { query: 'ново' }],
  ['bank', { query: '044525225' }],
  ['bank', { query: 'альфа' }],
  ['bank', { query: 'втб' }],
  ['fms_unit', { query: '770-001' }],
  ['fms_unit', { query: 'мвд москв' }],
];

/**
 * Offline suggestions through the whole HTTP stack (app.inject: routing, bearer check in the database,
 * per-user limit, validation, search, serialisation, compression negotiation) against a bare Fastify
 * route that answers a constant, measured in the same run on the same machine.
 */
export default async function bench(): Promise<BenchResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-suggestions-'));
  const database = await openDatabase({ kind: 'pglite', dataDir });
  const bare = Fastify({ logger: false });
  try {
    await migrate(database.db);
    await seedDemo(database.db);
    const config = loadConfig({ APP_ENVIRONMENT: 'dev', DIST_DIR: path.join(dataDir, 'no-dist'), SUGGESTIONS_PER_MINUTE: '999999' });
    const app = await buildApp({ config, database, logger: false });
    const user = demoUsers[0]!;
    const login = await app.inject({ method: 'POST', url: '/v1/login/write/creds', payload: { email: user.login, password: user.password, actor: 'agent' } });
    const token = (login.json() as { data: { token: string } }).data.token;
    const headers = { authorization: `Bearer ${token}` };
    const call = async (index: number) => {
      const [kind, body] = queries[index % queries.length]!;
      const response = await app.inject({ method: 'POST', url: `/suggestions/api/4_1/rs/suggest/${kind}`, headers, payload: body });
      if (response.statusCode !== 200) throw new Error(`${kind} ${JSON.stringify(body)}: HTTP ${response.statusCode} ${response.body}`);
    };

    const constant = { suggestions: [{ value: 'ПАО "Сбербанк"', unrestricted_value: 'ПАО "Сбербанк"', data: { inn: '7707083893' } }] };
    bare.post('/suggest', async () => constant);
    await bare.ready();
    const callBare = (index: number) => bare.inject({ method: 'POST', url: '/suggest', payload: queries[index % queries.length]![1] });

    await timeCalls(warmup, call);
    await timeCalls(warmup, callBare);
    const ours = await timeCalls(measured, call);
    const base = await timeCalls(measured, callBare);
    await app.close();

    const p50 = quantile(ours, 0.5);
    const p95 = quantile(ours, 0.95);
    const b50 = quantile(base, 0.5);
    const b95 = quantile(base, 0.95);
    const ok = p95 <= budgetP95Ms;
    return {
      name: 'Подсказки из офлайн-данных через HTTP (app.inject, с авторизацией)',
      ok,
      lines: [
        `запросов: ${measured} (после ${warmup} на разогрев), смесь party/address/bank/fms_unit из ${queries.length} запросов`,
        `подсказки: p50 ${ms(p50)}, p95 ${ms(p95)}, max ${ms(ours.at(-1)!)}`,
        `голый маршрут Fastify с константой: p50 ${ms(b50)}, p95 ${ms(b95)}`,
        `отношение к голому маршруту: p50 ×${(p50 / b50).toFixed(1)}, p95 ×${(p95 / b95).toFixed(1)}`,
        `бюджет «p95 не больше ${budgetP95Ms} мс»: ${ok ? 'выполнен' : 'НЕ выполнен'}`,
      ],
    };
  } finally {
    await bare.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
