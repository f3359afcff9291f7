import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { bankSideFromEnv } from './bankGateway/registerBankSide';
import { ConfigError, loadConfig, type ServerConfig } from './config/loadConfig';
import { DataDirLockedError } from './db/dataDirLock';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import { seedDemo } from './seed/seedDemo';
import { signDemoDocuments } from './seed/signDemoDocuments';
import { fileStoreFromConfig } from './storage/fileStoreFromConfig';
import { fileStoreProblem, FileStoreUnavailableError } from './storage/fileStoreProblem';
import type { DemoUser } from './seed/demoData';

/** A running server and how to stop it. */
export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  config: ServerConfig;
  url: string;
  /** Demo accounts created or found (dev and demo mode). */
  demoUsers: readonly DemoUser[];
  /** Why electronic signatures cannot be checked on this machine (the GOST engine is missing), or null. */
  signingProblem: string | null;
  stop(): Promise<void>;
}

/** Opens the configured database (PostgreSQL by DATABASE_URL, else PGlite under DATA_DIR/pg). */
export function openConfiguredDatabase(config: ServerConfig): Promise<Database> {
  return config.server.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.server.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: path.join(config.server.dataDir, 'pg') });
}

/**
 * Reads the configuration, opens and migrates the database, seeds the demo accounts outside prod and
 * listens. Throws ConfigError on a bad configuration, FileStoreUnavailableError when the S3 bucket
 * cannot be used.
 */
export async function startServer(env: NodeJS.ProcessEnv = process.env): Promise<RunningServer> {
  const config = loadConfig(env);
  // Before anything opens: a server whose files cannot be kept is not started.
  const storeProblem = await fileStoreProblem(config);
  if (storeProblem !== null) throw new FileStoreUnavailableError(storeProblem);
  const database = await openConfiguredDatabase(config);
  try {
    await migrate(database.db);
    const demoUsers = config.app.environment === 'prod' ? [] : await seedDemo(database.db, { requests: config.app.environment === 'demo' });
    const app = await buildApp({ config, database, bankSide: bankSideFromEnv(env, config.app), printDevCode: (text) => process.stdout.write(text), revisionScheduler: true, demoRevisions: config.app.environment === 'demo' });
    if (config.app.environment !== 'prod') {
      // The demo organisations' documents signed for real with the test CA; a failure leaves them for their users.
      await app.ready();
      await signDemoDocuments({ db: database.db, store: fileStoreFromConfig(config), signing: app.signing, hub: app.hub, accession: app.accounts.accession, log: app.log }).catch((error: unknown) =>
        app.log.warn({ err: error }, 'Не удалось подписать документы демонстрационных организаций'),
      );
    }
    await app.listen({ port: config.server.port, host: config.server.host });
    const shownHost = config.server.host === '0.0.0.0' || config.server.host === '::' ? 'localhost' : config.server.host;
    let stopping: Promise<void> | undefined;
    return {
      app,
      database,
      config,
      url: `http://${shownHost}:${config.server.port}/`,
      demoUsers,
      signingProblem: await app.signing.engineProblem(),
      stop: () =>
        (stopping ??= (async () => {
          await app.close();
          await database.close();
        })()),
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

function fileStoreLine(config: ServerConfig): string {
  const store = config.server.fileStore;
  return store.kind === 's3' ? `S3, бакет «${store.bucket}» (${store.endpoint ?? 'AWS'})` : `локальный диск, ${path.join(config.server.dataDir, 'files')}`;
}

function printBanner(server: RunningServer): void {
  const lines = [
    '',
    `Платформа банковских гарантий запущена: ${server.url}`,
    `Режим: ${server.config.app.environment}; Node ${process.version}; база данных: ${server.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite в ${path.join(server.config.server.dataDir, 'pg')}`}`,
    `Файлы: ${fileStoreLine(server.config)}`,
    `Кабинет агента: ${server.url}agent/login   Кабинет клиента: ${server.url}client/login`,
  ];
  if (server.demoUsers.length > 0) {
    lines.push('Демонстрационные учётные записи (e-mail / пароль):');
    for (const user of server.demoUsers) lines.push(`  ${user.login} / ${user.password} — ${user.description}`);
    lines.push('Коды подтверждения печатаются здесь строкой «КОД …» в рамке и доступны по /v1/dev/read/outbox?to=<e-mail или телефон>.');
    lines.push('Журнал: каждый вызов API — на уровне debug (LOG_LEVEL=debug), здесь видны отказы (4xx), ошибки (5xx) и медленные вызовы.');
  }
  if (server.signingProblem !== null) lines.push(`Внимание: ${server.signingProblem}`);
  if (server.config.app.environment === 'prod' && !server.config.server.smtpUrl) {
    lines.push('Внимание: SMTP_URL не задан — письма с кодами подтверждения не уходят, а только сохраняются в outbox.');
  }
  lines.push('Остановить: Ctrl-C', '');
  console.log(lines.join('\n'));
}

/**
 * Starts the server for a person at a terminal: a bad configuration is printed in Russian with exit
 * code 1; SIGINT and SIGTERM close Fastify and the database, then exit.
 */
export async function runFromCommandLine(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  let server: RunningServer;
  try {
    server = await startServer(env);
  } catch (error) {
    console.error(error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof FileStoreUnavailableError ? error.message : error);
    process.exit(1);
  }
  printBanner(server);
  const shutdown = (signal: string) => {
    console.log(`\nПолучен ${signal}: останавливаем сервер…`);
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void runFromCommandLine();
