import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registrationForm } from './helpers/accounts';
import { startProcess, stop } from './helpers/serverProcess';
import { openTestDatabase } from './helpers/testDatabase';
import { describeOnPostgres } from './helpers/postgresOnly';

async function post(base: string, url: string, body: unknown): Promise<{ status: number; body: { code: number; data?: { token?: string }; message?: string } }> {
  const response = await fetch(
    `${base}${url}`,
    body === undefined ? { method: 'POST' } : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
  return { status: response.status, body: (await response.json()) as { code: number } };
}

describe('the server as a process', () => {
  it('stops cleanly on SIGINT and keeps its PGlite data for the next start', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'garant-process-'));
    try {
      const first = await startProcess({ DATA_DIR: dataDir });
      expect(first.output()).toContain('admin@garant-broker.ru');
      const form = registrationForm();
      expect((await post(first.base, '/v1/registration/write/agent', form)).status).toBe(200);
      expect(await stop(first.child, 'SIGINT')).toBe(0);

      const second = await startProcess({ DATA_DIR: dataDir });
      // A taken e-mail is answered like a free one, so the kept user shows through its phone.
      const again = await post(second.base, '/v1/registration/write/agent', registrationForm({ phone: form.phone }));
      expect(again.body.message).toBe('Пользователь с таким телефоном уже зарегистрирован');
      expect(await stop(second.child, 'SIGTERM')).toBe(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

// Runs only where a PostgreSQL is at hand (DATABASE_URL), like the postgres half of forEachDatabase.
describeOnPostgres('two server processes on one PostgreSQL', () => {
  it('start at once on an empty database and share users and sessions', async () => {
    const empty = await openTestDatabase('postgres', { migrated: false });
    await empty.database.close();
    const env = { DATABASE_URL: empty.url };
    const started = await Promise.allSettled([startProcess(env), startProcess(env)]);
    const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    try {
      for (const result of started) if (result.status === 'rejected') throw result.reason;
      const [a, b] = running as [(typeof running)[number], (typeof running)[number]];
      const form = registrationForm();
      expect((await post(a.base, '/v1/registration/write/agent', form)).status).toBe(200);
      const outbox = (await (await fetch(`${b.base}/v1/dev/read/outbox?to=${encodeURIComponent(form.email)}`)).json()) as { data: { code: string }[] };
      const code = outbox.data[0]?.code;
      expect(code).toMatch(/^\d{6}$/);
      expect((await post(b.base, `/v1/confirm/write/${code}`, undefined)).status).toBe(200);
      const login = await post(a.base, '/v1/login/write/creds', { email: form.email, password: form.password, actor: 'agent' });
      const token = login.body.data?.token;
      const fromB = await fetch(`${b.base}/v1/currentuser/read`, { headers: { authorization: `Bearer ${token}` } });
      expect(fromB.status).toBe(200);
      await fetch(`${b.base}/v1/logout/write`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
      const fromA = await fetch(`${a.base}/v1/currentuser/read`, { headers: { authorization: `Bearer ${token}` } });
      expect(fromA.status).toBe(401);
    } finally {
      const codes = await Promise.all(running.map((server) => stop(server.child, 'SIGTERM')));
      await empty.dispose();
      expect(codes).toEqual([0, 0]);
    }
  }, 180_000);
});
