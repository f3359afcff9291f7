import type { SuggestionItem } from '../../api/suggestions';

/**
 * The fill mapping of a search field, as written in its uiSchema options: target field -> where in the
 * picked suggestion its value is. Targets are relative to the object that holds the search field
 * ("inn", "head/name"), or absolute from the form root when they start with "/" ("/bank/bik").
 * Sources are dotted paths into the suggestion ("data.inn", "data.management.name", "value").
 */
export type FillMapping = Readonly<Record<string, string>>;

/** A path into the form data: property names and array indexes. */
export type DataPath = readonly (string | number)[];

/** One value to put into the form. */
export interface FillTarget {
  path: DataPath;
  value: unknown;
}

/** The value at a dotted path of a suggestion; undefined when any step is missing or null. */
export function readSuggestion(item: SuggestionItem<unknown>, source: string): unknown {
  let current: unknown = item;
  for (const step of source.split('.')) {
    if (step === '') continue;
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[step];
  }
  return current === null ? undefined : current;
}

/** The absolute data path of a fill target, given the path of the object holding the search field. */
export function targetPath(target: string, parentPath: DataPath): DataPath {
  const absolute = target.startsWith('/');
  const steps = target.split('/').filter((step) => step !== '');
  return absolute ? steps : [...parentPath, ...steps];
}

/**
 * What picking a suggestion writes into the form: every target of the mapping gets its source's value.
 * A source the suggestion lacks clears its target, so a company without a KPP does not keep the KPP of
 * the company picked before it.
 */
export function fillFrom(item: SuggestionItem<unknown>, mapping: FillMapping, parentPath: DataPath): FillTarget[] {
  return Object.entries(mapping).map(([target, source]) => ({
    path: targetPath(target, parentPath),
    value: readSuggestion(item, source),
  }));
}
