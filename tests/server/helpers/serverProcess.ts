import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  port: number;
  output: () => string;
}

/**
 * Starts `src/server/main.ts` as a real process (dev mode, quiet log, no bank simulator) and resolves once it listens. Node
 * loads TypeScript through tsx's loader in the same process (the tsx CLI would run the server in a child
 * of its own, which a signal to the CLI does not reliably reach — SIGKILL never does).
 */
export async function startProcess(env: NodeJS.ProcessEnv, port?: number): Promise<ServerProcess> {
  const chosenPort = port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { PATH: process.env.PATH, APP_ENVIRONMENT: 'dev', HOST: '127.0.0.1', PORT: String(chosenPort), LOG_LEVEL: 'warn', SIMULATOR: 'off', DIST_DIR: path.join(os.tmpdir(), 'garant-no-dist-here'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
    const check = () => {
      if (output.includes('Платформа банковских гарантий запущена')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return { child, port: chosenPort, base: `http://127.0.0.1:${chosenPort}`, output: () => output };
}

/** Stops a server process with a signal and resolves with its exit code (null when killed). */
export function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve(child.exitCode);
      return;
    }
    child.removeAllListeners('exit');
    child.once('exit', (code) => resolve(code));
    child.kill(signal);
  });
}

/** Signs in over HTTP to a server process and answers the token (the agent cabinet unless told otherwise). */
export async function signInOver(base: string, login: string, password: string, actor: 'agent' | 'client' = 'agent'): Promise<string> {
  const answer = await fetch(`${base}/v1/login/write/creds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: login, password, actor }),
  });
  const body = (await answer.json()) as { data?: { token: string }; message?: string };
  if (!body.data) throw new Error(`sign-in failed: ${body.message}`);
  return body.data.token;
}
