import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

/** One request as the scripted network saw it. */
export interface SeenRequest {
  method: string;
  url: string;
  body: unknown;
  params: Record<string, unknown>;
  authorization: string | undefined;
}

export type Reply = { status: number; body: unknown } | { network: 'down' };
/** A reply, or a function of the request; an async one holds the call until it settles (a slow network). */
export type Route = Reply | ((request: SeenRequest) => Reply | Promise<Reply>);

/**
 * An axios adapter that answers from a table "METHOD /path" -> reply, in place of the network.
 * It settles like axios's own adapters: statuses outside 2xx reject with an AxiosError.
 */
export function scriptedAdapter(routes: Record<string, Route>) {
  const seen: SeenRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const headers = AxiosHeaders.from(config.headers);
    const request: SeenRequest = {
      method,
      url,
      body: typeof config.data === 'string' && config.data !== '' ? JSON.parse(config.data) : config.data,
      params: (config.params ?? {}) as Record<string, unknown>,
      authorization: (headers.get('Authorization') as string | undefined) ?? undefined,
    };
    seen.push(request);
    const route = routes[`${method} ${url}`];
    const reply: Reply = route === undefined
      ? { status: 404, body: { code: 40400, message: 'Метод не найден' } }
      : typeof route === 'function' ? await route(request) : route;
    if ('network' in reply) {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    }
    const response = { data: reply.body, status: reply.status, statusText: String(reply.status), headers: {}, config, request: {} };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      reply.status < 500 ? AxiosError.ERR_BAD_REQUEST : AxiosError.ERR_BAD_RESPONSE,
      config,
      {},
      response,
    );
  };
  return { adapter, seen };
}

/** The success envelope around data. */
export const ok = (data: unknown): Reply => ({ status: 200, body: { code: 20000, data } });

/** A failure in the server's `{code, message}` shape. */
export const fail = (status: number, message?: string, code = status * 100): Reply => ({
  status,
  body: message === undefined ? { code } : { code, message },
});

/** A Map-backed KeyValueStorage, the same contract as window.localStorage. */
export class MemoryStorage {
  private readonly values = new Map<string, string>();
  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.values.set(key, String(value));
  }
  removeItem(key: string): void {
    this.values.delete(key);
  }
}
