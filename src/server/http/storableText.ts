import type { FastifyInstance } from 'fastify';
import { AppError } from './AppError';

// PostgreSQL's text and jsonb cannot hold a NUL character or half of a surrogate pair, which JSON can
// carry; such a body would fail at the database as a 500, so it is refused before any route sees it.
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when a value (keys included) holds text PostgreSQL cannot store. */
export function hasUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return unstorable.test(value);
  if (Array.isArray(value)) return value.some(hasUnstorableText);
  if (value !== null && typeof value === 'object') return Object.entries(value).some(([key, item]) => unstorable.test(key) || hasUnstorableText(item));
  return false;
}

/** The Russian refusal, naming the body field by its schema title when the route has one. */
export function unstorableTextMessage(title: string | undefined): string {
  return title ? `Поле «${title}»: текст содержит недопустимые символы` : 'Текст содержит недопустимые символы';
}

/** Refuses, for every route, a JSON body with text the database cannot store (400, never 500). */
export function registerStorableTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const body = request.body;
    if (body === null || typeof body !== 'object' || Buffer.isBuffer(body)) return;
    const entries = Array.isArray(body) ? [['', body] as const] : Object.entries(body);
    const bad = entries.find(([key, item]) => unstorable.test(key) || hasUnstorableText(item));
    if (!bad) return;
    const schema = request.routeOptions.schema?.body as { properties?: Record<string, { title?: string }> } | undefined;
    throw AppError.badRequest(unstorableTextMessage(schema?.properties?.[bad[0]]?.title));
  });
}
