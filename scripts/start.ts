import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runFromCommandLine } from '../src/server/main';

// `npm start` on a fresh clone: build what is missing or stale, then migrate, seed and serve.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What a web build is made from; a newer file here means the build is stale. */
const buildInputs = [
  'src/ui', 'src/runtime', 'src/api', 'src/domain', 'config', 'schemas', 'public', 'index.html', 'vite.config.ts', 'package.json',
  // The validators precompiled into the build (scripts/compileValidators.ts through the Vite plugin).
  'scripts/compileValidators.ts', 'scripts/precompiledValidatorsPlugin.ts',
];

function newestMtime(entry: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

function buildIfStale(role: 'agent' | 'client', inputsMtime: number): void {
  const index = path.join(process.env.DIST_DIR ?? path.join(root, 'dist'), role, 'index.html');
  const built = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  if (built >= inputsMtime) return;
  console.log(built === 0 ? `Сборка приложения (${role})…` : `Исходники новее сборки: пересобираем приложение (${role})…`);
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--mode', role], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Не удалось собрать приложение (${role}): сервер запустится, но страницы будут недоступны.`);
  }
}

const inputsMtime = Math.max(...buildInputs.map((input) => newestMtime(path.join(root, input))));
for (const role of ['agent', 'client'] as const) buildIfStale(role, inputsMtime);

await runFromCommandLine({ ...process.env, APP_ENVIRONMENT: process.env.APP_ENVIRONMENT ?? 'demo' });
