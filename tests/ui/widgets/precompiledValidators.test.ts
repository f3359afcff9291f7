import { getDefaultFormState, retrieveSchema, type RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { beforeAll, describe, expect, it } from 'vitest';
import { stepErrors } from '../../../src/domain/steps/stepErrors';
import { entitySchemas, formSchemaRegistry, stepSchemas } from '../../../src/domain/steps/stepSchemas';
import { formSchema, validateStep } from '../../../src/domain/steps/validateStep';
import { renderedKey, renderedSection, renderedStep } from '../../../src/ui/pages/request/stepSchema';
import { stepSections, stepsWithOwnPage } from '../../../src/ui/pages/request/stepSections';
import { createFormValidator, dropConditionErrors, formKit } from '../../../src/ui/widgets';
import { localizeRuIn } from '../../../src/ui/widgets/localizeRu';
import { errorPointer, invalidRules, payloadOf } from '../../../e2e/invalidRules';
import { invalidExamples, readJson, validExamples } from '../../domain/steps/support';

// The validators generated at build time (scripts/compileValidators.ts) against the ones compiled at
// run time, on every example of the check suite: same verdict, same fields, same Russian words.
type Generated = typeof import('virtual:precompiled-validators/standalone');
let generated: Generated;
beforeAll(async () => {
  generated = await import('virtual:precompiled-validators/standalone');
}, 180_000);

const examplesOf = (name: string): { file: string; data: unknown }[] => [...validExamples(name), ...invalidExamples(name)];

describe('validateStep with precompiled validators', () => {
  const names = [...Object.keys(stepSchemas), ...Object.keys(entitySchemas)];

  it('has one for every step and entity schema', () => {
    expect(Object.keys(generated.stepValidators).sort()).toEqual([...names].sort());
  });

  it.each(names)('%s: every example gets the same messages as the compiled validator', (name) => {
    const schema = formSchema(name);
    const validate = generated.stepValidators[name];
    if (!schema || !validate) throw new Error(`нет валидатора ${name}`);
    for (const { file, data } of examplesOf(name)) {
      const precompiled = validate(data) ? [] : stepErrors(validate.errors, schema, formSchemaRegistry);
      expect(precompiled, `${name}/${file}`).toEqual(validateStep(name, data));
    }
  });
});

describe('the request forms with precompiled rjsf validators', () => {
  const forms = Object.keys(stepSchemas)
    .filter((name) => !stepsWithOwnPage.has(name))
    .flatMap((name) => [
      { name, key: renderedKey(name), schema: renderedStep(name).schema },
      ...(stepSections[name] ?? []).map((section) => ({
        name,
        key: renderedKey(name, section.title),
        schema: renderedSection(name, section.title, section.fields).schema,
      })),
    ]);

  it('has one for every form the request pages render', () => {
    expect(Object.keys(generated.formValidators).sort()).toEqual(forms.map((form) => form.key).sort());
  });

  it.each(forms.map((form) => [form.key, form] as const))('%s: same errors as compiling, and every condition rjsf asks about is there', (_key, { name, key, schema }) => {
    const functions = generated.formValidators[key];
    if (!functions) throw new Error(`нет валидатора ${key}`);
    const precompiled = createPrecompiledValidator(functions, schema, localizeRuIn(schema));
    const compiling = createFormValidator([], schema);
    for (const { file, data } of [{ file: 'empty', data: {} }, ...examplesOf(name)]) {
      const formData = data as Record<string, unknown>;
      const expected = compiling.validateFormData(formData, schema, undefined, dropConditionErrors).errors;
      expect(precompiled.validateFormData(formData, schema, undefined, dropConditionErrors).errors, `${key}/${file}`).toEqual(expected);
      // What rjsf does on each render: resolve conditions and defaults, asking the validator about subschemas.
      expect(() => retrieveSchema(precompiled, schema, schema as RJSFSchema, formData)).not.toThrow();
      expect(() => getDefaultFormState(precompiled, schema, formData, schema, false, formKit.experimental_defaultFormStateBehavior)).not.toThrow();
    }
  });
});

/** Where rjsf puts an error ('.founders.0.share', or 'name' for a missing root field) as a JSON pointer. */
const pointerOf = (property: string | undefined): string => {
  const tokens = (property ?? '').split('.').filter((token) => token !== '');
  return tokens.length === 0 ? '' : `/${tokens.join('/')}`;
};

describe("the rules' words in the browser", () => {
  // Every rule of the browser journey (e2e/invalidRules.ts) whose step is an rjsf form, laid over its
  // must-pass example (with the example's context, as the form holds it) and validated by the step's
  // precompiled validator: where the runtime answers the rule's words, the browser shows the same words
  // at the same field. A conditionally required field (an if/then rule) must not fall back to a generic text.
  const rendered = (name: string) =>
    [
      { key: renderedKey(name), schema: renderedStep(name).schema },
      ...(stepSections[name] ?? []).map((section) => ({ key: renderedKey(name, section.title), schema: renderedSection(name, section.title, section.fields).schema })),
    ];
  const rows = invalidRules.filter((row) => stepSchemas[row.step] !== undefined && !stepsWithOwnPage.has(row.step));

  it('shows the message the runtime gives for each rule, at its field', () => {
    let compared = 0;
    const seen: string[] = [];
    for (const row of rows) {
      const example = readJson<Record<string, unknown>>(`schemas/examples/valid/${row.step}/${row.base}.json`);
      const data = { ...payloadOf(row, example), ...(example.context === undefined ? {} : { context: example.context }) };
      const at = errorPointer(row);
      const runtime = validateStep(row.step, data).find((error) => error.path === at);
      // Rules that need the request's own context (a chosen bank, a saved sum) are the API suite's.
      if (runtime?.message !== row.message) continue;
      for (const { key, schema } of rendered(row.step)) {
        const field = at.split('/')[1] ?? '';
        if (field !== '' && !(field in (schema.properties ?? {}))) continue;
        const functions = generated.formValidators[key];
        if (!functions) throw new Error(`нет валидатора ${key}`);
        const errors = createPrecompiledValidator(functions, schema, localizeRuIn(schema)).validateFormData(data, schema, undefined, dropConditionErrors).errors;
        const here = errors.filter((error) => pointerOf(error.property) === at).map((error) => error.message);
        expect(here, `${key} ${at}: ${row.rule}`).toContain(row.message);
        compared++;
        seen.push(row.message);
      }
    }
    expect(compared).toBeGreaterThan(20);
    // Rules of if/then/else branches are among those compared: an open placement's contract, a closed
    // placement's link, the contract sum of every guarantee but the participation one.
    expect(seen).toEqual(expect.arrayContaining(['Укажите вид договора', 'Укажите номер договора', 'Укажите ссылку на определение поставщика', 'Укажите сумму контракта']));
  });
});
