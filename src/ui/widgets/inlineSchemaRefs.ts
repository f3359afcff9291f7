import type { RJSFSchema } from '@rjsf/utils';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

// Values of these keywords are data, not schemas: a "$ref" inside them is left alone.
const dataKeywords = new Set(['enum', 'const', 'default', 'examples']);
// Resource markers an inlined copy drops, so one $id never appears twice in the result.
const resourceKeywords = new Set(['$id', '$schema', '$defs', 'definitions']);

// Keywords that only describe: beside a $ref, the referring schema's own wording wins.
const annotationKeywords = new Set(['title', 'description', '$comment', 'default', 'examples', 'readOnly', 'writeOnly', 'deprecated']);

const same = (a: Json | undefined, b: Json | undefined): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Two schemas that must both hold, as one schema when they do not clash, with allOf where they do. */
function both(a: Json, b: Json): Json {
  if (a === true || same(a, b)) return b;
  if (b === true) return a;
  return { allOf: [a, b] };
}

/**
 * A referenced schema and the keywords written beside its $ref, which in 2020-12 must both hold. Merged
 * where that means the same (properties, required, allOf, messages), with the clashing rest kept apart
 * under allOf, so the copy accepts exactly what the original accepts.
 */
function combine(target: JsonObject, beside: JsonObject): JsonObject {
  const result: JsonObject = { ...target };
  const apart: JsonObject = {};
  const closed = target.additionalProperties !== undefined && target.additionalProperties !== true;
  for (const [key, value] of Object.entries(beside)) {
    const current = result[key];
    if (current === undefined || annotationKeywords.has(key)) result[key] = value;
    else if (same(current, value)) continue;
    else if (key === 'required' && Array.isArray(current) && Array.isArray(value)) result[key] = [...new Set([...current, ...value])] as Json[];
    else if (key === 'allOf' && Array.isArray(current) && Array.isArray(value)) result[key] = [...current, ...value];
    else if (key === 'messages' && isObject(current) && isObject(value)) result[key] = { ...current, ...value };
    else if (key === 'properties' && isObject(current) && isObject(value)) {
      const merged: JsonObject = { ...current };
      const outside: JsonObject = {};
      for (const [name, schema] of Object.entries(value)) {
        // A name the closed target does not list stays apart, so additionalProperties still judges it.
        if (current[name] === undefined && closed) outside[name] = schema;
        else merged[name] = current[name] === undefined ? schema : both(current[name], schema);
      }
      result[key] = merged;
      if (Object.keys(outside).length > 0) apart.properties = outside;
    } else apart[key] = value;
  }
  if (Object.keys(apart).length > 0) result.allOf = [...(Array.isArray(result.allOf) ? result.allOf : []), apart];
  return result;
}

function resolve(reference: string, base: string): URL | null {
  try {
    return new URL(reference, base);
  } catch {
    return null;
  }
}

function pointerTarget(document: Json, fragment: string): Json | undefined {
  if (fragment === '' || fragment === '/') return document;
  let current: Json | undefined = document;
  for (const raw of fragment.replace(/^\//, '').split('/')) {
    const step = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(current)) current = current[Number(step)];
    else if (isObject(current)) current = current[step];
    else return undefined;
  }
  return current;
}

/**
 * A copy of a schema with every `$ref` replaced by what it points at, so that rjsf, which only follows
 * references inside one document, can render schemas that refer to one another by `$id` (the steps to
 * the person and questionnaire schemas). References resolve against the nearest `$id`, as JSON Schema
 * 2020-12 says; keywords beside a `$ref` hold together with the target's (their titles win); a reference back into itself becomes
 * an empty schema rather than an endless one; an unknown reference is left as it is. The copy has no
 * `$id` of its own.
 */
export function inlineSchemaRefs(schema: RJSFSchema, known: readonly RJSFSchema[]): RJSFSchema {
  const byId = new Map<string, JsonObject>();
  for (const candidate of [...known, schema]) {
    if (typeof candidate.$id === 'string') byId.set(candidate.$id.replace(/#$/, ''), candidate as unknown as JsonObject);
  }
  const rootBase = typeof schema.$id === 'string' ? schema.$id : 'urn:inline:root';

  function walk(node: Json, base: string, document: Json, trail: readonly string[]): Json {
    if (Array.isArray(node)) return node.map((item) => walk(item, base, document, trail));
    if (!isObject(node)) return node;
    let here = base;
    let resource = document;
    const identified = typeof node.$id === 'string' ? resolve(node.$id, base) : null;
    if (identified) {
      here = identified.href;
      resource = node;
    }
    const target = typeof node.$ref === 'string' ? resolve(node.$ref, here) : null;
    if (target) {
      const fragment = decodeURIComponent(target.hash.replace(/^#/, ''));
      target.hash = '';
      const documentUrl = target.href;
      const targetDocument = documentUrl === here.replace(/#.*$/, '') ? resource : byId.get(documentUrl);
      const key = `${documentUrl}#${fragment}`;
      const found = targetDocument === undefined ? undefined : pointerTarget(targetDocument, fragment);
      const siblings = Object.fromEntries(Object.entries(node).filter(([name]) => name !== '$ref'));
      if (found === undefined) return walkMembers(node, here, resource, trail);
      if (trail.includes(key)) return walkMembers(siblings, here, resource, trail);
      const inlined = walk(found, documentUrl, targetDocument ?? resource, [...trail, key]);
      const beside = walkMembers(siblings, here, resource, trail) as JsonObject;
      if (!isObject(inlined)) return inlined === false ? false : beside;
      return combine(Object.fromEntries(Object.entries(inlined).filter(([name]) => !resourceKeywords.has(name))), beside);
    }
    return walkMembers(node, here, resource, trail);
  }

  function walkMembers(node: JsonObject, base: string, document: Json, trail: readonly string[]): Json {
    return Object.fromEntries(
      Object.entries(node).map(([name, value]) => [name, dataKeywords.has(name) ? value : walk(value, base, document, trail)]),
    );
  }

  const inlined = walk(schema as unknown as Json, rootBase, schema as unknown as Json, []) as JsonObject;
  // The copy stands alone and must not pass for the original: rjsf's validator caches compiled schemas
  // by $id, and would otherwise mix the copy up with the original or with its own resolved variants.
  return Object.fromEntries(Object.entries(inlined).filter(([name]) => name !== '$id')) as unknown as RJSFSchema;
}
