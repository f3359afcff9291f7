import Form from '@rjsf/antd';
import type CoreForm from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema } from '@rjsf/utils';
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
  /** Messages the page shows at fields before the form is validated (a rule checked as the person types). */
  extraErrors?: ErrorSchema;
  /** A field lost focus (rjsf's field id, e.g. 'guarantee-information_tender_number'). */
  onBlur?: (id: string) => void;
}

/**
 * What the rjsf form is given, kept from one render to the next. The store answers each change with
 * the data the form has just reported; handed back as new props, rjsf would compare them with its
 * state and derive its defaults and schema all over again, on every keystroke. Such an echo is
 * written into the object the form already holds (`given`, our own copy) instead: rjsf's props keep
 * their identity, so it does nothing, yet they stay what the store holds, and the next props that do
 * change are compared with them as before. While the form shows errors the echo goes through as new
 * props, as it always did: that is how rjsf clears the errors of the field being corrected.
 */
interface Held {
  /** The data the page passed last. */
  passed: Data;
  given: Data;
  /** What the form last reported, while it has not been handed other data since. */
  own: Data | null;
  /** The form showed errors when it reported `own`. */
  ownWithErrors: boolean;
  inputs: readonly unknown[];
}

/** Makes `target` hold what `source` holds, in place. */
function overwrite(target: Data, source: Data): void {
  for (const key of Object.keys(target)) if (!(key in source)) delete target[key];
  Object.assign(target, source);
}

/**
 * One step's form, rendered from its schema and uiSchema with the app's form kit: Russian texts, the
 * validator precompiled at build time for this very schema, no browser validation. Memoised: it
 * renders again only when its own data changes, and not when the store merely echoes its change.
 */
export const StepForm = memo(function StepForm({ schemaName, formData, onChange, disabled = false, formRef, hidden = '', section, extraErrors, onBlur }: StepFormProps) {
  const { schema, uiSchema: stepUi, validator } = useMemo(() => {
    const rendered = section ? renderedSection(schemaName, section.title, section.fields) : renderedStep(schemaName);
    return { ...rendered, validator: precompiledFormValidator(renderedKey(schemaName, section?.title), rendered.schema) };
  }, [schemaName, section]);
  const uiSchema = useMemo(() => {
    const names = hidden.split(',').filter((name) => name !== '');
    return names.length === 0 ? stepUi : { ...stepUi, ...Object.fromEntries(names.map((name) => [name, { 'ui:widget': 'hidden' }])) };
  }, [stepUi, hidden]);
  const inputs = [schema, uiSchema, validator, disabled, formRef];
  const held = useRef<Held>({ passed: formData, given: { ...formData }, own: null, ownWithErrors: false, inputs });
  const now = held.current;
  const inputsChanged = inputs.some((input, index) => input !== now.inputs[index]);
  if (formData !== now.passed || inputsChanged) {
    // rjsf derives its state from all its props again when any of them changes: it must then get the data as it stands.
    const echo = !inputsChanged && !now.ownWithErrors && now.own !== null && sameFormData(formData, now.own);
    if (echo) {
      overwrite(now.given, formData);
      now.passed = formData;
    } else {
      held.current = { passed: formData, given: { ...formData }, own: null, ownWithErrors: false, inputs };
    }
  }
  const change = useCallback(
    (event: IChangeEvent<Data>) => {
      const data = event.formData ?? {};
      held.current = { ...held.current, own: data, ownWithErrors: event.errors.length > 0 };
      onChange(data);
    },
    [onChange],
  );
  const { given } = held.current;
  // The same element while nothing it shows has changed: React then leaves the form alone.
  return useMemo(
    () => (
      <Form
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
        {...(extraErrors ? { extraErrors } : {})}
        {...(onBlur ? { onBlur } : {})}
      />
    ),
    [formRef, section, schemaName, validator, schema, uiSchema, given, disabled, change, extraErrors, onBlur],
  );
});
