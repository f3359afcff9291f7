import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { bundleSchema } from '../../../domain/steps/bundleSchema';
import { requestSteps } from '../../../domain/steps/requestSteps';
import { formSchemaRegistry, stepSchemas, stepUiSchemas } from '../../../domain/steps/stepSchemas';
import { createFormValidator, inlineSchemaRefs } from '../../widgets';

const known = [...formSchemaRegistry.values()] as RJSFSchema[];
const stepByName = new Map(requestSteps.map((step) => [step.schema, step] as const));
const cache = new Map<string, { schema: RJSFSchema; uiSchema: UiSchema }>();

/** The validator of the request form: every form schema known by its $id, the Russian keywords. */
export const stepValidator = createFormValidator(known);

/**
 * A step's schema as rjsf renders it, made once per step: bundled so it stands alone, its references
 * inlined (rjsf follows only local ones and not through sibling keywords), and its uiSchema without
 * rjsf's own submit button (the page has «Назад», «Сохранить», «Далее»).
 */
export function renderedStep(name: string): { schema: RJSFSchema; uiSchema: UiSchema } {
  const found = cache.get(name);
  if (found) return found;
  const source = stepSchemas[name];
  if (!source) throw new Error(`Нет схемы шага «${name}»`);
  // The root description is the analysts' note on the step; the page shows its own title and hints.
  const { description: _note, ...bundled } = bundleSchema(source, formSchemaRegistry) as RJSFSchema;
  const schema = inlineSchemaRefs(bundled, known);
  const uiSchema: UiSchema = { ...(stepUiSchemas[name] as UiSchema), 'ui:submitButtonOptions': { norender: true } };
  if (stepByName.get(name)?.form === 'request') uiSchema['ui:title'] = '';
  const made = { schema, uiSchema };
  cache.set(name, made);
  return made;
}
