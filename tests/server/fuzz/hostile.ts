import fc from 'fast-check';

/**
 * What an attacker or a broken client sends in place of a value: the shapes and texts that break
 * parsers, databases and template engines. Every arbitrary here is a plain JSON-able value except the
 * raw texts, which go on the wire as they are.
 */

/** Texts that have broken servers: NUL, lone surrogates, SQL, templates, paths, numbers as text. */
export const nastyTexts: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ufeff\u202e',
  "'; drop table users; --",
  '" or 1=1 --',
  '${7*7}',
  '{{7*7}}',
  '<%= 7*7 %>',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '%s%s%s%n',
  '1e21',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '-0',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  '2024-02-30',
  '0000-00-00T00:00:00Z',
  '00000000-0000-0000-0000-000000000000',
];

/** Numbers at and beyond the limits of int4, int8, float and JSON. */
export const nastyNumbers: readonly number[] = [0, -0, -1, 0.5, 1e21, -1e21, 2147483647, 2147483648, -2147483649, 9007199254740993, 1.7976931348623157e308, 5e-324, 1e-7];

/** Objects whose keys reach for the prototype. Parsed, so `__proto__` stays an own key. */
export const prototypeObjects: readonly unknown[] = [
  JSON.parse('{"__proto__": {"admin": true, "isAdmin": true}}') as unknown,
  { constructor: { prototype: { admin: true } } },
  { prototype: { polluted: true } },
  JSON.parse('{"__proto__": null}') as unknown,
];

const hugeText = fc.constantFrom(10_000, 70_000, 130_000).map((length) => 'я'.repeat(length));

/** One hostile value of any JSON type. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...nastyTexts) },
  { weight: 3, arbitrary: fc.constantFrom(...nastyNumbers) },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], [[]], ['x'], [{}]) },
  { weight: 2, arbitrary: fc.constantFrom(...prototypeObjects) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom(...nastyTexts), { minLength: 1, maxLength: 300 }) },
  { weight: 1, arbitrary: hugeText },
  { weight: 1, arbitrary: fc.integer({ min: 2, max: 60 }).map((depth) => nested(depth)) },
);

/** An object or array nested `depth` times: enough to try recursion, small enough for JSON.stringify. */
function nested(depth: number): unknown {
  let value: unknown = 'дно';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
}

/** A text nested `depth` levels deep, written directly: JSON.stringify itself would overflow first. */
export function deepText(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/** Bodies that are not a JSON value at all, or one no parser should have to walk. */
export const rawJsonTexts: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(100, 1000, 5000, 20_000).chain((depth) => fc.constantFrom(deepText(depth, 'array'), deepText(depth, 'object'))),
  fc.constantFrom(
    '',
    ' ',
    '{',
    '{"a":}',
    '{"a":1,}',
    "{'a':1}",
    'NaN',
    '1e99999',
    '-',
    '"\\ud800"',
    '"\\u0000"',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    '{"a":1,"a":2}',
    '\u0000',
    '\ufeff{}',
    '[' + '1,'.repeat(60_000) + '1]',
    'x'.repeat(300 * 1024),
  ),
);

/** A path segment: real ids are mixed in by the caller; these are the hostile ones, URL-encoded or not. */
export const hostileSegments: readonly string[] = [
  '0',
  '-1',
  '1.5',
  '2147483648',
  '99999999999999999999',
  '1e21',
  '-0',
  'NaN',
  'null',
  'undefined',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%E0%A4%A',
  '%27%3B%20drop%20table%20users%3B--',
  '%24%7B7*7%7D',
  '%7B%7B7*7%7D%7D',
  '..%2F..%2Fetc%2Fpasswd',
  '__proto__',
  'constructor',
  '%20',
  'x'.repeat(99),
  'x'.repeat(101),
  '00000000-0000-0000-0000-000000000000',
  'f47ac10b-58cc-4372-a567-0e02b2c3d479',
  '%D1%8F',
];

/** File names for uploads. */
export const hostileFileNames: readonly string[] = [
  'a.pdf',
  '',
  'a\u0000.pdf',
  '\u0000',
  '../../../etc/passwd',
  'я'.repeat(300) + '.pdf',
  'x'.repeat(5000),
  'a\r\nContent-Type: text/html.pdf',
  '"quoted".pdf',
  '%00.pdf',
  '\ud800.pdf',
  '${7*7}.pdf',
  'CON',
];
