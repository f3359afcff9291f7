import { fullFormats } from 'ajv-formats/dist/formats';
import { formKeywordChecks } from './formKeywords';
import { ruKeywordChecks } from './keywordChecks';

/** The module specifier precompiled validators use to reach our keyword checks. */
export const keywordChecksModule = '#keyword-checks';

/** Length of a string in code points, as JSON Schema counts it (Ajv's `ucs2length`). */
function ucs2length(text: string): number {
  let length = 0;
  for (const _char of text) length++;
  return length;
}

/** Deep equality of JSON values (Ajv's `equal`, for `const`, `enum` and `uniqueItems` on objects). */
function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a !== a && b !== b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => equal(item, b[index]));
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => Object.prototype.hasOwnProperty.call(right, key) && equal(left[key], right[key]));
}

/**
 * What precompiled (standalone) validation code `require`s, by module specifier: Ajv's run-time
 * helpers, the formats and our keyword checks. Precompiled modules are built against exactly this
 * table, so a validator never needs a module loader or `eval` in the browser.
 */
export const standaloneRuntime: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  'ajv/dist/runtime/equal': { default: equal },
  'ajv/dist/runtime/ucs2length': { default: ucs2length },
  'ajv-formats/dist/formats': { fullFormats },
  [keywordChecksModule]: { ruKeywordChecks, formKeywordChecks },
};
