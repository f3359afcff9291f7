import { readFileSync } from 'node:fs';

/**
 * Reads a JSON file that sits beside this module. Each dataset module calls it on first use only, so a
 * server that never answers a suggestion never parses the datasets.
 */
export function loadDataset<T>(fileName: string): T {
  return JSON.parse(readFileSync(new URL(`./${fileName}`, import.meta.url), 'utf8')) as T;
}

/** A value computed on first call and kept. */
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
  };
}
