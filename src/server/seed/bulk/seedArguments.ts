/** What `npm run seed` was asked for, or the Russian reason it cannot run. */
export type SeedArguments = { ok: true; requests: number; batchSize: number } | { ok: false; message: string };

/** The most one run may add: beyond it a typo (an extra zero or two) would fill the disk. */
export const maxSeedRequests = 10_000_000;

const usage = 'Использование: npm run seed -- --requests N [--batch 5000], где N — целое число от 1 до 10 000 000.';

function positiveInteger(text: string | undefined, max: number): number | null {
  if (text === undefined || !/^\d+$/.test(text.replace(/_/g, ''))) return null;
  const value = Number(text.replace(/_/g, ''));
  return Number.isSafeInteger(value) && value >= 1 && value <= max ? value : null;
}

/** Reads `--requests N` (or `--requests=N`) and an optional `--batch N` from the command line. */
export function parseSeedArguments(argv: readonly string[]): SeedArguments {
  const values = new Map<string, string | undefined>();
  for (let i = 0; i < argv.length; i += 1) {
    const argument = argv[i]!;
    const match = /^--(requests|batch)(?:=(.*))?$/.exec(argument);
    if (!match) return { ok: false, message: `Неизвестный аргумент «${argument}». ${usage}` };
    const value = match[2] ?? argv[i + 1];
    if (match[2] === undefined) i += 1;
    values.set(match[1]!, value);
  }
  if (!values.has('requests')) return { ok: false, message: `Не указано, сколько заявок создать. ${usage}` };
  const requests = positiveInteger(values.get('requests'), maxSeedRequests);
  if (requests === null) return { ok: false, message: `Число заявок «${values.get('requests') ?? ''}» не подходит. ${usage}` };
  const batchSize = values.has('batch') ? positiveInteger(values.get('batch'), 50_000) : 5000;
  if (batchSize === null) return { ok: false, message: `Размер пачки «${values.get('batch') ?? ''}» не подходит: целое число от 1 до 50 000.` };
  return { ok: true, requests, batchSize };
}
