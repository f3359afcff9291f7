import type { SuggestFieldOptions } from '../../runtime/suggest/SuggestStore';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The search options of a field, read from its "ui:options": `fill` (target -> dotted source),
 * `valueFrom` (a dotted source) and `badAddressWarning`. Entries of the wrong type are left out,
 * so a slip in a uiSchema costs one filled field, not the form.
 */
export function suggestFieldOptions(options: Record<string, unknown>): SuggestFieldOptions {
  const result: SuggestFieldOptions = {};
  if (isRecord(options.fill)) {
    result.fill = Object.fromEntries(
      Object.entries(options.fill).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
    );
  }
  if (typeof options.valueFrom === 'string' && options.valueFrom !== '') result.valueFrom = options.valueFrom;
  if (options.badAddressWarning === true) result.badAddressWarning = true;
  return result;
}
