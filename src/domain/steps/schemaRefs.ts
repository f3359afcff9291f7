/** A JSON Schema node, as read from our schema files. */
export type SchemaNode = Readonly<Record<string, unknown>>;

/** Schemas by their `$id` (absolute, without fragment). */
export type SchemaRegistry = ReadonlyMap<string, SchemaNode>;

/** A schema node together with the base URI its relative `$ref`s resolve against. */
export interface Located {
  readonly node: SchemaNode;
  readonly base: string;
}

/** True for a plain JSON object. */
export function isNode(value: unknown): value is SchemaNode {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function unescapeToken(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The value at an RFC 6901 pointer ('' or '/a/b') inside a document; undefined when absent. */
export function atPointer(document: unknown, pointer: string): unknown {
  if (pointer === '') return document;
  let node: unknown = document;
  for (const raw of pointer.replace(/^\//, '').split('/')) {
    if (node === null || typeof node !== 'object') return undefined;
    const token = decodeURIComponent(unescapeToken(raw));
    if (!Object.prototype.hasOwnProperty.call(node, token)) return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

/** The absolute URI a `$ref` names, split into document and fragment pointer. */
export function refTarget(ref: string, base: string): { document: string; pointer: string } {
  const absolute = new URL(ref, base);
  const pointer = decodeURIComponent(absolute.hash.replace(/^#/, ''));
  absolute.hash = '';
  return { document: absolute.href, pointer };
}

/**
 * Follows a `$ref` from a schema located at `base`; undefined when the document is not registered or
 * the pointer leads nowhere.
 */
export function resolveRef(ref: string, base: string, registry: SchemaRegistry): Located | undefined {
  const { document, pointer } = refTarget(ref, base);
  const root = registry.get(document);
  if (!root) return undefined;
  const node = atPointer(root, pointer);
  return isNode(node) ? { node, base: document } : undefined;
}

/**
 * The node and every schema its `$ref` chain leads to, nearest first: a sibling `title` or `messages`
 * beside a `$ref` speaks before the referenced schema's own.
 */
export function refChain(start: Located, registry: SchemaRegistry): Located[] {
  const chain: Located[] = [start];
  let current: Located | undefined = start;
  while (current && typeof current.node.$ref === 'string' && chain.length < 16) {
    current = resolveRef(current.node.$ref, current.base, registry);
    if (current) chain.push(current);
  }
  return chain;
}
