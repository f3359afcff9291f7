import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  // A stale build is rebuilt by scripts/start.ts first, which takes a minute or two.
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`сервер завершился с кодом ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error('сервер не ответил за 10 минут');
}

export interface DemoServer {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * The built app served as `npm start` serves it (demo mode, the embedded database), on a free port with
 * a data folder of its own that goes when it stops. Extra environment (the simulator's speed) may be given.
 */
export async function startDemoServer(env: NodeJS.ProcessEnv = {}): Promise<DemoServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-demo-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/start.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, APP_ENVIRONMENT: 'demo', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((done) => (server.exitCode !== null ? done(null) : server.once('exit', done)));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(`${baseURL}/v1/config/read/app`, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}
