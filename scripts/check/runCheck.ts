import type { AnySchemaObject, ErrorObject, ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { posix } from 'node:path';
import { addFormKeywords } from '../../src/domain/ajv/formKeywords';
import { addRuKeywords } from '../../src/domain/ajv/ruKeywords';
import { configKeyOfKeyword } from './configKeyOf';
import { describeError, displayPath } from './describeError';
import { isObject, listFiles, readJson, type JsonFile } from './jsonFiles';
import { tariffPeriodsKeyword } from './tariffPeriods';
import { uniqueByKeyword } from './uniqueBy';

/** What one run of the checker found. */
export interface CheckReport {
  /** Russian problem lines, each naming the file and the JSON path. Empty when all is well. */
  readonly problems: readonly string[];
  readonly counts: { readonly schemas: number; readonly configs: number; readonly examples: number };
}

const draft2020 = 'https://json-schema.org/draft/2020-12/schema';
const schemaSuffix = '.schema.json';

/** Base name of a schema file: schemas/steps/foo.schema.json -> foo. */
function baseName(path: string): string {
  return posix.basename(path, schemaSuffix);
}

/** Folder name of a schema's examples: "meta-" + base name for meta-schemas, the base name otherwise. */
function examplesFolder(schemaPath: string): string {
  return schemaPath.startsWith('schemas/meta/') ? `meta-${baseName(schemaPath)}` : baseName(schemaPath);
}

/**
 * Runs every check of `npm run check` on the project tree at `root`:
 * 1. every schemas/**\/*.schema.json compiles in Ajv strict mode (draft 2020-12, formats, the Russian
 *    keywords, and the checker-only `configKeyOf`, `uniqueBy` and `tariffPeriods`);
 * 2. every config/*.json passes the meta-schema named by its "$schema";
 * 3. schemas/examples/valid/<name>/*.json pass and schemas/examples/invalid/<name>/*.json fail at
 *    their "expectedErrorPath";
 * 4. every meta-schema has both valid and invalid examples;
 * and every other JSON file under schemas/ (uiSchemas) parses.
 */
export function runCheck(root: string): CheckReport {
  const problems: string[] = [];
  const configCache = new Map<string, unknown>();
  // configKeyOf always reads config/<file>.json of this tree, examples included (common contract).
  const source = (file: string): unknown => {
    if (!configCache.has(file)) {
      const read = readJson(root, `config/${file}.json`);
      configCache.set(file, typeof read === 'string' ? undefined : read.value);
    }
    return configCache.get(file);
  };

  const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
  addFormats(ajv);
  addRuKeywords(ajv);
  addFormKeywords(ajv);
  ajv.addKeyword(configKeyOfKeyword(source));
  ajv.addKeyword(uniqueByKeyword());
  ajv.addKeyword(tariffPeriodsKeyword());

  // 1. Schemas: add all first so that $refs between them resolve, then compile each.
  const schemaPaths = listFiles(root, 'schemas', schemaSuffix).filter((p) => !p.startsWith('schemas/examples/'));
  const schemas = new Map<string, AnySchemaObject>();
  for (const path of schemaPaths) {
    const read = readJson(root, path);
    if (typeof read === 'string') {
      problems.push(read);
      continue;
    }
    if (!isObject(read.value)) {
      problems.push(`${path}: схема должна быть объектом JSON`);
      continue;
    }
    if (read.value.$schema !== draft2020) problems.push(`${path}: /$schema: нужна версия JSON Schema 2020-12 (${draft2020})`);
    if (typeof read.value.$id !== 'string') problems.push(`${path}: /$id: у схемы нет идентификатора $id`);
    try {
      ajv.addSchema(read.value, typeof read.value.$id === 'string' ? undefined : path);
      schemas.set(path, read.value);
    } catch (error) {
      problems.push(`${path}: схема не добавляется: ${String(error instanceof Error ? error.message : error)}`);
    }
  }
  // Other JSON beside the schemas (uiSchemas *.ui.json) must at least parse.
  for (const path of listFiles(root, 'schemas', '.json')) {
    if (path.endsWith(schemaSuffix) || path.startsWith('schemas/examples/')) continue;
    const read = readJson(root, path);
    if (typeof read === 'string') problems.push(read);
  }

  const validators = new Map<string, ValidateFunction>();
  for (const [path, schema] of schemas) {
    try {
      validators.set(path, ajv.compile(schema));
    } catch (error) {
      problems.push(`${path}: схема не компилируется в строгом режиме: ${String(error instanceof Error ? error.message : error)}`);
    }
  }

  const validate = (data: unknown, validator: ValidateFunction): ErrorObject[] =>
    validator(data) ? [] : [...(validator.errors ?? [])];
  const report = (file: string, errors: readonly ErrorObject[]): void => {
    for (const error of errors) problems.push(`${file}: ${displayPath(error.instancePath)}: ${describeError(error)}`);
  };

  // 2. Config files against the meta-schema named by their "$schema".
  const configPaths = listFiles(root, 'config', '.json').filter((p) => posix.dirname(p) === 'config');
  for (const path of configPaths) {
    const read = readJson(root, path);
    if (typeof read === 'string') {
      problems.push(read);
      continue;
    }
    checkConfig(read);
  }

  function checkConfig({ path, value }: JsonFile): void {
    if (!isObject(value) || typeof value.$schema !== 'string') {
      problems.push(`${path}: (корень): не хватает обязательного поля «$schema» со ссылкой на мета-схему`);
      return;
    }
    if (value.version === undefined) problems.push(`${path}: (корень): не хватает обязательного поля «version»`);
    const schemaPath = posix.normalize(posix.join('config', value.$schema));
    const validator = validators.get(schemaPath);
    if (!validator) {
      problems.push(`${path}: /$schema: мета-схема ${schemaPath} не найдена или не скомпилирована`);
      return;
    }
    report(path, validate(value, validator));
  }

  // 3. Examples.
  let exampleCount = 0;
  const folderToSchema = new Map<string, string[]>();
  for (const path of validators.keys()) {
    const folder = examplesFolder(path);
    folderToSchema.set(folder, [...(folderToSchema.get(folder) ?? []), path]);
  }
  const seen = { valid: new Set<string>(), invalid: new Set<string>() };
  for (const kind of ['valid', 'invalid'] as const) {
    for (const path of listFiles(root, `schemas/examples/${kind}`, '.json')) {
      const folder = path.split('/')[3] ?? '';
      if (path.split('/').length !== 5) {
        problems.push(`${path}: пример должен лежать в папке schemas/examples/${kind}/<имя схемы>/`);
        continue;
      }
      const targets = folderToSchema.get(folder) ?? [];
      if (targets.length !== 1) {
        problems.push(
          targets.length === 0
            ? `${path}: нет схемы для папки примеров «${folder}» (ожидается schemas/meta/${folder.replace(/^meta-/, '')}${schemaSuffix} или schemas/**/${folder}${schemaSuffix})`
            : `${path}: папке примеров «${folder}» соответствует несколько схем: ${targets.join(', ')}`,
        );
        continue;
      }
      const schemaPath = targets[0] ?? '';
      const validator = validators.get(schemaPath);
      const read = readJson(root, path);
      if (!validator) continue;
      if (typeof read === 'string') {
        problems.push(read);
        continue;
      }
      exampleCount += 1;
      seen[kind].add(folder);
      if (kind === 'valid') report(path, validate(read.value, validator));
      else checkInvalidExample(path, read.value, validator);
    }
  }

  function checkInvalidExample(path: string, example: unknown, validator: ValidateFunction): void {
    if (!isObject(example) || typeof example.expectedErrorPath !== 'string' || !('data' in example)) {
      problems.push(`${path}: (корень): пример ошибки должен быть объектом {"expectedErrorPath": "/путь", "data": …}`);
      return;
    }
    const expected = example.expectedErrorPath;
    const errors = validate(example.data, validator);
    if (errors.length === 0) {
      problems.push(`${path}: пример должен не пройти проверку (ожидалась ошибка в ${displayPath(expected)}), но прошёл`);
      return;
    }
    // An error about a field (required, additionalProperties) sits on the object; accept either path.
    const pathsOf = (e: ErrorObject): string[] => {
      const field = (e.params as Record<string, unknown>).missingProperty ?? (e.params as Record<string, unknown>).additionalProperty;
      return typeof field === 'string' ? [e.instancePath, `${e.instancePath}/${field}`] : [e.instancePath];
    };
    const related = (p: string): boolean => p === expected || p.startsWith(`${expected}/`) || expected.startsWith(`${p}/`) || p === '';
    if (!errors.some((e) => pathsOf(e).includes(expected))) {
      problems.push(`${path}: ожидалась ошибка в ${displayPath(expected)}, а получены: ${errors.map((e) => `${displayPath(e.instancePath)}: ${describeError(e)}`).join('; ')}`);
      return;
    }
    for (const error of errors.filter((e) => !pathsOf(e).some(related))) {
      problems.push(`${path}: лишняя ошибка вне ${displayPath(expected)}: ${displayPath(error.instancePath)}: ${describeError(error)}`);
    }
  }

  // 4. Every meta-schema has both kinds of examples.
  for (const path of validators.keys()) {
    if (!path.startsWith('schemas/meta/')) continue;
    const folder = examplesFolder(path);
    for (const kind of ['valid', 'invalid'] as const) {
      if (!seen[kind].has(folder)) problems.push(`${path}: нет примеров в schemas/examples/${kind}/${folder}/ — у мета-схемы должны быть и верные, и неверные примеры`);
    }
  }

  return { problems, counts: { schemas: schemaPaths.length, configs: configPaths.length, examples: exampleCount } };
}
