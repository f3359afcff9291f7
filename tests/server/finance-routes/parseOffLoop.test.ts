import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOver, startProcess, stop, type ServerProcess } from '../helpers/serverProcess';

// Sends three finance files at once from a process of its own, so that building and sending the
// bodies does not share the probe's event loop; prints the answers as JSON.
const uploader = `
const [base, token, size] = process.argv.slice(1);
const body = () => {
  const boundary = '----garantprobe' + Math.random().toString(16).slice(2);
  const xml = '<Файл><a>' + '&amp;'.repeat(Math.floor((Number(size) - 40) / 5)) + '</a></Файл>';
  const payload = Buffer.concat([
    Buffer.from('--' + boundary + '\\r\\nContent-Disposition: form-data; name="file"; filename="report.xml"\\r\\nContent-Type: text/xml\\r\\n\\r\\n'),
    Buffer.from(xml), Buffer.from('\\r\\n--' + boundary + '--\\r\\n'),
  ]);
  return { payload, type: 'multipart/form-data; boundary=' + boundary };
};
const bodies = [body(), body(), body()];
process.stdout.write('ready\\n');
process.stdin.once('data', async () => {
  const answers = await Promise.all(bodies.map(async ({ payload, type }) => {
    const started = Date.now();
    const answer = await fetch(base + '/v2/questionnaire/read/finance/parsebb', { method: 'POST', body: payload, headers: { 'content-type': type, authorization: 'Bearer ' + token } });
    return { status: answer.status, body: await answer.json(), ms: Date.now() - started };
  }));
  process.stdout.write(JSON.stringify(answers) + '\\n');
});
`;

interface UploadAnswer {
  status: number;
  body: { code: number; message?: string };
  ms: number;
}

/** Starts the uploader, waits until its bodies are built, then lets it send; resolves with the answers. */
async function uploadThree(base: string, token: string, size: number): Promise<{ go: () => Promise<UploadAnswer[]> }> {
  const child = spawn(process.execPath, ['-e', uploader, base, token, String(size)], { stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve) => {
    const ready = () => {
      if (output.startsWith('ready\n')) resolve();
      else child.stdout.once('data', ready);
    };
    child.stdout.once('data', ready);
  });
  return {
    go: () =>
      new Promise((resolve, reject) => {
        child.on('exit', () => {
          const line = output.split('\n')[1];
          if (line) resolve(JSON.parse(line) as UploadAnswer[]);
          else reject(new Error(`uploader gave no answer: ${output}`));
        });
        child.stdin.end('go\n');
      }),
  };
}

/** Calls a cheap route every 100 ms while `load` runs; returns every answer time. */
async function probeDuring<T>(base: string, load: () => Promise<T>): Promise<{ waits: number[]; result: T }> {
  const waits: number[] = [];
  let running = true;
  let loading = false;
  const probe = (async () => {
    while (running) {
      const started = performance.now();
      await (await fetch(`${base}/v1/config/read/app`)).arrayBuffer();
      // The first calls open the connection; only the ones sent while the uploads run count.
      if (loading) waits.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, 350));
  loading = true;
  const result = await load();
  running = false;
  await probe;
  return { waits, result };
}

describe('finance files are parsed off the event loop', () => {
  const megabyte = 1_048_576;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'garant-parse-probe-'));
  let server: ServerProcess;
  let token = '';

  beforeAll(async () => {
    server = await startProcess({ DATA_DIR: dataDir });
    token = await signInOver(server.base, 'admin@garant-broker.ru', 'Garant2026');
  }, 120_000);

  afterAll(async () => {
    if (server) await stop(server.child, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers a cheap route within 50 ms during three parallel 8 MB uploads and three parallel files at the 4 MB cap', { timeout: 120_000 }, async () => {
    const oversized = await uploadThree(server.base, token, 8 * megabyte);
    const duringOversized = await probeDuring(server.base, oversized.go);
    const atCap = await uploadThree(server.base, token, 4 * megabyte - 4096);
    const duringAtCap = await probeDuring(server.base, atCap.go);

    const longest = (waits: number[]) => Math.max(...waits);
    console.log(
      `probe during three 8 MB uploads: ${duringOversized.waits.length} calls, longest wait ${longest(duringOversized.waits).toFixed(1)} ms; ` +
        `during three files at the 4 MB cap: ${duringAtCap.waits.length} calls, longest wait ${longest(duringAtCap.waits).toFixed(1)} ms ` +
        `(answers after ${duringAtCap.result.map((answer) => answer.ms).join(', ')} ms)`,
    );
    for (const answer of duringOversized.result) {
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual({ code: 41300, message: 'Файл больше 4 МБ. Приложите отчётность одним файлом меньшего размера' });
    }
    for (const answer of duringAtCap.result) {
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/^(XML-файл не является бухгалтерской отчётностью ФНС|Файл не удалось прочитать за)/);
    }
    // The parses took seconds, so the probe ran all along.
    expect(duringAtCap.waits.length).toBeGreaterThan(5);
    expect(longest(duringOversized.waits)).toBeLessThanOrEqual(50);
    expect(longest(duringAtCap.waits)).toBeLessThanOrEqual(50);
  });
});
