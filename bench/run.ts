import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import type { Bench, BenchResult } from './benchModule';

/**
 * Runs every benchmark module in this folder (each *.ts but this runner and the shared helpers, with a
 * default export `async () => BenchResult`), prints what each reports and exits non-zero when any
 * budget fails. `npm run bench -- suggestions` runs only the modules whose file names contain a word.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const helpers = new Set(['run.ts', 'benchModule.ts']);
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((name) => name.endsWith('.ts') && !helpers.has(name) && !name.endsWith('.d.ts'))
  .filter((name) => only.length === 0 || only.some((word) => name.includes(word)))
  .sort();

const results: BenchResult[] = [];
for (const file of files) {
  const module = (await import(pathToFileURL(path.join(here, file)).href)) as { default?: Bench };
  if (typeof module.default !== 'function') {
    results.push({ name: file, lines: ['нет экспорта по умолчанию: async () => {name, lines, ok}'], ok: false });
    continue;
  }
  try {
    results.push(await module.default());
  } catch (error) {
    results.push({ name: file, lines: [`упал: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`], ok: false });
  }
  const last = results.at(-1)!;
  console.log(`\n${last.ok ? 'ГОДЕН' : 'НЕ ГОДЕН'} — ${last.name}`);
  for (const line of last.lines) console.log(`  ${line}`);
}

const failed = results.filter((result) => !result.ok);
console.log(`\nБенчмарков: ${results.length}; в бюджете: ${results.length - failed.length}; вне бюджета: ${failed.length}`);
process.exit(failed.length > 0 || results.length === 0 ? 1 : 0);
