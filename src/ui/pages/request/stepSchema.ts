import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { bundleSchema } from '../../../domain/steps/bundleSchema';
import { requestSteps } from '../../../domain/steps/requestSteps';
import { formSchemaRegistry, stepSchemas, stepUiSchemas } from '../../../domain/steps/stepSchemas';
// The widgets' module itself, not their index: this file is also read at build time to precompile validators.
import { inlineSchemaRefs } from '../../widgets/inlineSchemaRefs';

const known = [...formSchemaRegistry.values()] as RJSFSchema[];
// Descriptions that cite the specification are notes for analysts, not words for the person filling the form.
function withoutAnalystNotes(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutAnalystNotes);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'description' && typeof value === 'string' && /spec-\d/.test(value)))
      .map(([key, value]) => [key, key === 'enum' || key === 'const' || key === 'default' ? value : withoutAnalystNotes(value)]),
  );
}

const stepByName = new Map(requestSteps.map((step) => [step.schema, step] as const));
const cache = new Map<string, { schema: RJSFSchema; uiSchema: UiSchema }>();

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
  const schema = withoutAnalystNotes(inlineSchemaRefs(bundled, known)) as RJSFSchema;
  const uiSchema: UiSchema = { ...(stepUiSchemas[name] as UiSchema), 'ui:submitButtonOptions': { norender: true } };
  if (stepByName.get(name)?.form === 'request') uiSchema['ui:title'] = '';
  const made = { schema, uiSchema };
  cache.set(name, made);
  return made;
}

/** The name a rendered form goes by (a step, or a section of it) among the precompiled validators. */
export function renderedKey(name: string, sectionTitle?: string): string {
  return sectionTitle === undefined ? name : `${name}#${sectionTitle}`;
}

const sectionCache = new Map<string, { schema: RJSFSchema; uiSchema: UiSchema }>();

/** The top-level fields a rule of the step's `allOf` constrains (its `then`/`else`, or itself); null when it cannot be told. */
function fieldsOfRule(rule: unknown): Set<string> | null {
  if (typeof rule !== 'object' || rule === null) return null;
  const { if: _condition, then, else: otherwise, $comment: _comment, ...rest } = rule as Record<string, unknown>;
  const parts = 'if' in rule ? [then, otherwise].filter((part) => part !== undefined) : [rest];
  const fields = new Set<string>();
  for (const part of parts) {
    if (typeof part !== 'object' || part === null) return null;
    const { properties, required, ...other } = part as { properties?: Record<string, unknown>; required?: string[] };
    // Any other keyword (not, anyOf, dependentRequired…) may speak of any field: such a rule is kept everywhere.
    if (Object.keys(other).length > 0) return null;
    for (const field of Object.keys(properties ?? {})) fields.add(field);
    for (const field of required ?? []) fields.add(field);
  }
  return fields;
}

/**
 * One section of a step: the step's schema narrowed to the section's fields (and the hidden context),
 * with the rules that constrain them, so each field validates as in the whole step; titled with the
 * section's title.
 */
export function renderedSection(name: string, title: string, fields: readonly string[]): { schema: RJSFSchema; uiSchema: UiSchema } {
  const key = renderedKey(name, title);
  const found = sectionCache.get(key);
  if (found) return found;
  const whole = renderedStep(name);
  const keep = new Set([...fields, 'context']);
  const properties = Object.fromEntries(Object.entries(whole.schema.properties ?? {}).filter(([field]) => keep.has(field)));
  // A rule that constrains none of the section's fields cannot speak in it (the store checks the whole step), and
  // rjsf would resolve its condition for the section on every keystroke.
  const rules = whole.schema.allOf?.filter((rule) => {
    const fields = fieldsOfRule(rule);
    return fields === null || [...fields].some((field) => keep.has(field) && field !== 'context');
  });
  const { allOf: _rules, ...rest } = whole.schema;
  const schema: RJSFSchema = {
    ...rest,
    ...(rules && rules.length > 0 ? { allOf: rules } : {}),
    // A section is a schema of its own: its precompiled validator is found by this $id.
    $id: `${String(whole.schema.$id)}?section=${encodeURIComponent(title)}`,
    properties,
    required: (whole.schema.required ?? []).filter((field) => keep.has(field)),
  };
  const order = (whole.uiSchema['ui:order'] as string[] | undefined)?.filter((field) => field === '*' || keep.has(field));
  const uiSchema: UiSchema = {
    ...Object.fromEntries(Object.entries(whole.uiSchema).filter(([field]) => field.startsWith('ui:') || keep.has(field))),
    ...(order ? { 'ui:order': order } : {}),
    'ui:title': title,
  };
  const made = { schema, uiSchema };
  sectionCache.set(key, made);
  return made;
}
