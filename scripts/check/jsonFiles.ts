import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** A JSON file read from the project tree: its path relative to the root (with "/") and its value. */
export interface JsonFile {
  readonly path: string;
  readonly value: unknown;
}

/** Paths under `dir`, relative to `root`, of files whose names end with `suffix`, sorted, searched recursively. */
export function listFiles(root: string, dir: string, suffix: string): string[] {
  const found: string[] = [];
  const walk = (abs: string): void => {
    let names: string[];
    try {
      names = readdirSync(abs);
    } catch {
      return;
    }
    for (const name of names.sort()) {
      const child = join(abs, name);
      if (statSync(child).isDirectory()) walk(child);
      else if (name.endsWith(suffix)) found.push(relative(root, child).split(sep).join('/'));
    }
  };
  walk(join(root, dir));
  return found;
}

/** Reads a JSON file; a syntax error comes back as a Russian message naming the file. */
export function readJson(root: string, path: string): JsonFile | string {
  let text: string;
  try {
    text = readFileSync(join(root, path), 'utf8');
  } catch {
    return `${path}: файл не найден или не читается`;
  }
  try {
    return { path, value: JSON.parse(text) as unknown };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return `${path}: это не JSON (${detail})`;
  }
}

/** True for a plain JSON object (not an array, not null). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
