import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config/loadConfig';
import { openDatabase } from '../../src/server/db/database';
import { listMigrations, migrate } from '../../src/server/db/migrate';
import { seedDemo } from '../../src/server/seed/seedDemo';
import { demoUsers } from '../../src/server/seed/demoData';
import { registeredAgent } from './helpers/accounts';
import { baseEnv, client, forEachDatabase } from './helpers/serverContext';
import { openTestDatabase } from './helpers/testDatabase';
import { describeOnPostgres } from './helpers/postgresOnly';

describe('PGlite on disk', () => {
  it('keeps a registered user across a restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'garant-restart-'));
    const config = loadConfig({ ...baseEnv, DATA_DIR: dataDir });
    try {
      const first = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pg') });
      expect(await migrate(first.db)).toEqual(listMigrations().map((migration) => migration.version));
      const app = await buildApp({ config, database: first, logger: false });
      const { form } = await registeredAgent(app);
      await app.close();
      await first.close();

      const second = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pg') });
      expect(await migrate(second.db)).toEqual([]);
      const again = await buildApp({ config, database: second, logger: false });
      const login = await client(again).post('/v1/login/write/creds', { email: form.email, password: form.password, actor: 'agent' });
      expect(login.status).toBe(200);
      await again.close();
      await second.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

forEachDatabase('migrations and demo data', (ctx) => {
  it('records every migration once and applies nothing the second time', async () => {
    const rows = await ctx.database.db.selectFrom('schema_migrations').select(['version', 'name']).orderBy('version').execute();
    expect(rows).toEqual(listMigrations().map(({ version, name }) => ({ version, name })));
    expect(await migrate(ctx.database.db)).toEqual([]);
  });

  it('seeds the demo organisations and people once, and they can sign in', async () => {
    await seedDemo(ctx.database.db);
    await seedDemo(ctx.database.db);
    const users = await ctx.database.db.selectFrom('users').select('login').where('login', 'in', demoUsers.map((user) => user.login)).execute();
    expect(users).toHaveLength(demoUsers.length);
    const admin = demoUsers[0]!;
    const login = await client(ctx.app).post<{ user: { available_permissions: { key: string }[]; organization: { name: string } } }>('/v1/login/write/creds', {
      email: admin.login,
      password: admin.password,
      actor: 'agent',
    });
    expect(login.status).toBe(200);
    expect(login.body.data?.user.organization.name).toBe('ООО «Гарант-Брокер»');
    expect(login.body.data?.user.available_permissions.map((permission) => permission.key)).toContain('agent_view_edit_users');
    const manager = demoUsers[1]!;
    const employee = await client(ctx.app).post<{ user: { available_permissions: { key: string }[] } }>('/v1/login/write/creds', {
      email: manager.login,
      password: manager.password,
      actor: 'agent',
    });
    expect(employee.body.data?.user.available_permissions.map((permission) => permission.key)).not.toContain('agent_view_edit_users');
    const customer = demoUsers[2]!;
    const clientLogin = await client(ctx.app).post<{ user: { actor: string; user_type: string } }>('/v1/login/write/creds', {
      email: customer.login,
      password: customer.password,
      actor: 'client',
    });
    expect(clientLogin.body.data?.user).toMatchObject({ actor: 'client', user_type: 'client' });
  });
});

// Runs only where a PostgreSQL is at hand (DATABASE_URL), like the postgres half of forEachDatabase.
describeOnPostgres('two instances starting at once on one PostgreSQL', () => {
  it('migrate one after the other under the advisory lock', async () => {
    const empty = await openTestDatabase('postgres', { migrated: false });
    const other = await openDatabase({ kind: 'postgres', url: empty.url! });
    try {
      const [a, b] = await Promise.all([migrate(empty.database.db), migrate(other.db)]);
      expect([...a, ...b].sort((x, y) => x - y)).toEqual(listMigrations().map((migration) => migration.version));
      expect(a.length === 0 || b.length === 0).toBe(true);
    } finally {
      await other.close();
      await empty.dispose();
    }
  });
});
