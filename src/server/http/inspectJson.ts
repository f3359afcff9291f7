/**
 * How deep a JSON value may nest. Every form and message of the API is a few levels deep; the limit
 * leaves room for the questionnaire's tables and stops a body built to exhaust the stack of whatever
 * walks it next.
 */
export const maxJsonDepth = 64;

// PostgreSQL's text and jsonb cannot hold a NUL character or half of a surrogate pair, which JSON can
// carry; such a value would fail at the database as a 500.
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when one string holds text PostgreSQL cannot store. */
export function isUnstorableString(text: string): boolean {
  return unstorable.test(text);
}

/** What is wrong with a parsed JSON value: nested too deep, or text the database cannot store. */
export type JsonFault = { kind: 'tooDeep' } | { kind: 'unstorable'; topKey: string };

/**
 * Walks a parsed JSON value with an explicit stack, so no nesting can overflow the call stack, and
 * returns its first fault or null. The top-level value is depth 1; `topKey` names the member of the
 * top-level object that holds the bad text (empty for the root itself or an array root).
 */
export function inspectJson(value: unknown, maxDepth: number = maxJsonDepth): JsonFault | null {
  const stack: Array<{ item: unknown; depth: number; topKey: string }> = [{ item: value, depth: 1, topKey: '' }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { item, depth, topKey } = next;
    if (typeof item === 'string') {
      if (unstorable.test(item)) return { kind: 'unstorable', topKey };
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    if (depth > maxDepth) return { kind: 'tooDeep' };
    if (Array.isArray(item)) {
      for (const element of item as unknown[]) stack.push({ item: element, depth: depth + 1, topKey });
      continue;
    }
    for (const [key, member] of Object.entries(item)) {
      const memberTopKey = depth === 1 ? key : topKey;
      if (unstorable.test(key)) return { kind: 'unstorable', topKey: memberTopKey };
      stack.push({ item: member, depth: depth + 1, topKey: memberTopKey });
    }
  }
  return null;
}
