import type { FastifyInstance } from 'fastify';
import { texts } from '../texts';
import { AppError } from './AppError';
import { errorCodes } from './errorCodes';
import { isUnstorableString } from './inspectJson';

// A decoded %00 (or any C0 control) in a path or a query is never a name, a number or a search the
// API knows; PostgreSQL cannot even compare a NUL with text, so it would fail there as a 500.
const controlCharacter = /[\u0000-\u001f\u007f]/;

function isBadText(value: unknown): boolean {
  if (typeof value === 'string') return controlCharacter.test(value) || isUnstorableString(value);
  if (Array.isArray(value)) return value.some(isBadText);
  return false;
}

/** True when a decoded path parameter or query value of a request holds a control character. */
export function hasControlCharacters(params: unknown, query: unknown): boolean {
  const values = [params, query].flatMap((record) => (record !== null && typeof record === 'object' ? Object.entries(record) : []));
  return values.some(([key, value]) => isBadText(key) || isBadText(value));
}

/** Refuses such a request with 400 before any route's own hooks or handler see it. */
export function registerControlCharacterGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (hasControlCharacters(request.params, request.query)) throw new AppError(errorCodes.controlCharacter, texts.controlCharacter);
  });
}
