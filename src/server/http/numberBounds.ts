import type { FastifyInstance, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route's schema as registered, for the checks that walk the whole route table. */
    routeSchemas: Array<{ method: string; url: string; schema: Record<string, unknown> }>;
  }
}

/** The bounds of PostgreSQL's integer (int4), the narrowest column a number of the API reaches. */
export const int4 = { minimum: -2_147_483_648, maximum: 2_147_483_647 } as const;

// Keywords whose value is a schema, or a list or a map of schemas.
const schemaKeywords = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'unevaluatedProperties', 'unevaluatedItems'];
const schemaListKeywords = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'];
const schemaMapKeywords = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];

function isSchema(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function bounded(schema: Record<string, unknown>, inclusive: string, exclusive: string): boolean {
  const bound = [schema[inclusive], schema[exclusive]].find((value) => typeof value === 'number');
  return typeof bound === 'number' && Number.isSafeInteger(Math.trunc(bound));
}

/**
 * The paths (`/properties/manager`) of every number in a JSON schema that lacks a safe lower or upper
 * bound. An unbounded number reaches a database column and fails there as a 500 (2147483648 in an
 * integer column, 1e21 anywhere); with bounds Ajv refuses it as 400 with the field's title. The walk
 * uses an explicit stack, as schemas are data too.
 */
export function unboundedNumbers(schema: unknown): string[] {
  const found: string[] = [];
  const stack: Array<{ node: unknown; path: string }> = [{ node: schema, path: '' }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { node, path } = next;
    if (!isSchema(node)) continue;
    const types = [node['type']].flat();
    if ((types.includes('integer') || types.includes('number')) && !(bounded(node, 'minimum', 'exclusiveMinimum') && bounded(node, 'maximum', 'exclusiveMaximum'))) {
      found.push(path || '/');
    }
    for (const keyword of schemaKeywords) if (isSchema(node[keyword])) stack.push({ node: node[keyword], path: `${path}/${keyword}` });
    for (const keyword of schemaListKeywords) {
      const list = node[keyword];
      if (Array.isArray(list)) list.forEach((item, index) => stack.push({ node: item, path: `${path}/${keyword}/${index}` }));
    }
    for (const keyword of schemaMapKeywords) {
      const map = node[keyword];
      if (isSchema(map)) for (const [name, item] of Object.entries(map)) stack.push({ node: item, path: `${path}/${keyword}/${name}` });
    }
  }
  return found.sort();
}

/**
 * Makes `buildApp` fail when any route declares a body, query, params or headers schema with a
 * number that has no bounds, so a new route cannot forget them; keeps the schemas for the checks.
 */
export function registerNumberBounds(app: FastifyInstance): void {
  app.decorate('routeSchemas', []);
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema as Record<string, unknown> | undefined;
    if (!schema) return;
    const methods = [route.method].flat().join(',');
    for (const part of ['body', 'querystring', 'params', 'headers']) {
      const unbounded = unboundedNumbers(schema[part]);
      if (unbounded.length > 0) throw new Error(`Route ${methods} ${route.url}: numbers without minimum and maximum in ${part}: ${unbounded.join(', ')}`);
    }
    app.routeSchemas.push({ method: methods, url: route.url, schema });
  });
}
