import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCheck } from '../../scripts/check/runCheck';

const repo = resolve(__dirname, '../..');
const copies: string[] = [];

/** A throw-away copy of config/ and schemas/ to mutate. */
function copyTree(): string {
  const dir = mkdtempSync(join(tmpdir(), 'garant-check-'));
  cpSync(join(repo, 'config'), join(dir, 'config'), { recursive: true });
  cpSync(join(repo, 'schemas'), join(dir, 'schemas'), { recursive: true });
  copies.push(dir);
  return dir;
}

type Json = Record<string, unknown>;

function edit(dir: string, file: string, change: (value: Json) => void): void {
  const path = join(dir, file);
  const value = JSON.parse(readFileSync(path, 'utf8')) as Json;
  change(value);
  writeFileSync(path, JSON.stringify(value, null, 2));
}

function write(dir: string, file: string, value: unknown): void {
  mkdirSync(join(dir, file, '..'), { recursive: true });
  writeFileSync(join(dir, file), typeof value === 'string' ? value : JSON.stringify(value, null, 2));
}

afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('npm run check on the shipped tree', () => {
  it('finds no problems', () => {
    const report = runCheck(repo);
    expect(report.problems).toEqual([]);
    expect(report.counts.schemas).toBeGreaterThan(0);
    expect(report.counts.configs).toBeGreaterThan(0);
    expect(report.counts.examples).toBeGreaterThan(0);
  });
});

