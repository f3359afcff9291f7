import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { entitySchemas, stepSchemas } from '../../../src/domain/steps/stepSchemas';

export const repo = resolve(__dirname, '../../..');

/** Base names of every form schema: the steps, the entities they refer to and the step context. */
export const formSchemaNames: readonly string[] = [...Object.keys(stepSchemas), ...Object.keys(entitySchemas)];

export interface ValidExample {
  readonly file: string;
  readonly data: unknown;
}

export interface InvalidExample {
  readonly file: string;
  readonly expectedErrorPath: string;
  readonly expectedMessage: string;
  readonly data: unknown;
}

export function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(join(repo, path), 'utf8')) as T;
}

function filesOf(kind: 'valid' | 'invalid', schema: string): string[] {
  try {
    return readdirSync(join(repo, 'schemas/examples', kind, schema)).filter((f) => f.endsWith('.json')).sort();
  } catch {
    return [];
  }
}

export function validExamples(schema: string): ValidExample[] {
  return filesOf('valid', schema).map((file) => ({ file, data: readJson<unknown>(`schemas/examples/valid/${schema}/${file}`) }));
}

export function invalidExamples(schema: string): InvalidExample[] {
  return filesOf('invalid', schema).map((file) => ({ file, ...readJson<Omit<InvalidExample, 'file'>>(`schemas/examples/invalid/${schema}/${file}`) }));
}

/** A deep copy of a valid example, to break one rule at a time. */
export function example<T = Record<string, unknown>>(schema: string, file: string): T {
  return structuredClone(readJson<T>(`schemas/examples/valid/${schema}/${file}.json`));
}
