import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config/loadConfig';
import { openDatabase } from '../src/server/db/database';
import { migrate } from '../src/server/db/migrate';
import { fileStoreFromConfig } from '../src/server/storage/fileStoreFromConfig';
import { downloadFast, downloadSlowly, seedDossier } from '../tests/support/dossierStream';
import { signedInAgent } from '../tests/server/requests/requestFixtures';
import type { BenchResult } from './benchModule';

const count = 200;
const size = 1_048_576;
/** Budgets: what stays alive while streaming, and the peak with uncollected garbage, as shares of the archive. */
const liveBudget = 0.25;
const peakBudget = 0.5;

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} МБ`;

/**
 * GET /v1/bgrequest/read/{id}/zip/dossier of a request with 200 uploaded files of 1 MB (random bytes,
 * kept on disk in a temp DATA_DIR) over a real socket, the archive written to a temp file as it comes;
 * memory (heapUsed + arrayBuffers of the one process that serves and downloads) sampled every 5 ms,
 * and after a full collection every 400 chunks (a second download: the first, unmeasured, gives the
 * time, since the sampling and the collections take most of the measured one). Baseline: the same 200 files read straight from the
 * store one after another, the floor of any archive of them.
 */
export default async function bench(): Promise<BenchResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'garant-bench-dossier-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pg') });
  let app: FastifyInstance | undefined;
  try {
    await migrate(database.db);
    app = await buildApp({ config: loadConfig({ APP_ENVIRONMENT: 'dev', DIST_DIR: path.join(dataDir, 'no-dist'), DATA_DIR: dataDir }), database, logger: false });
    await app.ready();
    const member = await signedInAgent(app);
    const { requestId, files } = await seedDossier(app, member.viewer, count, size);
    await app.listen({ port: 0, host: '127.0.0.1' });

    const store = fileStoreFromConfig(app.config);
    const plainStarted = performance.now();
    for (const file of files) for await (const chunk of (await store.get(file.sha256))!) void chunk;
    const plain = performance.now() - plainStarted;

    const fast = await downloadFast(app, `/v1/bgrequest/read/${requestId}/zip/dossier`, member.token);
    if (fast.status !== 200) throw new Error(`dossier: ${fast.status}`);
    const streamed = await downloadSlowly(app, `/v1/bgrequest/read/${requestId}/zip/dossier`, member.token, path.join(dataDir, 'dossier.zip'), Number.MAX_SAFE_INTEGER);
    if (streamed.status !== 200) throw new Error(`dossier: ${streamed.status}`);
    const live = streamed.liveGrowth / streamed.bytes;
    const peak = streamed.peakGrowth / streamed.bytes;
    return {
      name: 'Досье из 200 файлов по 1 МБ: zip потоком по сокету (PGlite, файлы на диске)',
      lines: [
        `архив ${mb(fast.bytes)} за ${(fast.milliseconds / 1000).toFixed(2)} с (${(fast.bytes / 1_048_576 / (fast.milliseconds / 1000)).toFixed(0)} МБ/с); те же файлы просто прочитать из хранилища — ${(plain / 1000).toFixed(2)} с (${(fast.milliseconds / plain).toFixed(1)}×)`,
        `с замерами памяти (выборка на каждом куске, полная сборка мусора каждые 400 кусков, запись в файл): ${(streamed.milliseconds / 1000).toFixed(2)} с`,
        `живая память: медиана роста ${mb(streamed.liveMedian)}, наибольший рост ${mb(streamed.liveGrowth)} — ${(live * 100).toFixed(1)} % архива (бюджет ≤ ${liveBudget * 100} %)`,
        `пик вместе с несобранным мусором ${mb(streamed.peakGrowth)} — ${(peak * 100).toFixed(1)} % архива (бюджет ≤ ${peakBudget * 100} %)`,
      ],
      ok: live <= liveBudget && peak <= peakBudget,
    };
  } finally {
    await app?.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
