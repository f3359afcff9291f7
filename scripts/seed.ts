import path from 'node:path';
import { ConfigError, loadConfig } from '../src/server/config/loadConfig';
import { DataDirLockedError } from '../src/server/db/dataDirLock';
import { migrate } from '../src/server/db/migrate';
import { openConfiguredDatabase } from '../src/server/main';
import { parseSeedArguments } from '../src/server/seed/bulk/seedArguments';
import { seedBulkRequests } from '../src/server/seed/bulk/seedBulkRequests';
import { seedDemo } from '../src/server/seed/seedDemo';

// `npm run seed -- --requests N`: N realistic requests into the configured database (DATABASE_URL, else
// the PGlite data directory the server uses), most of them the demo agent's. Stop a PGlite server first:
// its data directory opens in one process at a time.
const parsed = parseSeedArguments(process.argv.slice(2));
if (!parsed.ok) {
  console.error(parsed.message);
  process.exit(1);
}

let config;
try {
  config = loadConfig(process.env);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
let database;
try {
  database = await openConfiguredDatabase(config);
} catch (error) {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
}
const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite в ${path.join(config.server.dataDir, 'pg')}`;
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const number = (value: number) => value.toLocaleString('ru-RU');
try {
  await migrate(database.db);
  await seedDemo(database.db);
  console.log(`Создаём ${number(parsed.requests)} заявок в ${where}, пачками по ${number(parsed.batchSize)}…`);
  const done = await seedBulkRequests(database.db, {
    requests: parsed.requests,
    batchSize: parsed.batchSize,
    onBatch: (progress) =>
      console.log(
        `  ${number(progress.requests)} из ${number(parsed.requests)} заявок (заявок в банки — ${number(progress.subRequests)}, ` +
          `записей истории — ${number(progress.history)}, предложений — ${number(progress.offers)}) за ${seconds(progress.elapsedMs)} с`,
      ),
  });
  console.log(`Готово: ${number(done.requests)} заявок за ${seconds(done.elapsedMs)} с.`);
} catch (error) {
  console.error('Не удалось создать заявки:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
