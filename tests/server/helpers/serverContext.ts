import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config/loadConfig';
import type { Database, DatabaseKind } from '../../../src/server/db/database';
import { databaseKinds, openTestDatabase, type TestDatabase } from './testDatabase';

/** Environment every test app starts from: dev mode, and a dist folder that does not exist. */
export const baseEnv: NodeJS.ProcessEnv = {
  APP_ENVIRONMENT: 'dev',
  DIST_DIR: path.join(os.tmpdir(), 'garant-no-dist-here'),
};

export interface AppVariant {
  env?: NodeJS.ProcessEnv;
  options?: Omit<Partial<AppOptions>, 'config' | 'database'>;
  /** false leaves the app open for more routes; inject readies it. */
  ready?: boolean;
}

/** What a suite gets: the app on a fresh database of one kind, and more apps on the same database. */
export interface ServerTestContext {
  readonly kind: DatabaseKind;
  readonly app: FastifyInstance;
  readonly database: Database;
  /** Another app on the same database with other switches (closed after the suite). */
  build(variant?: AppVariant): Promise<FastifyInstance>;
}

/**
 * Declares the same describe block for PGlite and, when DATABASE_URL is set, for PostgreSQL. Each
 * block has its own fresh database for the whole file.
 */
export function forEachDatabase(title: string, define: (ctx: ServerTestContext) => void, variant: AppVariant = {}): void {
  for (const kind of databaseKinds()) {
    describe(`${title} [${kind}]`, () => {
      let testDatabase: TestDatabase | undefined;
      let mainApp: FastifyInstance | undefined;
      const apps: FastifyInstance[] = [];
      const build = async (extra: AppVariant = {}): Promise<FastifyInstance> => {
        if (!testDatabase) throw new Error('database is not open yet');
        const config = loadConfig({ ...baseEnv, ...variant.env, ...extra.env });
        const app = await buildApp({ config, database: testDatabase.database, logger: false, ...variant.options, ...extra.options });
        if (extra.ready !== false) await app.ready();
        apps.push(app);
        return app;
      };
      beforeAll(async () => {
        testDatabase = await openTestDatabase(kind);
        mainApp = await build();
      });
      afterAll(async () => {
        for (const app of apps) await app.close();
        await testDatabase?.dispose();
      });
      define({
        kind,
        get app() {
          if (!mainApp) throw new Error('app is not built yet');
          return mainApp;
        },
        get database() {
          if (!testDatabase) throw new Error('database is not open yet');
          return testDatabase.database;
        },
        build,
      });
    });
  }
}

/** A parsed JSON answer with its status and headers. */
export interface JsonAnswer<T = unknown> {
  status: number;
  body: { code: number; data?: T; message?: string };
  headers: LightMyRequestResponse['headers'];
}

/** Small client over app.inject with a bearer token and a client address. */
export function client(app: FastifyInstance, defaults: { token?: string; ip?: string } = {}) {
  const call = async <T>(method: InjectOptions['method'], url: string, body?: unknown, options: { token?: string; ip?: string } = {}): Promise<JsonAnswer<T>> => {
    const token = options.token ?? defaults.token;
    const response = await app.inject({
      method,
      url,
      payload: body === undefined ? undefined : (body as InjectOptions['payload']),
      headers: token ? { authorization: `Bearer ${token}` } : {},
      remoteAddress: options.ip ?? defaults.ip ?? '127.0.0.1',
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };
  return {
    get: <T>(url: string, options?: { token?: string; ip?: string }) => call<T>('GET', url, undefined, options),
    post: <T>(url: string, body?: unknown, options?: { token?: string; ip?: string }) => call<T>('POST', url, body, options),
  };
}
