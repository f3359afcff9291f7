import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/**
 * A ranked predicate that says whether a widget renders a schema node (as jsonforms' testers do):
 * the widget with the highest positive rank wins, and a negative rank means "not this node".
 */
export type WidgetTester = (schema: RJSFSchema, uiSchema: UiSchema | undefined) => number;

export const NOT_APPLICABLE = -1;

function acceptsString(schema: RJSFSchema): boolean {
  const { type } = schema;
  return type === undefined || type === 'string' || (Array.isArray(type) && type.includes('string'));
}

/** The node is a string field whose uiSchema names the widget in "ui:widget". */
export function namedStringWidget(name: string, rank = 10): WidgetTester {
  return (schema, uiSchema) => (uiSchema?.['ui:widget'] === name && acceptsString(schema) ? rank : NOT_APPLICABLE);
}

function acceptsNumber(schema: RJSFSchema): boolean {
  const { type } = schema;
  return type === 'number' || (Array.isArray(type) && type.includes('number'));
}

/** The node is a number field whose uiSchema names the widget in "ui:widget". */
export function namedNumberWidget(name: string, rank = 10): WidgetTester {
  return (schema, uiSchema) => (uiSchema?.['ui:widget'] === name && acceptsNumber(schema) ? rank : NOT_APPLICABLE);
}
