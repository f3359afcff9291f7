import type { LightMyRequestResponse } from 'fastify';

/** Routes that speak another protocol on success (DaData's, SignalR's, OpenAPI): their 2xx is not the envelope. */
const ownProtocol = [/^\/suggestions\/api\//, /^\/hubs\//, /^\/bank-api\/v1\/openapi\.json/];

const cyrillic = /[А-Яа-яЁё]/;

/**
 * What is wrong with an answer, or null: a 5xx, a failure outside the `{code, message}` envelope or
 * without a Russian message, a product code of another status, a success outside `{code: 20000, data}`.
 */
export function problemOf(url: string, response: LightMyRequestResponse): string | null {
  const status = response.statusCode;
  if (status >= 500) return `status ${status}: ${response.body.slice(0, 200)}`;
  const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
  if (status < 400) {
    if (!isJson || ownProtocol.some((pattern) => pattern.test(url))) return null;
    const body = parse(response.body) as { code?: unknown; data?: unknown } | undefined;
    if (body?.code === 20000 && 'data' in body) return null;
    return `status ${status} outside the envelope: ${response.body.slice(0, 200)}`;
  }
  if (!isJson) return `status ${status} is not JSON: ${String(response.headers['content-type'])}`;
  const body = parse(response.body) as { code?: unknown; message?: unknown } | undefined;
  if (typeof body?.code !== 'number' || typeof body.message !== 'string') return `status ${status} outside the envelope: ${response.body.slice(0, 200)}`;
  if (Math.floor(body.code / 100) !== status) return `status ${status} with product code ${body.code}`;
  if (!cyrillic.test(body.message)) return `status ${status} without a Russian message: ${body.message.slice(0, 200)}`;
  return null;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
