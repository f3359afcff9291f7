import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCheck } from '../../scripts/check/runCheck';

const repo = resolve(__dirname, '../..');
const copies: string[] = [];
const vtb = '443d3810-3559-5655-b150-8e7ba7e5adc7';

interface Rate {
  bank: string | null;
  guarantee_type: string | null;
  from: string;
  to?: string;
  rate_percent: string;
  markup_to_agent?: boolean;
}

/** A throw-away copy of config/ and schemas/ with config/tariffs.json changed. */
function checkWithRates(change: (rates: Rate[]) => void): readonly string[] {
  const dir = mkdtempSync(join(tmpdir(), 'garant-tariffs-'));
  copies.push(dir);
  cpSync(join(repo, 'config'), join(dir, 'config'), { recursive: true });
  cpSync(join(repo, 'schemas'), join(dir, 'schemas'), { recursive: true });
  const path = join(dir, 'config/tariffs.json');
  const tariffs = JSON.parse(readFileSync(path, 'utf8')) as { rates: Rate[] };
  change(tariffs.rates);
  writeFileSync(path, JSON.stringify(tariffs, null, 2));
  return runCheck(dir).problems;
}

const indexOf = (rates: Rate[], found: (rate: Rate) => boolean): number => rates.findIndex(found);

afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('npm run check on a tariff table with one mistake', () => {
  it('names both rows of one bank whose periods overlap, in Russian', () => {
    let first = -1;
    let second = -1;
    const problems = checkWithRates((rates) => {
      first = indexOf(rates, (r) => r.bank === vtb && r.to === '2026-06-30');
      second = indexOf(rates, (r) => r.bank === vtb && r.from === '2026-07-01');
      const row = rates[first];
      if (row) row.to = '2026-07-01';
    });
    expect(first).toBeGreaterThanOrEqual(0);
    expect(problems).toEqual([
      `config/tariffs.json: /rates/${second}: период пересекается со строкой /rates/${first} того же банка и вида гарантии (банк ${vtb}, вид любой): здесь с 2026-07-01 бессрочно, там с 2025-01-01 по 2026-07-01 — у сделки было бы две ставки`,
    ]);
  });

  it('names a second default in force at once', () => {
    const problems = checkWithRates((rates) => {
      rates.push({ bank: null, guarantee_type: null, from: '2026-12-01', rate_percent: '32.5', markup_to_agent: true });
    });
    expect(problems).toEqual([
      expect.stringMatching(/^config\/tariffs\.json: \/rates\/\d+: период пересекается со строкой \/rates\/0 того же банка и вида гарантии \(банк любой, вид любой\): здесь с 2026-12-01 бессрочно, там с 2025-01-01 бессрочно/),
    ]);
  });

  it('names a period that ends before it starts, a bank and a guarantee type that do not exist', () => {
    const problems = checkWithRates((rates) => {
      const [, , third, fourth, fifth] = rates;
      if (third) third.to = '2024-12-31';
      if (fourth) fourth.bank = '00000000-0000-4000-8000-000000000000';
      if (fifth) fifth.guarantee_type = 'tender';
    });
    expect(problems).toEqual([
      'config/tariffs.json: /rates/3/bank: «00000000-0000-4000-8000-000000000000» не найдено среди значений «uuid» в /banks в config/banks.json',
      'config/tariffs.json: /rates/4/guarantee_type: «tender» не найдено среди значений «key» в /dictionaries/guaranteeTypes/items в config/dictionaries.json',
      'config/tariffs.json: /rates/2/to: период кончается (2024-12-31) раньше, чем начинается (2025-01-01)',
    ]);
  });

  it('asks for an open-ended default row', () => {
    const problems = checkWithRates((rates) => {
      const row = rates[0];
      if (row) row.to = '2026-12-31';
    });
    expect(problems).toEqual([
      'config/tariffs.json: /rates: нет бессрочной строки по умолчанию (bank и guarantee_type — null, без «to»): банку без своей строки не найдётся ставки',
    ]);
  });

  it('refuses a rate written with a comma', () => {
    const problems = checkWithRates((rates) => {
      const row = rates[4];
      if (row) row.rate_percent = '27,5';
    });
    expect(problems).toEqual([expect.stringMatching(/^config\/tariffs\.json: \/rates\/4\/rate_percent: не соответствует шаблону/)]);
  });
});
