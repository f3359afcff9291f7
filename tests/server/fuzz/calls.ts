import fc from 'fast-check';
import { hostileSegments, hostileValue, nastyTexts, rawJsonTexts } from './hostile';
import { hostileParts, multipartBody } from './multipart';
import { isWrite, type FuzzRoute } from './routeTable';
import { mutated, validOf, type KnownIds } from './schemaValues';

/** Who calls: the agent administrator, a client of another organisation, nobody, a bank with its API key, the platform's operator. */
export type Caller = 'admin' | 'client' | 'anonymous' | 'bank' | 'operator';

/** One request of the fuzzer, ready for app.inject. */
export interface FuzzCall {
  caller: Caller;
  url: string;
  contentType?: string;
  payload?: string | Buffer;
  /** What the body is, for the report. */
  shape: string;
}

/** Keys the handlers without a body schema read (grep of `body.` in the routes), for bodies that reach them. */
const handlerKeys = [
  'id', 'request_id', 'request_uuid', 'uuid', 'uuids', 'ids', 'fko_uuids', 'bank_uuid', 'scope', 'type', 'inn', 'kpp', 'ogrn',
  'tender', 'tender_number', 'parameters', 'questionnaire', 'report', 'customers', 'manager', 'message', 'count', 'file_uuid',
  'organization_uuid', 'json', 'data', 'event', 'comission', 'offer_id', 'subrequest_id', 'cancel_reason',
];

function genericBody(ids: KnownIds): fc.Arbitrary<unknown> {
  const value = fc.oneof(fc.constantFrom<unknown>(...ids.numbers, ...ids.numbers.map(Number), ...ids.uuids, [...ids.uuids], 'Тест'), hostileValue);
  return fc.dictionary(fc.constantFrom(...handlerKeys), value, { maxKeys: 5 });
}

function pathOf(route: FuzzRoute, ids: KnownIds): fc.Arbitrary<string> {
  const real = [...ids.numbers, ...ids.uuids];
  const segment = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...real) }, { weight: 2, arbitrary: fc.constantFrom(...hostileSegments) });
  return fc.tuple(...route.params.map(() => segment)).map((values) => {
    let index = 0;
    return route.url.replace(/:[A-Za-z_]+/g, () => values[index++] ?? '');
  });
}

function queryOf(route: FuzzRoute, ids: KnownIds): fc.Arbitrary<string> {
  if (!route.querystring) return fc.constant('');
  const keys = [...Object.keys(route.querystring.properties ?? {}), '__proto__', 'constructor'];
  const value = fc.oneof(validOf(route.querystring, ids).map((valid) => JSON.stringify(valid)), fc.constantFrom(...nastyTexts), fc.constantFrom(...hostileSegments));
  return fc.oneof(
    validOf(route.querystring, ids).map((valid) => `?${new URLSearchParams(Object.entries(valid as Record<string, unknown>).map(([key, v]) => [key, String(v)]))}`),
    fc.array(fc.tuple(fc.constantFrom(...keys), value), { maxLength: 4 }).map((pairs) => `?${new URLSearchParams(pairs)}`),
    fc.constant('?a=1&a=2&a[__proto__]=1&%00=%00'),
  );
}

type Body = Pick<FuzzCall, 'contentType' | 'payload' | 'shape'>;

function bodyOf(route: FuzzRoute, ids: KnownIds, scopes: readonly string[]): fc.Arbitrary<Body> {
  const valid = route.body ? validOf(route.body, ids) : genericBody(ids);
  const json = (shape: string) => (value: unknown): Body => ({ shape, contentType: 'application/json', payload: JSON.stringify(value) ?? 'null' });
  const multipart = fc
    .tuple(hostileParts(scopes), fc.constantFrom('none', 'none', 'none', 'truncated', 'unterminated', 'badHeader') as fc.Arbitrary<'none' | 'truncated' | 'unterminated' | 'badHeader'>)
    .map(([parts, damage]): Body => ({ shape: `multipart (${parts.length} parts, ${damage})`, ...multipartBody(parts, damage) }));
  return fc.oneof(
    { weight: 2, arbitrary: valid.map(json('valid')) },
    { weight: 5, arbitrary: mutated(valid).map(json('mutated valid')) },
    { weight: 2, arbitrary: hostileValue.map(json('hostile value')) },
    { weight: 2, arbitrary: rawJsonTexts.map((text): Body => ({ shape: 'raw JSON text', contentType: 'application/json', payload: text })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'application/json; charset=latin1', 'multipart/form-data', 'application/octet-stream'), valid)
        .map(([contentType, value]): Body => ({ shape: `as ${contentType}`, contentType, payload: JSON.stringify(value) ?? '' })),
    },
    { weight: 2, arbitrary: multipart },
    { weight: 1, arbitrary: fc.constant<Body>({ shape: 'no body' }) },
  );
}

/** Every request the fuzzer may send to one route. */
export function callsOf(route: FuzzRoute, ids: KnownIds, scopes: readonly string[]): fc.Arbitrary<FuzzCall> {
  // An operator's route is called mostly by the operator, so its handler — not only the access check — meets the input.
  const callers: Caller[] = route.url.startsWith('/bank-api/')
    ? ['bank', 'bank', 'admin', 'anonymous']
    : route.access === 'operator'
      ? ['operator', 'operator', 'admin', 'anonymous']
      : ['admin', 'admin', 'client', 'anonymous'];
  const body: fc.Arbitrary<Body> = isWrite(route) ? bodyOf(route, ids, scopes) : fc.constant({ shape: 'no body' });
  return fc.record({ caller: fc.constantFrom(...callers), path: pathOf(route, ids), query: queryOf(route, ids), body }).map(({ caller, path, query, body: b }) => ({ caller, url: path + query, ...b }));
}
