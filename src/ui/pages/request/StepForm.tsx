import Form from '@rjsf/antd';
import type CoreForm from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import { memo, useCallback, useMemo, useRef, type Ref } from 'react';
import { dropConditionErrors, formKit } from '../../widgets';
import { precompiledFormValidator } from '../../widgets/formValidatorPrecompiled';
import { sameFormData } from './sameFormData';
import { renderedKey, renderedSection, renderedStep } from './stepSchema';

type Data = Record<string, unknown>;

interface StepFormProps {
  /** The step's schema base name (schemas/steps/<name>.schema.json). */
  schemaName: string;
  formData: Data;
  onChange(data: Data): void;
  disabled?: boolean;
  formRef?: Ref<CoreForm>;
  /** Fields the page shows its own way (a key that keeps the list stable between renders). */
  hidden?: string;
  /** A section of the step: its title and fields (stepSections.ts). */
  section?: { title: string; fields: readonly string[] };
}

/**
 * What the rjsf form is given, kept from one render to the next. The store answers each change with
 * the data the form has just reported; handed back, rjsf would compare it with its state and derive
 * its defaults and schema all over again, on every keystroke. Such an echo is not handed back:
 * the form keeps the data it was given (`given`), and its state holds what it reported (`own`).
 */
interface Held {
  given: Data;
  /** What the form last reported, while it has not been handed other data since. */
  own: Data | null;
  /** Changes when the form must be made anew (below). */
  generation: number;
  inputs: readonly unknown[];
}

/**
 * One step's form, rendered from its schema and uiSchema with the app's form kit: Russian texts, the
 * validator precompiled at build time for this very schema, no browser validation. Memoised: it
 * renders again only when its own data changes, and not when the store merely echoes its change.
 */
export const StepForm = memo(function StepForm({ schemaName, formData, onChange, disabled = false, formRef, hidden = '', section }: StepFormProps) {
  const { schema, uiSchema: stepUi, validator } = useMemo(() => {
    const rendered = section ? renderedSection(schemaName, section.title, section.fields) : renderedStep(schemaName);
    return { ...rendered, validator: precompiledFormValidator(renderedKey(schemaName, section?.title), rendered.schema) };
  }, [schemaName, section]);
  const uiSchema = useMemo(() => {
    const names = hidden.split(',').filter((name) => name !== '');
    return names.length === 0 ? stepUi : { ...stepUi, ...Object.fromEntries(names.map((name) => [name, { 'ui:widget': 'hidden' }])) };
  }, [stepUi, hidden]);
  const inputs = [schema, uiSchema, validator, disabled, formRef];
  const held = useRef<Held>({ given: formData, own: null, generation: 0, inputs });
  const now = held.current;
  const inputsChanged = inputs.some((input, index) => input !== now.inputs[index]);
  if (inputsChanged) {
    // rjsf derives its state from all its props again when any of them changes: it must get the data as it stands.
    held.current = { ...now, given: formData, own: null, inputs };
  } else if (formData !== now.given && !(now.own !== null && sameFormData(formData, now.own))) {
    // Data the form did not report (a reload, a rule of the store, a field filled from elsewhere). When it equals what
    // the form was given last while the form has moved on since, rjsf would see no change in its props and keep its
    // own: the form is made anew instead (the start date a store rule puts back, say).
    const stale = now.own !== null && sameFormData(formData, now.given);
    held.current = { given: formData, own: null, generation: now.generation + (stale ? 1 : 0), inputs };
  }
  const change = useCallback(
    (event: IChangeEvent<Data>) => {
      const data = event.formData ?? {};
      held.current = { ...held.current, own: data };
      onChange(data);
    },
    [onChange],
  );
  const { given, generation } = held.current;
  // The same element while nothing it shows has changed: React then leaves the form alone.
  return useMemo(
    () => (
      <Form
        key={generation}
        ref={formRef as Ref<never>}
        // rjsf names its root "root", which is also the app's mount point: each form gets its own prefix.
        idPrefix={section ? `${schemaName}-${section.fields[0] ?? ''}` : schemaName}
        {...formKit}
        validator={validator}
        schema={schema}
        uiSchema={uiSchema}
        formData={given}
        disabled={disabled}
        showErrorList={false}
        transformErrors={dropConditionErrors}
        onChange={change}
      />
    ),
    [generation, formRef, section, schemaName, validator, schema, uiSchema, given, disabled, change],
  );
});
