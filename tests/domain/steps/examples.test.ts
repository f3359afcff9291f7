import type { ErrorObject } from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addFormKeywords } from '../../../src/domain/ajv/formKeywords';
import { addRuKeywords } from '../../../src/domain/ajv/ruKeywords';
import { bundleSchema } from '../../../src/domain/steps/bundleSchema';
import { formSchemaRegistry } from '../../../src/domain/steps/stepSchemas';
import { formSchema, validateStep } from '../../../src/domain/steps/validateStep';
import { formSchemaNames, invalidExamples, validExamples } from './support';

describe.each(formSchemaNames)('examples of %s', (name) => {
  const valid = validExamples(name);
  const invalid = invalidExamples(name);

  it('has examples that must pass and examples that must fail', () => {
    expect(valid.length).toBeGreaterThan(0);
    expect(invalid.length).toBeGreaterThan(0);
  });

  it.each(valid.map((e) => [e.file, e] as const))('%s passes', (_file, { data }) => {
    expect(validateStep(name, data)).toEqual([]);
  });

  it.each(invalid.map((e) => [e.file, e] as const))('%s fails at its path with its Russian message', (_file, { data, expectedErrorPath, expectedMessage }) => {
    const errors = validateStep(name, data);
    expect(errors.find((e) => e.path === expectedErrorPath)?.message).toBe(expectedMessage);
    for (const error of errors) expect(error.message).toMatch(/[А-ЯЁ]/);
  });
});

// Identity-document rules are judged against today; the shipped examples must not expire with time.
describe('examples hold in the years to come', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([2030, 2036])('in %i', (year) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(year, 0, 1, 12));
    for (const name of formSchemaNames) {
      for (const { file, data } of validExamples(name)) expect(validateStep(name, data), `${name}/${file}`).toEqual([]);
      for (const { file, data, expectedErrorPath } of invalidExamples(name)) {
        expect(validateStep(name, data).map((e) => e.path), `${name}/${file}`).toContain(expectedErrorPath);
      }
    }
  });
});

// The renderer (rjsf) resolves only local references, so the runtime hands it a bundled schema.
describe('bundled schemas stand alone and validate exactly like the originals', () => {
  const standalone = addFormKeywords(addRuKeywords(addFormats(new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true }))));
  const pathsOf = (errors: readonly ErrorObject[]): string[] =>
    errors.flatMap((e) => {
      const p = e.params as Record<string, unknown>;
      const field = p.missingProperty ?? p.additionalProperty;
      return typeof field === 'string' ? [e.instancePath, `${e.instancePath}/${field}`] : [e.instancePath];
    });

  it.each(formSchemaNames)('%s', (name) => {
    const original = formSchema(name);
    if (!original) throw new Error(name);
    const bundled = bundleSchema(original, formSchemaRegistry);
    const refs = JSON.stringify(bundled).match(/"\$ref":"[^"]*"/g) ?? [];
    expect(refs.filter((ref) => !ref.startsWith('"$ref":"#'))).toEqual([]);
    const { $id: _id, ...anonymous } = bundled;
    const validate = standalone.compile(anonymous);
    for (const { data } of validExamples(name)) expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
    for (const { data, expectedErrorPath } of invalidExamples(name)) {
      expect(validate(data)).toBe(false);
      expect(pathsOf(validate.errors ?? [])).toContain(expectedErrorPath);
    }
  });

  it('keeps local references of the original and names copied parts after their files', () => {
    const bundled = bundleSchema(formSchema('finance') ?? {}, formSchemaRegistry);
    expect(Object.keys(bundled.$defs as object).sort()).toEqual([
      'finance-report',
      'finance-report.$defs.lines',
      'finance-report.$defs.period',
      'step-context',
    ]);
  });

  it('refuses a reference to a schema it does not know', () => {
    const schema = { $id: 'https://garant.local/schemas/steps/v1/x.schema.json', properties: { a: { $ref: 'missing.schema.json' } } };
    expect(() => bundleSchema(schema, formSchemaRegistry)).toThrow(/не найдена/);
  });
});
