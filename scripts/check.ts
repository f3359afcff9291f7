import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCheck } from './check/runCheck';

// `npm run check [root]`: schemas, config files and their examples, with Russian messages naming file
// and path. The optional argument checks another tree of the same shape (a copy under change).
const root = resolve(process.argv[2] ?? resolve(dirname(fileURLToPath(import.meta.url)), '..'));
const started = performance.now();
const { problems, counts } = runCheck(root);
const seconds = ((performance.now() - started) / 1000).toFixed(2);

for (const problem of problems) console.error(problem);
const summary = `Проверено: схем — ${counts.schemas}, файлов config — ${counts.configs}, примеров — ${counts.examples} за ${seconds} с.`;
if (problems.length > 0) {
  console.error(`${summary} Найдено ошибок: ${problems.length}.`);
  process.exitCode = 1;
} else {
  console.log(`${summary} Ошибок нет.`);
}
