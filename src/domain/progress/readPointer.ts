/**
 * Reads the value at a JSON pointer (RFC 6901: '/questionnaire/persons/0/inn', '~1' for '/', '~0' for
 * '~') inside form data; own properties only, so '/constructor' reads nothing. A missing step gives
 * undefined.
 */
export function readPointer(data: unknown, pointer: string): unknown {
  if (pointer === '') return data;
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, key) =>
        node !== null && typeof node === 'object' && Object.hasOwn(node, key) ? (node as Record<string, unknown>)[key] : undefined,
      data,
    );
}

/** Escapes one key for use inside a JSON pointer: '~' as '~0', '/' as '~1'. */
export function pointerToken(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}
