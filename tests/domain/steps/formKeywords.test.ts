import { customizeValidator } from '@rjsf/validator-ajv8';
import Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import standaloneCode from 'ajv/dist/standalone';
import { describe, expect, it } from 'vitest';
import { addFormKeywords, formKeywordChecks } from '../../../src/domain/ajv/formKeywords';
import { addRuKeywords } from '../../../src/domain/ajv/ruKeywords';

const joint = {
  type: 'object',
  properties: {
    sum: { type: 'number', title: 'Сумма гарантии' },
    customers: { type: 'array', items: { type: 'object', properties: { sum: { type: 'number' }, is_active: { type: 'boolean' } } } },
  },
  sumOfActive: { items: 'customers', field: 'sum', active: 'is_active', total: 'sum' },
} as const;

const founders = {
  type: 'object',
  properties: { persons: { type: 'array' }, organizations: { type: 'array' } },
  sharesTotalOf: { lists: { persons: 'percentAtRegulationsCapital', organizations: 'percent' }, max: 100 },
} as const;

const customers = (...rows: [number | string | undefined, boolean][]) => rows.map(([sum, is_active]) => ({ sum, is_active }));

describe('sumOfActive', () => {
  it.each([
    ['equal to the active sums', 300, customers([100, true], [200, true]), null],
    ['inactive customers do not count', 300, customers([100, true], [200, true], [999, false]), null],
    ['kopecks add up as people expect', 0.3, customers([0.1, true], [0.2, true]), null],
    ['sums typed with spaces and a comma', 1234.5, customers(['1 000,25', true], ['234,25', true]), null],
    ['less than the guarantee', 300, customers([100, true], [150, true]), 'Сумма гарантии должна быть равна сумме гарантий по активным заказчикам: 250,00 ₽'],
    ['an active customer without a sum counts as zero', 300, customers([100, true], [undefined, true]), 'Сумма гарантии должна быть равна сумме гарантий по активным заказчикам: 100,00 ₽'],
    ['no active customer at all', 300, customers([300, false]), 'Сумма гарантии должна быть равна сумме гарантий по активным заказчикам: 0,00 ₽'],
  ])('%s', (_case, sum, list, expected) => {
    expect(formKeywordChecks.sumOfActive({ sum, customers: list }, joint.sumOfActive)).toBe(expected);
  });

  it('leaves an empty guarantee sum or list to their own rules', () => {
    expect(formKeywordChecks.sumOfActive({ customers: customers([1, true]) }, joint.sumOfActive)).toBeNull();
    expect(formKeywordChecks.sumOfActive({ sum: 5 }, joint.sumOfActive)).toBeNull();
  });
});

describe('sharesTotalOf', () => {
  it.each([
    ['persons and organisations together at 100', [{ percentAtRegulationsCapital: 60 }, { percentAtRegulationsCapital: 25 }], [{ percent: 15 }], null],
    ['thirds add up to 100', [{ percentAtRegulationsCapital: 33.33 }, { percentAtRegulationsCapital: 33.33 }], [{ percent: 33.34 }], null],
    ['one list missing', [{ percentAtRegulationsCapital: 100 }], undefined, null],
    ['above 100 together though each list is under', [{ percentAtRegulationsCapital: 60 }], [{ percent: 40.01 }], 'Совокупная доля учредителей не должна быть более 100%.'],
  ])('%s', (_case, persons, organizations, expected) => {
    expect(formKeywordChecks.sharesTotalOf({ persons, organizations }, founders.sharesTotalOf)).toBe(expected);
  });
});

describe.each([
  ['Ajv 2020-12 strict (server, checker)', () => new Ajv2020({ strict: true, allErrors: true })],
  ['Ajv draft-07', () => new Ajv({ allErrors: true, strict: false })],
])('addFormKeywords on %s', (_name, make) => {
  const ajv = addFormKeywords(make());

  it('reports the joint sum at the guarantee sum and the shares at the object', () => {
    const validateJoint = ajv.compile(joint);
    expect(validateJoint({ sum: 300, customers: customers([100, true], [150, true]) })).toBe(false);
    expect(validateJoint.errors?.map((e) => [e.instancePath, e.keyword, e.message])).toEqual([
      ['/sum', 'sumOfActive', 'Сумма гарантии должна быть равна сумме гарантий по активным заказчикам: 250,00 ₽'],
    ]);
    const validateFounders = ajv.compile(founders);
    expect(validateFounders({ persons: [{ percentAtRegulationsCapital: 90 }], organizations: [{ percent: 20 }] })).toBe(false);
    expect(validateFounders.errors?.map((e) => [e.instancePath, e.message])).toEqual([['', 'Совокупная доля учредителей не должна быть более 100%.']]);
  });

  it('refuses malformed keyword values when a schema is compiled', () => {
    expect(() => ajv.compile({ type: 'object', sumOfActive: { items: 'customers' } })).toThrow(/value is invalid/);
    expect(() => ajv.compile({ type: 'object', sharesTotalOf: { lists: {} } })).toThrow(/value is invalid/);
    expect(() => ajv.compile({ type: 'string', messages: { required: 1 } })).toThrow(/value is invalid/);
  });

  it('takes Russian messages as an annotation that validates nothing', () => {
    const validate = ajv.compile({ type: 'string', minLength: 2, messages: { minLength: 'Слишком коротко' } });
    expect(validate('ab')).toBe(true);
    expect(validate('a')).toBe(false);
  });

  it('registers twice without complaint', () => {
    expect(() => addFormKeywords(ajv)).not.toThrow();
  });
});

describe('precompiled (standalone) validators', () => {
  it('import the checks from the named module and validate the same way', () => {
    const ajv = addFormKeywords(new Ajv2020({ code: { source: true }, allErrors: true }), { standaloneModule: 'garant/form-keywords' });
    const code = standaloneCode(ajv, ajv.compile(joint));
    expect(code).toContain('require("garant/form-keywords").formKeywordChecks["sumOfActive"]');
    const module: { exports: ((data: unknown) => boolean) & { errors?: { instancePath: string }[] } } = { exports: Object.assign(() => false) };
    const load = (name: string): unknown => {
      if (name === 'garant/form-keywords') return { formKeywordChecks };
      throw new Error(`unexpected import ${name}`);
    };
    new Function('require', 'module', 'exports', code)(load, module, module.exports);
    const precompiled = module.exports;
    expect(precompiled({ sum: 250, customers: customers([100, true], [150, true]) })).toBe(true);
    expect(precompiled({ sum: 300, customers: customers([100, true], [150, true]) })).toBe(false);
    expect(precompiled.errors?.[0]?.instancePath).toBe('/sum');
  });

  it('refuse to emit code when no module is named', () => {
    const ajv = addFormKeywords(new Ajv2020({ code: { source: true } }));
    expect(() => standaloneCode(ajv, ajv.compile(founders))).toThrow(/not defined/);
  });
});

describe('in the browser form validator (rjsf)', () => {
  it('shows the Russian message at the field', () => {
    const validator = customizeValidator({ AjvClass: Ajv2020 as never, extenderFn: (ajv) => addFormKeywords(addRuKeywords(ajv)) });
    const result = validator.validateFormData({ sum: 300, customers: customers([100, true]) }, joint as never);
    expect(result.errorSchema.sum?.__errors).toEqual(['Сумма гарантии должна быть равна сумме гарантий по активным заказчикам: 100,00 ₽']);
  });
});
