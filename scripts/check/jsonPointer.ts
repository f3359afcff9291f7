/** The value at an RFC 6901 JSON pointer inside `document`, or undefined when the path does not exist. */
export function resolvePointer(document: unknown, pointer: string): unknown {
  if (pointer === '') return document;
  if (!pointer.startsWith('/')) return undefined;
  let node: unknown = document;
  for (const raw of pointer.slice(1).split('/')) {
    const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object') return undefined;
    if (!Object.prototype.hasOwnProperty.call(node, token)) return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}
