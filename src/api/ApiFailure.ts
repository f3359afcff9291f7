/**
 * Where a failed call broke down:
 * - `http`: the server answered with an error status;
 * - `envelope`: the server answered 2xx but the body's code is not the success code;
 * - `network`: no answer at all (offline, refused, timed out);
 * - `cancelled`: the caller aborted the call;
 * - `unexpected`: something else threw while making or reading the call.
 */
export type FailureSource = 'http' | 'envelope' | 'network' | 'cancelled' | 'unexpected';

/** The word a failure carries when the server gave no message (spec-2 §8). */
export const FALLBACK_FAILURE_MESSAGE = 'Ошибка';

/** Every rejected call of the API client is one of these. */
export class ApiFailure extends Error {
  readonly source: FailureSource;
  /** HTTP status, when the server answered. */
  readonly status: number | undefined;
  /** Product error code from the `{code, message}` body, when present. */
  readonly code: number | undefined;
  /** The server's own message, when present; `message` falls back to 'Ошибка'. */
  readonly serverMessage: string | undefined;
  /** Method and path of the call, for logs. */
  readonly call: string | undefined;

  constructor(init: {
    source: FailureSource;
    status?: number;
    code?: number;
    serverMessage?: string;
    call?: string;
  }) {
    super(init.serverMessage || FALLBACK_FAILURE_MESSAGE);
    this.name = 'ApiFailure';
    this.source = init.source;
    this.status = init.status;
    this.code = init.code;
    this.serverMessage = init.serverMessage || undefined;
    this.call = init.call;
  }
}
