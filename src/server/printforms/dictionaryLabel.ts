import config from '../../../config/dictionaries.json';

type DictionaryName = keyof typeof config.dictionaries;

// Some dictionaries have numeric keys on the wire (authorisation documents, supplier selection).
const dictionaries: Readonly<Record<DictionaryName, { items: readonly { key: string | number; label: string }[] }>> = config.dictionaries;

/** The Russian label of a key in one of the shared dictionaries (config/dictionaries.json), or null. */
export function dictionaryLabel(name: DictionaryName, key: string | number | null | undefined): string | null {
  if (key === null || key === undefined) return null;
  return dictionaries[name].items.find((item) => String(item.key) === String(key))?.label ?? null;
}
