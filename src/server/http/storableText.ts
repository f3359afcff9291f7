import type { FastifyInstance } from 'fastify';
import { texts } from '../texts';
import { AppError } from './AppError';
import { errorCodes } from './errorCodes';
import { inspectJson } from './inspectJson';

/** True when a value (keys included) holds text PostgreSQL cannot store, or nests beyond the JSON limit. */
export function hasUnstorableText(value: unknown): boolean {
  return inspectJson(value) !== null;
}

/** The Russian refusal, naming the body field by its schema title when the route has one. */
export function unstorableTextMessage(title: string | undefined): string {
  return title ? `Поле «${title}»: текст содержит недопустимые символы` : 'Текст содержит недопустимые символы';
}

/**
 * Refuses, for every route, a JSON body nested deeper than the limit or with text the database cannot
 * store (400, never 500). It runs before validation, so neither Ajv nor a handler meets such a body.
 */
export function registerStorableTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const body = request.body;
    if (body === null || typeof body !== 'object' || Buffer.isBuffer(body)) return;
    const fault = inspectJson(body);
    if (!fault) return;
    if (fault.kind === 'tooDeep') throw new AppError(errorCodes.tooDeep, texts.tooDeep);
    const schema = request.routeOptions.schema?.body as { properties?: Record<string, { title?: string }> } | undefined;
    throw AppError.badRequest(unstorableTextMessage(fault.topKey ? schema?.properties?.[fault.topKey]?.title : undefined));
  });
}
