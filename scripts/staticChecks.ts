import { spawn } from 'node:child_process';

/**
 * `npm run static`: the type check, the linter and the data check at once. Each is one process that
 * mostly keeps a single core busy, so on two cores running them side by side takes the time of the
 * longest instead of the sum. Each one's output is printed whole when it ends, never interleaved,
 * and the run fails when any of them does.
 */
const checks = [
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint', script: 'lint' },
  { name: 'check', script: 'check' },
] as const;

interface Outcome {
  name: string;
  code: number;
  output: string;
  seconds: number;
}

function run(name: string, script: string): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code) => resolve({ name, code: code ?? 1, output: Buffer.concat(chunks).toString('utf8'), seconds: (performance.now() - started) / 1000 }));
  });
}

const outcomes = await Promise.all(checks.map(({ name, script }) => run(name, script)));
for (const outcome of outcomes) {
  console.log(`── ${outcome.name}: ${outcome.code === 0 ? 'ok' : `exit ${outcome.code}`} in ${outcome.seconds.toFixed(1)} s`);
  if (outcome.output.trim()) console.log(outcome.output.trimEnd());
}
process.exitCode = outcomes.some((outcome) => outcome.code !== 0) ? 1 : 0;
