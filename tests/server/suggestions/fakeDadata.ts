import { loadRecordings, startRecordedServer, type Recording } from './recordedServer';

/** One recorded exchange with DaData: the request the adapter sends and DaData's answer to it. */
export type DadataFixture = Recording<{ method: 'POST'; path: string; body: Record<string, unknown> }>;

export const loadDadataFixtures = () => loadRecordings<DadataFixture['request']>('dadata');

/** JSON with sorted keys: the adapter's key order must not matter for matching. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * A local stand-in for suggestions.dadata.ru: answers a request with the recorded answer for exactly
 * that path and body, checks the API key as DaData does (403 otherwise), and can fail or hang to
 * exercise the adapter's error and timeout paths. Requests without a recording are kept in
 * `unrecorded` and answered 500, so a test that strays from the recordings fails loudly.
 */
export async function startFakeDadata(token: string) {
  const recordings = new Map(loadDadataFixtures().map((f) => [`${f.request.path} ${canonicalJson(f.request.body)}`, f.response]));
  const hits = new Map<string, number>();
  const unrecorded: string[] = [];
  const authorizations: (string | undefined)[] = [];
  const mode = { value: 'replay' as 'replay' | 'fail' | 'hang' };
  const server = await startRecordedServer((request, raw) => {
    authorizations.push(request.headers.authorization);
    if (mode.value === 'hang') return null;
    if (mode.value === 'fail') return { status: 503, body: { family: 'SERVER_ERROR', reason: 'Service Unavailable', message: 'Service is temporarily unavailable' } };
    if (request.headers.authorization !== `Token ${token}`) return { status: 403, body: { family: 'CLIENT_ERROR', reason: 'Forbidden', message: 'Invalid API key' } };
    const key = `${request.url} ${canonicalJson(JSON.parse(raw || 'null'))}`;
    hits.set(key, (hits.get(key) ?? 0) + 1);
    const recorded = recordings.get(key);
    if (recorded) return recorded;
    unrecorded.push(key);
    return { status: 500, body: { unrecorded: key } };
  });
  return {
    ...server,
    mode,
    unrecorded,
    authorizations,
    /** How many times DaData was asked this path with this body. */
    hitsOf: (requestPath: string, body: unknown) => hits.get(`${requestPath} ${canonicalJson(body)}`) ?? 0,
  };
}
