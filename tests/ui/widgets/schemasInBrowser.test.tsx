import Form from '@rjsf/antd';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SuggestService } from '../../../src/runtime/suggest/SuggestService';
import { isInvalidExample, verdictOf } from '../../../src/ui/pages/demo/exampleVerdict';
import { knownSchemas, schemaCatalogue } from '../../../src/ui/pages/demo/schemaCatalogue';
import { createFormValidator, dropConditionErrors, formKit, inlineSchemaRefs, SuggestServiceContext } from '../../../src/ui/widgets';
import { ManualClock } from '../../runtime/support/harness';

afterEach(cleanup);

// What the demo page offers, checked the way the browser checks it: every schema renders with the
// form kit, and every example of the check suite gets the same verdict as `npm run check` gives it.
const known = knownSchemas();
const validator = createFormValidator(known);
const catalogue = schemaCatalogue();
const service = new SuggestService({ api: { suggest: async () => [] }, clock: new ManualClock() });

describe('the demo schemas in the browser', () => {
  it('include the requisites demo and the request steps', () => {
    expect(catalogue.map((entry) => `${entry.group}/${entry.name}`)).toContain('demo/requisites');
  });

  it.each(catalogue.map((entry) => [`${entry.group}/${entry.name}`, entry] as const))('%s renders with the form kit', (_, entry) => {
    const schema = inlineSchemaRefs(entry.schema, known);
    expect(JSON.stringify(schema)).not.toContain('"$ref"');
    const view = render(
      <SuggestServiceContext.Provider value={service}>
        <Form {...formKit} validator={validator} schema={schema} uiSchema={entry.uiSchema} />
      </SuggestServiceContext.Provider>,
    );
    expect(view.container.querySelector('form')).toBeTruthy();
  });

  const examples = catalogue.flatMap((entry) => entry.examples.map((example) => [`${entry.name}/${example.kind}/${example.name}`, entry, example] as const));
  it.each(examples)('%s gets the check suite verdict', async (_, entry, example) => {
    const schema = inlineSchemaRefs(entry.schema, known);
    const content = await example.load();
    if (example.kind === 'invalid') {
      if (!isInvalidExample(content)) throw new Error('пример ошибки без expectedErrorPath');
      const { errors } = validator.validateFormData(content.data, schema, undefined, dropConditionErrors);
      expect(verdictOf(errors, { kind: 'invalid', path: content.expectedErrorPath })).toMatchObject({ ok: true });
      expect(errors.some((error) => error.name === 'if')).toBe(false);
    } else {
      const { errors } = validator.validateFormData(content, schema);
      expect(verdictOf(errors, { kind: 'valid' }).errors).toEqual([]);
    }
  });
});
