import { callJson, UpstreamError } from './callJson';
import type { FindByIdKind, FindByIdRequest, SuggestionKind, SuggestionOf, SuggestionProvider, SuggestRequests } from './SuggestionProvider';
import { suggestionTexts } from './texts';
import { TtlCache } from './ttlCache';

export interface DadataOptions {
  token: string;
  /** https://suggestions.dadata.ru or a compatible address. */
  baseUrl: string;
  timeoutMs: number;
  cache?: { maxEntries: number; ttlMs: number };
  fetch?: typeof fetch;
  now?: () => number;
}

/** Answers change when the register does, i.e. daily at most; a quarter of an hour spares the quota on repeated typing. */
export const defaultDadataCache = { maxEntries: 2000, ttlMs: 15 * 60 * 1000 };

/** JSON with its object keys sorted, so two equal requests give one cache key whatever the key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The DaData suggestion API (suggestions/api/4_1/rs/suggest/* and findById/*) with the account's API
 * key, a time limit and a small cache of successful answers. DaData's answer is passed on as it is.
 */
export function dadataSuggestionProvider(options: DadataOptions): SuggestionProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const cacheOptions = options.cache ?? defaultDadataCache;
  const cache = new TtlCache<unknown[]>(cacheOptions.maxEntries, cacheOptions.ttlMs, options.now);

  const ask = async (path: string, body: object): Promise<unknown[]> => {
    const key = `${path} ${canonical(body)}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const url = `${base}/suggestions/api/4_1/rs/${path}`;
    const answer = await callJson({
      url,
      method: 'POST',
      headers: { authorization: `Token ${options.token}` },
      body,
      timeoutMs: options.timeoutMs,
      failureMessage: suggestionTexts.dadataUnavailable,
      fetch: options.fetch,
    });
    const suggestions = (answer.body as { suggestions?: unknown } | null)?.suggestions;
    if (answer.status !== 200 || !Array.isArray(suggestions)) {
      const reason = answer.status !== 200 ? `HTTP ${answer.status}` : 'no suggestions list';
      throw new UpstreamError('unavailable', suggestionTexts.dadataUnavailable, `POST ${url}: ${reason}`);
    }
    cache.set(key, suggestions);
    return suggestions;
  };

  return {
    name: 'dadata',
    async suggest<K extends SuggestionKind>(kind: K, request: SuggestRequests[K]) {
      return (await ask(`suggest/${kind}`, request)) as SuggestionOf<K>[];
    },
    async findById<K extends FindByIdKind>(kind: K, request: FindByIdRequest) {
      return (await ask(`findById/${kind}`, request)) as SuggestionOf<K>[];
    },
  };
}
