import { spawn } from 'node:child_process';
import { SignatureError } from './SignatureError';
import { signatureTexts } from './texts';

/** What one `openssl` run left behind. */
export interface OpensslRun {
  code: number;
  stdout: Buffer;
  stderr: string;
}

/**
 * Runs the system `openssl` with an argument array (never through a shell, so file names and subjects
 * are never interpreted) and `input` on its stdin. A missing binary is the one failure every caller
 * turns into the same refusal, so it becomes `engine_missing` here; any exit code is the caller's to read.
 */
export function runOpenssl(args: readonly string[], input?: Buffer | string): Promise<OpensslRun> {
  return new Promise((resolve, reject) => {
    const child = spawn('openssl', args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'ENOENT' ? new SignatureError('engine_missing', signatureTexts.opensslMissing, error.message) : error);
    });
    child.on('close', (code) => {
      resolve({ code: code ?? -1, stdout: Buffer.concat(stdout), stderr: Buffer.concat(stderr).toString('utf8') });
    });
    // openssl may exit before reading all of stdin (a refused argument); the exit code tells why, not EPIPE.
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  });
}
