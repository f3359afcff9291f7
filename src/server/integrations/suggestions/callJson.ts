/** How a call to an outside service failed: it answered wrongly or not at all, or it did not answer in time. */
export type UpstreamFailure = 'unavailable' | 'timeout';

/**
 * An outside service (DaData, the EIS gateway) could not give an answer. `message` is the Russian text
 * a person sees; `detail` is what the log needs.
 */
export class UpstreamError extends Error {
  constructor(
    readonly failure: UpstreamFailure,
    message: string,
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'UpstreamError';
  }
}

export interface JsonCall {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: unknown;
  timeoutMs: number;
  /** The Russian text of a failure of this service. */
  failureMessage: string;
  fetch?: typeof fetch;
}

/**
 * One HTTP call that expects JSON, with a time limit over the whole exchange (headers and body). Any
 * network failure, broken JSON or timeout becomes an UpstreamError; the status is left to the caller.
 */
export async function callJson(call: JsonCall): Promise<{ status: number; body: unknown }> {
  const fetchFn = call.fetch ?? fetch;
  const signal = AbortSignal.timeout(call.timeoutMs);
  const fail = (error: unknown, what: string): UpstreamError => {
    const timedOut = signal.aborted || (error instanceof Error && error.name === 'TimeoutError');
    return new UpstreamError(timedOut ? 'timeout' : 'unavailable', call.failureMessage, `${call.method} ${call.url}: ${what}`, { cause: error });
  };
  let response: Response;
  try {
    response = await fetchFn(call.url, {
      method: call.method,
      headers: { accept: 'application/json', ...(call.body === undefined ? {} : { 'content-type': 'application/json' }), ...call.headers },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal,
    });
  } catch (error) {
    throw fail(error, error instanceof Error ? error.message : String(error));
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw fail(error, 'the answer broke off');
  }
  if (text.trim() === '') return { status: response.status, body: null };
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch (error) {
    throw new UpstreamError('unavailable', call.failureMessage, `${call.method} ${call.url}: HTTP ${response.status}, not JSON`, { cause: error });
  }
}
