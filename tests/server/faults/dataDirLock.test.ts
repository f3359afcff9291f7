import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockPathOf } from '../../../src/server/db/dataDirLock';
import { openDatabase, type Database } from '../../../src/server/db/database';
import { startProcess } from '../helpers/serverProcess';

const folders: string[] = [];
const open: Database[] = [];

function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'garant-lock-'));
  folders.push(dir);
  return dir;
}

afterEach(async () => {
  for (const database of open.splice(0)) await database.close();
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs a script of the project in its own Node with tsx, as npm does, and answers its exit code and output. */
function runScript(file: string, args: string[], env: NodeJS.ProcessEnv): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', file, ...args], {
    env: { PATH: process.env.PATH, APP_ENVIRONMENT: 'dev', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the embedded database folder opens in one process at a time', () => {
  it('a second open of a held folder is refused with a Russian message naming the folder; after close it opens again', async () => {
    const pg = path.join(dataDir(), 'pg');
    const first = await openDatabase({ kind: 'pglite', dataDir: pg });
    open.push(first);
    expect(fs.existsSync(lockPathOf(pg))).toBe(true);
    const second = openDatabase({ kind: 'pglite', dataDir: pg });
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(`Папка встроенной базы данных ${pg} уже открыта другим процессом (PID ${process.pid})`);
    await open.pop()!.close();
    expect(fs.existsSync(lockPathOf(pg))).toBe(false);
    const again = await openDatabase({ kind: 'pglite', dataDir: pg });
    open.push(again);
  });

  it('a lock left by a process that is gone is taken over', async () => {
    const pg = path.join(dataDir(), 'pg');
    const gone = spawn(process.execPath, ['-e', '0']);
    const pid = gone.pid!;
    await new Promise((resolve) => gone.on('exit', resolve));
    fs.writeFileSync(lockPathOf(pg), JSON.stringify({ pid, host: os.hostname(), startedAt: new Date(0).toISOString() }));
    const database = await openDatabase({ kind: 'pglite', dataDir: pg });
    open.push(database);
    expect(JSON.parse(fs.readFileSync(lockPathOf(pg), 'utf8'))).toMatchObject({ pid: process.pid });
  });

  it('npm start and npm run seed on a folder another process holds exit with code 1 and the message, no stack trace', async () => {
    const dir = dataDir();
    const held = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pg') });
    open.push(held);
    const expected = `Папка встроенной базы данных ${path.join(dir, 'pg')} уже открыта другим процессом (PID ${process.pid})`;

    const server = await startProcess({ DATA_DIR: dir }).then(
      () => null,
      (error: Error) => error.message,
    );
    expect(server).toContain('server exited with 1');
    expect(server).toContain(expected);
    expect(server).not.toMatch(/\n\s+at /);

    const seed = runScript('scripts/seed.ts', ['--requests', '1'], { DATA_DIR: dir });
    expect(seed.status).toBe(1);
    expect(seed.output).toContain(expected);
    expect(seed.output).not.toMatch(/\n\s+at /);
  }, 120_000);
});