describe('npm run check on a tree with one mistake', () => {
  it('names a bank that lost a required field', () => {
    const dir = copyTree();
    edit(dir, 'config/banks.json', (config) => {
      delete ((config.banks as Json[])[3] as Json).bank_name;
    });
    expect(runCheck(dir).problems).toEqual(['config/banks.json: /banks/3: не хватает обязательного поля «bank_name»']);
  });

  it('names a status without its label', () => {
    const dir = copyTree();
    edit(dir, 'config/statuses.json', (config) => {
      delete ((config.statuses as Json).Offer as Json).label;
    });
    expect(runCheck(dir).problems).toEqual(['config/statuses.json: /statuses/Offer: не хватает обязательного поля «label»']);
  });

  it('names a combined-status rule that refers to an unknown status', () => {
    const dir = copyTree();
    let at = '';
    edit(dir, 'config/combined-status.json', (config) => {
      const rules = config.rules as { when: { any?: string[] } }[];
      const index = rules.findIndex((rule) => Array.isArray(rule.when.any));
      (rules[index]?.when.any ?? [])[0] = 'OnDemandd';
      at = `/rules/${index}/when/any/0`;
    });
    expect(runCheck(dir).problems).toEqual([
      `config/combined-status.json: ${at}: «OnDemandd» не найдено среди ключей /statuses в config/statuses.json`,
    ]);
  });

  it('follows a renamed status into the bank settings that use it', () => {
    const dir = copyTree();
    edit(dir, 'config/banks.json', (config) => {
      ((config.banks as Json[])[1] as Json).cannot_be_revoked_exclude = ['Offer', 'Ofer'];
    });
    expect(runCheck(dir).problems).toEqual([
      'config/banks.json: /banks/1/cannot_be_revoked_exclude/1: «Ofer» не найдено среди ключей /statuses в config/statuses.json',
    ]);
  });

  it('checks bank requisites with the Russian keywords', () => {
    const dir = copyTree();
    edit(dir, 'config/banks.json', (config) => {
      ((config.banks as Json[])[0] as Json).corr_account = '30101810400000000226';
      ((config.banks as Json[])[2] as Json).uuid = ((config.banks as Json[])[0] as Json).uuid;
    });
    expect(runCheck(dir).problems).toEqual([
      'config/banks.json: /banks/0/corr_account: Корреспондентский счёт не соответствует БИК: не сходится контрольный ключ',
      expect.stringMatching(/^config\/banks\.json: \/banks\/2\/uuid: значение "[0-9a-f-]+" поля «uuid» уже есть у элемента \/banks\/0$/),
      // The bank whose uuid was overwritten is gone, and so is the target of its tariff row.
      expect.stringMatching(/^config\/tariffs\.json: \/rates\/\d+\/bank: «[0-9a-f-]+» не найдено среди значений «uuid» в \/banks в config\/banks\.json$/),
    ]);
  });

  it('reports a file that is not JSON and a config without its meta-schema', () => {
    const dir = copyTree();
    write(dir, 'config/banks.json', '{"banks": [');
    write(dir, 'config/extra.json', { version: 1 });
    const problems = runCheck(dir).problems;
    expect(problems).toContainEqual(expect.stringMatching(/^config\/banks\.json: это не JSON \(/));
    expect(problems).toContain('config/extra.json: (корень): не хватает обязательного поля «$schema» со ссылкой на мета-схему');
  });

  it('reports a uiSchema that is not JSON', () => {
    const dir = copyTree();
    write(dir, 'schemas/steps/requisites.ui.json', '{"ui:order": ["inn",]}');
    expect(runCheck(dir).problems).toEqual([expect.stringMatching(/^schemas\/steps\/requisites\.ui\.json: это не JSON \(/)]);
  });

  it('reports a config whose meta-schema does not exist', () => {
    const dir = copyTree();
    write(dir, 'config/extra.json', { $schema: '../schemas/meta/extra.schema.json', version: 1 });
    expect(runCheck(dir).problems).toEqual(['config/extra.json: /$schema: мета-схема schemas/meta/extra.schema.json не найдена или не скомпилирована']);
  });

  it('rejects a schema that is not strict', () => {
    const dir = copyTree();
    write(dir, 'schemas/steps/loose.schema.json', {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: 'https://garant.local/schemas/steps/v1/loose.schema.json',
      type: 'object',
      properties: { inn: { type: 'string', ruInnn: true } },
    });
    expect(runCheck(dir).problems).toEqual([
      'schemas/steps/loose.schema.json: схема не компилируется в строгом режиме: strict mode: unknown keyword: "ruInnn"',
    ]);
  });

  it('runs the examples of a step schema from the folder named after it', () => {
    const dir = copyTree();
    write(dir, 'schemas/steps/sample-step.schema.json', {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: 'https://garant.local/schemas/steps/v1/sample-step.schema.json',
      type: 'object',
      properties: { bank_bik: { type: 'string', ruBik: true }, cur_account: { type: 'string', ruAccount: { bikField: 'bank_bik' } } },
    });
    write(dir, 'schemas/examples/valid/sample-step/no-account.json', { bank_bik: '044525225' });
    write(dir, 'schemas/examples/invalid/sample-step/bad-account.json', {
      expectedErrorPath: '/cur_account',
      data: { bank_bik: '044525225', cur_account: '40702810000000000000' },
    });
    write(dir, 'schemas/examples/invalid/sample-step/wrong-path.json', {
      expectedErrorPath: '/bank_bik',
      data: { bank_bik: '044525225', cur_account: '40702810000000000000' },
    });
    write(dir, 'schemas/examples/invalid/sample-step/passes.json', { expectedErrorPath: '/bank_bik', data: { bank_bik: '044525225' } });
    write(dir, 'schemas/examples/valid/requisits/typo.json', {});
    expect(runCheck(dir).problems).toEqual([
      'schemas/examples/valid/requisits/typo.json: нет схемы для папки примеров «requisits» (ожидается schemas/meta/requisits.schema.json или schemas/**/requisits.schema.json)',
      'schemas/examples/invalid/sample-step/passes.json: пример должен не пройти проверку (ожидалась ошибка в /bank_bik), но прошёл',
      'schemas/examples/invalid/sample-step/wrong-path.json: ожидалась ошибка в /bank_bik, а получены: /cur_account: Расчётный счёт не соответствует БИК: не сходится контрольный ключ',
    ]);
  });

  it('requires valid and invalid examples for every meta-schema', () => {
    const dir = copyTree();
    rmSync(join(dir, 'schemas/examples/invalid/meta-banks'), { recursive: true });
    expect(runCheck(dir).problems).toEqual([
      'schemas/meta/banks.schema.json: нет примеров в schemas/examples/invalid/meta-banks/ — у мета-схемы должны быть и верные, и неверные примеры',
    ]);
  });

  it('exits non-zero from the command line and prints the problem', () => {
    const dir = copyTree();
    edit(dir, 'config/banks.json', (config) => {
      delete ((config.banks as Json[])[3] as Json).bank_name;
    });
    const run = spawnSync(process.execPath, [join(repo, 'node_modules/tsx/dist/cli.mjs'), join(repo, 'scripts/check.ts'), dir], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('config/banks.json: /banks/3: не хватает обязательного поля «bank_name»');
    expect(run.stderr).toMatch(/Найдено ошибок: 1\./);
  });
});
