/** One bad body: what it is, the raw payload, and the content type when it is not JSON. */
export interface BadBody {
  name: string;
  payload: string;
  contentType?: string;
}

export interface BadBodyOptions {
  /** Fields that may be null. */
  nullable?: readonly string[];
  /** Fields that may be left out. */
  optional?: readonly string[];
}

const wrongKinds = [
  ['a number', 12345],
  ['an object', { nested: true }],
  ['an array', ['x']],
  ['null', null],
  ['a boolean', true],
] as const;

/**
 * Bodies a JSON call must refuse, made from one it accepts: empty, not an object, broken, of another
 * content type, each field of a wrong type, each string far too long or with a NUL character, each
 * required field missing.
 */
export function badBodies(good: Record<string, unknown>, options: BadBodyOptions = {}): BadBody[] {
  const { nullable = [], optional = [] } = options;
  const json = (value: unknown) => JSON.stringify(value);
  const cases: BadBody[] = [
    { name: '{}', payload: '{}' },
    { name: 'null', payload: 'null' },
    { name: 'an array', payload: json([good]) },
    { name: 'a string', payload: json('text') },
    { name: 'malformed JSON', payload: json(good).slice(0, -3) },
    { name: 'a prototype-poisoning key', payload: `{"__proto__": {"admin": true}, ${json(good).slice(1)}` },
    { name: 'empty with a JSON type', payload: '' },
    { name: 'form-encoded', payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    { name: 'plain text', payload: json(good), contentType: 'text/plain' },
  ];
  for (const field of Object.keys(good)) {
    const current = good[field];
    for (const [kind, value] of wrongKinds) {
      if (kind === 'null' && nullable.includes(field)) continue;
      if (typeof value === typeof current && (value === null) === (current === null) && Array.isArray(value) === Array.isArray(current)) continue;
      cases.push({ name: `${field} as ${kind}`, payload: json({ ...good, [field]: value }) });
    }
    if (typeof current === 'string') {
      cases.push({ name: `${field} 20 000 characters long`, payload: json({ ...good, [field]: 'я'.repeat(20_000) }) });
      cases.push({ name: `${field} with a NUL character`, payload: json({ ...good, [field]: `${current}\u0000` }) });
    }
    if (!nullable.includes(field) && !optional.includes(field)) {
      const { [field]: _dropped, ...without } = good;
      cases.push({ name: `without ${field}`, payload: json(without) });
    }
  }
  return cases;
}
