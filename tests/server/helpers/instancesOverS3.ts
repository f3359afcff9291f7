import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config/loadConfig';
import type { Database } from '../../../src/server/db/database';
import { signedInAgent, type Member } from '../requests/requestFixtures';
import { startS3Server, type TestS3 } from './s3Server';
import { baseEnv } from './serverContext';
import { databaseKinds, openTestDatabase, type TestDatabase } from './testDatabase';

/** Two instances of the platform as behind a load balancer, and who uses them. */
export interface InstancesOverS3 {
  /** Instance A and instance B: one database, one S3 bucket, each its own DATA_DIR. */
  readonly a: FastifyInstance;
  readonly b: FastifyInstance;
  readonly database: Database;
  readonly s3: TestS3;
  /** An agent registered and signed in through A (the token is good on B: the secret is in the database). */
  readonly agent: Member;
  /** Each instance's DATA_DIR: files must not land there. */
  readonly dataDirs: { a: string; b: string };
}

/**
 * Declares a suite over two apps sharing one database (PGlite, and PostgreSQL when DATABASE_URL is set)
 * and one S3 store served by a local s3rver; each app has a data folder of its own, as two machines
 * would. Everything is made once for the file and torn down after it.
 */
export function describeInstancesOverS3(title: string, define: (ctx: InstancesOverS3) => void): void {
  for (const kind of databaseKinds()) {
    describe(`${title} [${kind}]`, () => {
      let state: Omit<InstancesOverS3, 'dataDirs'> | undefined;
      let testDatabase: TestDatabase | undefined;
      let s3: TestS3 | undefined;
      const apps: FastifyInstance[] = [];
      const dataDirs = { a: mkdtempSync(path.join(os.tmpdir(), 'garant-instance-a-')), b: mkdtempSync(path.join(os.tmpdir(), 'garant-instance-b-')) };
      const instance = async (dataDir: string): Promise<FastifyInstance> => {
        const config = loadConfig({ ...baseEnv, ...s3!.env, DATA_DIR: dataDir });
        const app = await buildApp({ config, database: testDatabase!.database, logger: false });
        apps.push(app);
        await app.ready();
        return app;
      };
      beforeAll(async () => {
        [s3, testDatabase] = await Promise.all([startS3Server(), openTestDatabase(kind)]);
        const [a, b] = await Promise.all([instance(dataDirs.a), instance(dataDirs.b)]);
        state = { a, b, database: testDatabase.database, s3, agent: await signedInAgent(a) };
      });
      afterAll(async () => {
        for (const app of apps) await app.close();
        await testDatabase?.dispose();
        await s3?.stop();
        for (const dir of Object.values(dataDirs)) rmSync(dir, { recursive: true, force: true });
      });
      const current = () => {
        if (!state) throw new Error('the instances are not started yet');
        return state;
      };
      define({
        get a() {
          return current().a;
        },
        get b() {
          return current().b;
        },
        get database() {
          return current().database;
        },
        get s3() {
          return current().s3;
        },
        get agent() {
          return current().agent;
        },
        dataDirs,
      });
    });
  }
}
