import { chatMultipartBody, documentMultipartBody } from './schema';

/** A route as Fastify registered it: the OpenAPI document is built from these, never written by hand. */
export interface DocumentedRoute {
  method: string;
  url: string;
  schema?: Record<string, unknown>;
}

const errorSchema = {
  type: 'object',
  required: ['code', 'message'],
  properties: { code: { type: 'integer', description: 'HTTP-статус × 100 + подкод' }, message: { type: 'string', description: 'Текст для человека, по-русски' } },
} as const;

const errorResponses = {
  '400': { description: 'Неверные данные запроса', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
  '401': { description: 'Нет ключа, ключ неизвестен или отозван', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
  '404': { description: 'Заявка в банк не найдена (в том числе чужого банка)', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
  '409': { description: 'Событие недопустимо в текущем статусе (причина по таблице переходов)', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
} as const;

/** Fastify's ":param" path as OpenAPI's "{param}". */
function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** A querystring or params object schema as OpenAPI parameters. */
function parametersOf(schema: unknown, location: 'query' | 'path'): object[] {
  const object = schema as { properties?: Record<string, Record<string, unknown>>; required?: string[] } | undefined;
  return Object.entries(object?.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (object?.required ?? []).includes(name),
    description: (property['description'] as string | undefined) ?? (property['title'] as string | undefined),
    schema: property,
  }));
}

/**
 * The OpenAPI 3.1 document of the bank API, built from the schemas the routes validate with (3.1
 * speaks JSON Schema 2020-12, so they go in unchanged). Every route of the plugin is in it: a test
 * compares the paths with what Fastify registered.
 */
export function buildOpenApiDocument(routes: readonly DocumentedRoute[]): object {
  const paths: Record<string, Record<string, object>> = {};
  for (const route of routes) {
    const schema = route.schema ?? {};
    const path = openApiPath(route.url);
    const isPublic = route.url.endsWith('/openapi.json');
    const isDocumentUpload = route.url.endsWith('/documents') && route.method === 'POST';
    const isChatPost = route.url.endsWith('/chat') && route.method === 'POST';
    const multipartBody = isDocumentUpload ? documentMultipartBody : isChatPost ? chatMultipartBody : null;
    const body = multipartBody
      ? { required: true, content: { 'multipart/form-data': { schema: multipartBody } } }
      : schema['body']
        ? { required: true, content: { 'application/json': { schema: schema['body'] } } }
        : undefined;
    const operation = {
      operationId: `${route.method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_match, next: string | undefined) => (next ?? '').toUpperCase())}`,
      summary: schema['summary'],
      description: schema['description'],
      tags: schema['tags'],
      ...(isPublic ? { security: [] } : {}),
      parameters: [...parametersOf(schema['params'], 'path'), ...parametersOf(schema['querystring'], 'query')],
      ...(body ? { requestBody: body } : {}),
      responses: {
        '200': { description: 'Успех: {code: 20000, data} (типы — src/domain/wire/bankApiWire.ts)', content: { 'application/json': { schema: { type: 'object', properties: { code: { const: 20000 }, data: {} } } } } },
        ...(isPublic ? {} : errorResponses),
      },
    };
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Банковский API платформы банковских гарантий',
      version: '1.0.0',
      description: 'Банк читает отправленные ему заявки и присылает события, предложения, запросы, документы и ответы на претензии своим ключом. Описание: docs/bank-api.md.',
    },
    servers: [{ url: '/' }],
    security: [{ bearerKey: [] }, { apiKeyHeader: [] }],
    components: {
      securitySchemes: {
        bearerKey: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer gbk_…' },
        apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
      },
      schemas: { Error: errorSchema },
    },
    paths,
  };
}
