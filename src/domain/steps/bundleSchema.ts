import { isNode, refTarget, resolveRef, type SchemaNode, type SchemaRegistry } from './schemaRefs';

// Keywords whose values are data, not schemas: a "$ref" inside them is not a reference.
const dataKeywords = new Set(['const', 'enum', 'default', 'examples', 'messages']);

/** A readable `$defs` key for a referenced place: "person", "juridical-questionnaire.properties.bank_bik". */
function defKey(document: string, pointer: string): string {
  const name = document.split('/').pop()?.replace(/\.schema\.json$/, '') ?? 'schema';
  return pointer === '' ? name : `${name}${pointer.replace(/\//g, '.')}`;
}

/**
 * Makes a schema stand alone: every `$ref` to another schema file is replaced by a reference into the
 * schema's own `$defs`, where a copy of the referenced part is kept (its own references bundled the
 * same way). The result validates exactly like the original and can be handed to a renderer that
 * resolves only local references (rjsf), or compiled by an Ajv that knows no other schema.
 * @throws when a reference points to a schema missing from the registry.
 */
export function bundleSchema(schema: SchemaNode, registry: SchemaRegistry): SchemaNode {
  const rootBase = String(schema.$id ?? '');
  const defs: Record<string, unknown> = {};
  const keys = new Map<string, string>();

  const localRef = (ref: string, base: string): string => {
    const { document, pointer } = refTarget(ref, base);
    if (document === rootBase) return ref.startsWith('#') ? ref : `#${encodeURI(pointer)}`;
    const absolute = `${document}#${pointer}`;
    const known = keys.get(absolute);
    if (known !== undefined) return `#/$defs/${known}`;
    const key = defKey(document, pointer);
    keys.set(absolute, key);
    const target = resolveRef(ref, base, registry);
    if (!target) throw new Error(`Схема по ссылке ${absolute} не найдена`);
    const { $id: _id, $schema: _schema, $defs: _defs, ...body } = target.node;
    // A whole document's own $defs are reached through the references that use them.
    defs[key] = rewrite(pointer === '' ? body : target.node, document);
    return `#/$defs/${key}`;
  };

  const rewrite = (node: unknown, base: string): unknown => {
    if (Array.isArray(node)) return node.map((item) => rewrite(item, base));
    if (!isNode(node)) return node;
    const out: Record<string, unknown> = {};
    for (const [keyword, value] of Object.entries(node)) {
      if (keyword === '$ref' && typeof value === 'string') out[keyword] = localRef(value, base);
      else if (dataKeywords.has(keyword)) out[keyword] = value;
      else out[keyword] = rewrite(value, base);
    }
    return out;
  };

  const { $defs: ownDefs, ...body } = schema;
  const bundled = rewrite(body, rootBase) as Record<string, unknown>;
  const ownBundled = isNode(ownDefs) ? (rewrite(ownDefs, rootBase) as Record<string, unknown>) : {};
  const allDefs = { ...ownBundled, ...defs };
  return Object.keys(allDefs).length > 0 ? { ...bundled, $defs: allDefs } : bundled;
}
