import { afterAll, describe, expect, it } from 'vitest';
import { FinanceFileError } from '../../../src/server/integrations/fns/FinanceFileError';
import { FinanceParsePool, ParsePoolBusyError } from '../../../src/server/integrations/fns/FinanceParsePool';
import { fixture } from './fixtures';

/** A file the parser needs seconds for: one element of entity references, just under 4 MB. */
const slowFile = { bytes: Buffer.from(`<Файл><a>${'&amp;'.repeat(800_000)}</a></Файл>`), fileName: 'slow.xml' };
const goodFile = { bytes: fixture('bfo/7701234560.xml'), fileName: 'NO_BOUNFO_7701234560.xml' };

async function failureOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a refusal');
}

describe('the pool of finance parse threads', () => {
  const pools: FinanceParsePool[] = [];
  const pool = (size: number, maxQueued: number, timeoutMs: number) => {
    const made = new FinanceParsePool({ size, maxQueued, timeoutMs });
    pools.push(made);
    return made;
  };
  afterAll(async () => {
    for (const made of pools) await made.close();
  });

  it('reads a statement in a thread, and refuses a broken file with the parser reason', async () => {
    const parser = pool(1, 2, 10_000);
    expect((await parser.parse(goodFile)).company?.inn).toBe('7701234560');
    const broken = await failureOf(parser.parse({ bytes: Buffer.from('<Файл><a></b></Файл>'), fileName: 'b.xml' }));
    expect(broken).toBeInstanceOf(FinanceFileError);
    expect(broken.message).toMatch(/^Повреждённый XML: строка 1/);
  });

  it('terminates a thread over the time limit, refuses that file in Russian and reads the next one', async () => {
    const parser = pool(1, 2, 200);
    const [slow, next] = await Promise.allSettled([parser.parse(slowFile), parser.parse(goodFile)]);
    expect(slow.status).toBe('rejected');
    const error = (slow as PromiseRejectedResult).reason as FinanceFileError;
    expect([error.reason, error.message]).toEqual([
      'too_complex',
      'Файл не удалось прочитать за 1 с: он слишком сложный. Приложите отчётность ФНС (XML) или выгрузку ГИР БО (xlsx) без лишних данных',
    ]);
    expect(next.status).toBe('fulfilled');
  });

  it('counts the time limit from when a new thread is ready, not while it loads its code', async () => {
    // A thread started from the TypeScript sources takes longer than this limit to load the parser.
    const parser = pool(1, 2, 100);
    expect((await parser.parse(goodFile)).company?.inn).toBe('7701234560');
  });

  it('refuses a file when every thread is busy and the queue is full, instead of holding it in memory', async () => {
    const parser = pool(1, 1, 1_000);
    const running = parser.parse(slowFile);
    const queued = parser.parse(slowFile);
    const refused = await failureOf(parser.parse(goodFile));
    expect(refused).toBeInstanceOf(ParsePoolBusyError);
    expect(refused.message).toBe('Сейчас читается слишком много файлов отчётности. Повторите через минуту');
    await Promise.allSettled([running, queued]);
  });
});
