/**
 * The form kit of the app: our rjsf widgets and their testers, the string field that lets a search
 * widget fill its siblings, the Russian validator and rjsf's own texts in Russian. A form gets all of
 * it with `<Form {...formKit} schema uiSchema />`.
 */
import { ArrayFieldItemTemplate } from './ArrayFieldItemTemplate';
import { ArrayFieldTemplate } from './ArrayFieldTemplate';
import { BaseInputTemplate } from './BaseInputTemplate';
import { dropConditionErrors } from './dropConditionErrors';
import { createFormValidator, formValidator } from './formValidator';
import { inlineSchemaRefs } from './inlineSchemaRefs';
import { FieldTemplate } from './FieldTemplate';
import { ObjectFieldTemplate } from './ObjectFieldTemplate';
import { SuggestStringField } from './SuggestStringField';
import { translateRu } from './translateRu';
import { widgets } from './registry';
import './widgets.css';

export { pickWidget, widgetEntries, widgets } from './registry';
export { SuggestServiceContext } from './SuggestServiceContext';
export { BaseInputTemplate, FieldTemplate, ObjectFieldTemplate, createFormValidator, dropConditionErrors, formValidator, inlineSchemaRefs, SuggestStringField, translateRu };

/** The fields our widgets need in place of rjsf's own. */
export const fields = { StringField: SuggestStringField };

/** Everything a form passes to rjsf to use our widgets, in Russian, with the Russian keywords. */
export const formKit = {
  widgets,
  fields,
  templates: { ArrayFieldItemTemplate, ArrayFieldTemplate, BaseInputTemplate, FieldTemplate, ObjectFieldTemplate },
  validator: formValidator,
  translateString: translateRu,
  transformErrors: dropConditionErrors,
  noHtml5Validate: true,
  // A choice from a list is the person's: rjsf would otherwise preselect the first option of every oneOf
  // (the law, the tax system), so a required choice could never be missing (spec-2 §5.1, §5.3).
  experimental_defaultFormStateBehavior: { constAsDefaults: 'skipOneOf' },
} as const;
