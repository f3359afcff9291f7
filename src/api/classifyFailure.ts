import { isAxiosError, isCancel } from 'axios';
import { ApiFailure } from './ApiFailure';
import { codeOf, messageOf } from './envelope';

function callOf(method: string | undefined, url: string | undefined): string | undefined {
  if (!url) return undefined;
  return `${(method ?? 'get').toUpperCase()} ${url}`;
}

/**
 * Turns whatever a call threw into an ApiFailure: an error status with the server's
 * `{code, message}`, a broken envelope, no answer at all, or a cancellation.
 */
export function classifyFailure(error: unknown): ApiFailure {
  if (error instanceof ApiFailure) return error;
  if (isCancel(error)) return new ApiFailure({ source: 'cancelled' });
  if (isAxiosError(error)) {
    const call = callOf(error.config?.method, error.config?.url);
    const response = error.response;
    if (!response) {
      return new ApiFailure({ source: 'network', ...(call ? { call } : {}) });
    }
    const code = codeOf(response.data);
    const serverMessage = messageOf(response.data);
    return new ApiFailure({
      source: 'http',
      status: response.status,
      ...(code === undefined ? {} : { code }),
      ...(serverMessage === undefined ? {} : { serverMessage }),
      ...(call ? { call } : {}),
    });
  }
  const message = error instanceof Error ? error.message : undefined;
  return new ApiFailure({ source: 'unexpected', ...(message ? { serverMessage: message } : {}) });
}
