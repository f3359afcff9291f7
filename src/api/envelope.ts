import { ApiFailure } from './ApiFailure';

/** The success code of the response envelope (spec-2 §9). */
export const SUCCESS_CODE = 20000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A `message` field of a body, when it is a non-empty string. */
export function messageOf(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  const message = body.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** A numeric `code` field of a body, when present. */
export function codeOf(body: unknown): number | undefined {
  if (!isRecord(body)) return undefined;
  const code = body.code;
  return typeof code === 'number' ? code : undefined;
}

/**
 * Opens the success envelope `{code: 20000, data}`. A body that has a code field with any
 * other value is a failure (spec-2 §7), rejected with the server message or 'Ошибка'.
 * A body with no code field at all is passed through as it is.
 */
export function unwrapEnvelope<T>(body: unknown, call?: string): T {
  if (!isRecord(body) || !('code' in body)) return body as T;
  if (body.code === SUCCESS_CODE) return body.data as T;
  const code = codeOf(body);
  throw new ApiFailure({
    source: 'envelope',
    ...(code === undefined ? {} : { code }),
    ...(messageOf(body) === undefined ? {} : { serverMessage: messageOf(body) }),
    ...(call === undefined ? {} : { call }),
  });
}
