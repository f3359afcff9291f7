import Form from '@rjsf/antd';
import type CoreForm from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import { memo, useCallback, useMemo, type Ref } from 'react';
import { dropConditionErrors, formKit } from '../../widgets';
import { precompiledFormValidator } from '../../widgets/formValidatorPrecompiled';
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
 * One step's form, rendered from its schema and uiSchema with the app's form kit: Russian texts, the
 * validator precompiled at build time for this very schema, no browser validation. Memoised: it
 * renders again only when its own data changes.
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
  const change = useCallback((event: IChangeEvent<Data>) => onChange(event.formData ?? {}), [onChange]);
  return (
    <Form
      ref={formRef as Ref<never>}
      // rjsf names its root "root", which is also the app's mount point: each form gets its own prefix.
      idPrefix={section ? `${schemaName}-${section.fields[0] ?? ''}` : schemaName}
      {...formKit}
      validator={validator}
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      disabled={disabled}
      showErrorList={false}
      transformErrors={dropConditionErrors}
      onChange={change}
    />
  );
});
