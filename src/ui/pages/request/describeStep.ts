import type { RJSFSchema } from '@rjsf/utils';
import { formatDate } from '../../../domain/format/formatDate';
import { requestTexts, fill } from './texts';

const t = requestTexts.preview;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function filled(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (isObject(value)) return Object.values(value).some(filled);
  return true;
}

/** A value as the preview writes it: the title of a chosen option, «Да»/«Нет», a count of a list. */
function valueText(schema: RJSFSchema | undefined, value: unknown): string {
  const options = (schema?.oneOf ?? schema?.anyOf) as RJSFSchema[] | undefined;
  const option = options?.find((candidate) => isObject(candidate) && candidate.const === value);
  if (option?.title) return option.title;
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (typeof value === 'string' && schema?.format === 'date') return formatDate(value) || value;
  if (typeof value === 'number') return value.toLocaleString('ru-RU');
  if (Array.isArray(value)) return fill(t.items, { count: value.length });
  if (isObject(value)) {
    const properties = (schema?.properties ?? {}) as Record<string, RJSFSchema>;
    return Object.entries(value)
      // Identifiers mean nothing to a person reading the request.
      .filter(([key, inner]) => key !== 'uuid' && filled(inner) && typeof inner !== 'object' && properties[key]?.title !== undefined)
      .map(([key, inner]) => `${properties[key]?.title ?? key}: ${valueText(properties[key], inner)}`)
      .join('; ');
  }
  return String(value);
}

/** The filled fields of a step as label and text, in the schema's order, without the hidden context. */
export function describeStep(schema: RJSFSchema, data: Record<string, unknown>): { label: string; text: string }[] {
  const properties = (schema.properties ?? {}) as Record<string, RJSFSchema>;
  return Object.entries(properties)
    .filter(([name]) => name !== 'context' && name !== 'uuid' && filled(data[name]))
    .map(([name, property]) => ({ label: property.title ?? name, text: valueText(property, data[name]) }));
}
