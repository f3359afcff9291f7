import axios, { type AxiosAdapter, type AxiosRequestConfig } from 'axios';
import type { ApiFailure } from './ApiFailure';
import { classifyFailure } from './classifyFailure';
import { unwrapEnvelope } from './envelope';
import type { KeyValueStorage } from './keyValueStorage';
import { readToken } from './token';

export interface CallOptions {
  /** Send no bearer token (the calls of the documents route, spec-2 §7). */
  anonymous?: boolean;
  /** Do not tell the failure listeners; the caller reports the failure itself. */
  silent?: boolean;
  /** Query parameters. */
  params?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** Overrides the client's timeout for this call (a large archive takes longer than a call); 0 waits without limit. */
  timeoutMs?: number;
}

export type FailureListener = (failure: ApiFailure, options: CallOptions) => void;

/** The one HTTP client of the app: bearer token, envelope, classified failures. */
export interface Http {
  get<T>(url: string, options?: CallOptions): Promise<T>;
  post<T>(url: string, body?: unknown, options?: CallOptions): Promise<T>;
  delete<T>(url: string, options?: CallOptions): Promise<T>;
  /** The raw bytes of a download (a file to sign), with the session's token; no envelope. */
  bytes(url: string, options?: CallOptions): Promise<Uint8Array>;
  /** A multipart upload; `onProgress` gets the share sent, 0…1 (axios onUploadProgress). */
  upload<T>(url: string, form: FormData, options?: CallOptions & { onProgress?: (share: number) => void }): Promise<T>;
  /** Every failed call is told to the listeners before it rejects; returns an unsubscribe. */
  onFailure(listener: FailureListener): () => void;
  /** Every failed call, silent ones too (not a cancelled one), for the app's log; returns an unsubscribe. */
  observeFailures(listener: FailureListener): () => void;
}

export interface HttpSettings {
  /** API base address (config `api_base`). */
  baseURL: string;
  /** Where the session token lives. */
  storage: KeyValueStorage;
  /** Replaces the network, e.g. in tests; the default is the browser's XHR/fetch. */
  adapter?: AxiosAdapter;
  timeoutMs?: number;
}

/** Builds the single axios instance and wraps it in the envelope and failure rules. */
export function createHttp(settings: HttpSettings): Http {
  const instance = axios.create({
    baseURL: settings.baseURL,
    timeout: settings.timeoutMs ?? 30_000,
    headers: { Accept: 'application/json' },
    ...(settings.adapter ? { adapter: settings.adapter } : {}),
  });
  const listeners = new Set<FailureListener>();
  const observers = new Set<FailureListener>();

  function tell(failure: ApiFailure, options: CallOptions): void {
    if (failure.source === 'cancelled') return;
    for (const observer of observers) observer(failure, options);
    if (!options.silent) for (const listener of listeners) listener(failure, options);
  }

  async function call<T>(config: AxiosRequestConfig, options: CallOptions): Promise<T> {
    const token = options.anonymous ? null : readToken(settings.storage);
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      const response = await instance.request({
        ...config,
        headers,
        ...(options.params ? { params: options.params } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      });
      return unwrapEnvelope<T>(response.data, `${(config.method ?? 'get').toUpperCase()} ${config.url ?? ''}`);
    } catch (error) {
      const failure = classifyFailure(error);
      tell(failure, options);
      throw failure;
    }
  }

  return {
    get: <T>(url: string, options: CallOptions = {}) => call<T>({ method: 'get', url }, options),
    post: <T>(url: string, body?: unknown, options: CallOptions = {}) =>
      call<T>({ method: 'post', url, data: body ?? {} }, options),
    delete: <T>(url: string, options: CallOptions = {}) => call<T>({ method: 'delete', url }, options),
    async bytes(url: string, options: CallOptions = {}) {
      const token = options.anonymous ? null : readToken(settings.storage);
      try {
        const response = await instance.request<ArrayBuffer>({
          method: 'get',
          url,
          responseType: 'arraybuffer',
          headers: token ? { Authorization: `Bearer ${token}` } : {},
          ...(options.signal ? { signal: options.signal } : {}),
          ...(options.timeoutMs !== undefined ? { timeout: options.timeoutMs } : {}),
        });
        return new Uint8Array(response.data);
      } catch (error) {
        const failure = classifyFailure(error);
        tell(failure, options);
        throw failure;
      }
    },
    upload: <T>(url: string, form: FormData, options: CallOptions & { onProgress?: (share: number) => void } = {}) => {
      const { onProgress, ...rest } = options;
      return call<T>(
        {
          method: 'post',
          url,
          data: form,
          ...(onProgress
            ? { onUploadProgress: (event) => onProgress(event.total ? Math.min(1, event.loaded / event.total) : event.progress ?? 0) }
            : {}),
        },
        rest,
      );
    },
    onFailure(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    observeFailures(listener) {
      observers.add(listener);
      return () => observers.delete(listener);
    },
  };
}

