import { AxiosError, CanceledError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { createHttp } from '../../../../src/api';
import { createSuggestionsApi, type SuggestionItem } from '../../../../src/api/suggestions';
import { MemoryStorage } from '../../../api/support/scriptedAdapter';

/** A request the network holds until the test answers it. */
export interface HeldRequest {
  url: string;
  body: Record<string, unknown>;
  authorization: string | undefined;
  aborted: boolean;
  answer(suggestions: SuggestionItem<unknown>[]): void;
  fail(status: number, body: unknown): void;
  drop(): void;
}

/**
 * A network whose answers the test gives, one request at a time and in any order, so that late and
 * aborted searches can be played out. It aborts like axios's own adapters: a request whose signal
 * fires rejects with a cancellation.
 */
export function deferredNetwork() {
  const requests: HeldRequest[] = [];
  const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) =>
    new Promise<AxiosResponse>((resolve, reject) => {
      const respond = (status: number, data: unknown) => {
        const response = { data, status, statusText: String(status), headers: {}, config, request: {} };
        if (status < 300) resolve(response);
        else reject(new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response));
      };
      const headers = config.headers as unknown as { get(name: string): unknown };
      const held: HeldRequest = {
        url: config.url ?? '',
        body: JSON.parse(String(config.data)) as Record<string, unknown>,
        authorization: (headers.get('Authorization') as string | undefined) ?? undefined,
        aborted: false,
        answer: (suggestions) => respond(200, { suggestions }),
        fail: (status, body) => respond(status, body),
        drop: () => reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {})),
      };
      const signal = config.signal as AbortSignal | undefined;
      signal?.addEventListener('abort', () => {
        held.aborted = true;
        reject(new CanceledError(undefined, undefined, config));
      });
      requests.push(held);
    });
  const storage = new MemoryStorage();
  storage.setItem('bg_token', 'jwt-token');
  const api = createSuggestionsApi(createHttp({ baseURL: '/', storage, adapter }));
  return { api, requests, last: () => requests.at(-1) };
}

/** Lets the promise callbacks of answered requests run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
}
