import fc from 'fast-check';
import { hostileValue } from './hostile';

/** The subset of JSON Schema the route schemas use. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  examples?: unknown[];
  ruInn?: boolean;
  ruEmail?: boolean;
  ruPhone?: boolean;
  [keyword: string]: unknown;
}

/** Real identifiers of the fuzzed organisation: a property whose name looks like an id gets one of them at times. */
export interface KnownIds {
  numbers: readonly string[];
  uuids: readonly string[];
}

const plainText = fc.constantFrom('Тест', 'ООО «Ромашка»', 'abc', 'Проверка 1');

function stringOf(schema: JsonSchema, name: string, ids: KnownIds): fc.Arbitrary<string> {
  if (schema.ruInn) return fc.constantFrom('7707083893', '7736207543', '500100732259');
  if (schema.ruEmail || schema.format === 'email') return fc.constantFrom('a@example.ru', 'ivanov@garant.ru');
  if (schema.ruPhone) return fc.constantFrom('+79001234567', '8 900 123-45-67');
  if (schema.format === 'uuid') return fc.constantFrom(...ids.uuids, '5f5102f3-c0c2-42d3-addb-b966cd2474e7');
  if (schema.format === 'date') return fc.constantFrom('2026-03-01', '2025-12-31');
  if (schema.format === 'date-time') return fc.constant(new Date().toISOString());
  if (/(^|_)(id|uuid)s?$/i.test(name) && ids.numbers.length > 0) return fc.constantFrom(...ids.numbers, ...ids.uuids);
  if (schema.pattern) {
    const repeated = repeatedClassOf(schema.pattern, schema.minLength ?? 0, schema.maxLength ?? 1000);
    if (repeated) return repeated;
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? 1000));
    } catch {
      // A pattern fast-check cannot invert (lookaheads): a plain text, which may well be refused.
    }
  }
  const min = schema.minLength ?? 0;
  return plainText.map((text) => text.padEnd(min, '1').slice(0, schema.maxLength ?? 1000));
}

/**
 * `^[A-Za-z0-9_-]+$` with a minLength of 20: `stringMatching` draws mostly short strings and a length
 * filter then rejects nearly all of them, so fast-check would draw for ever. A pattern that is one
 * character class repeated is drawn at the lengths the schema allows instead.
 */
function repeatedClassOf(pattern: string, minLength: number, maxLength: number): fc.Arbitrary<string> | null {
  const match = /^\^\[([^\]]+)\](\+|\*)\$$/.exec(pattern);
  if (!match) return null;
  const chars = charsOfClass(match[1]!);
  if (chars === null || chars.length === 0) return null;
  const min = Math.max(minLength, match[2] === '+' ? 1 : 0);
  return fc.string({ unit: fc.constantFrom(...chars), minLength: min, maxLength: Math.min(maxLength, min + 40) });
}

/** The characters of a simple class body (`A-Za-z0-9_-`, `\\d`), or null for anything subtler (negation, other escapes). */
function charsOfClass(body: string): string[] | null {
  if (body.startsWith('^')) return null;
  const chars: string[] = [];
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index]!;
    if (char === '\\') {
      const escaped = body[index + 1];
      index += 1;
      if (escaped === 'd') chars.push(...'0123456789');
      else if (escaped === '-' || escaped === '.' || escaped === '_' || escaped === '\\') chars.push(escaped);
      else return null;
    } else if (body[index + 1] === '-' && index + 2 < body.length) {
      const last = body.charCodeAt(index + 2);
      for (let code = body.charCodeAt(index); code <= last; code += 1) chars.push(String.fromCharCode(code));
      index += 2;
    } else chars.push(char);
  }
  return chars;
}

/** Values the schema accepts, as far as the generator can tell (custom keywords may still refuse some). */
export function validOf(schema: JsonSchema | undefined, ids: KnownIds, name = '', depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant({});
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((alternative) => validOf({ ...schema, anyOf: undefined, oneOf: undefined, ...alternative }, ids, name, depth + 1)));
  if (schema.allOf?.length) return validOf(Object.assign({}, schema, ...schema.allOf, { allOf: undefined }) as JsonSchema, ids, name, depth + 1);
  const types = schema.type === undefined ? (schema.properties ? ['object'] : ['string']) : [schema.type].flat();
  return fc.oneof(...types.map((type) => validOfType(type, schema, ids, name, depth)));
}

function validOfType(type: string, schema: JsonSchema, ids: KnownIds, name: string, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, validOf(property, ids, key, depth + 1)]));
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    case 'array':
      return fc.array(validOf(schema.items, ids, name, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case 'integer':
      if (/(^|_)id$/i.test(name) && ids.numbers.length > 0) return fc.constantFrom(...ids.numbers.map(Number));
      return fc.integer({ min: schema.minimum ?? 0, max: schema.maximum ?? 100_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 1e9, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return stringOf(schema, name, ids);
  }
}

/** One change to a valid body, chosen by the fuzzer. */
type Mutation = { kind: 'drop' | 'replace' | 'extra' | 'wrap' | 'deepen'; pick: number; key: string; value: unknown };

const extraKeys = fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'organization_id', 'is_admin', 'role', '', ' ', '\u0000', 'а'.repeat(300));

/** A valid body with one hostile change, so the fuzzer gets past the first check and into the handler. */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const mutation: fc.Arbitrary<Mutation> = fc.record({
    kind: fc.constantFrom('drop', 'replace', 'replace', 'replace', 'extra', 'wrap', 'deepen'),
    pick: fc.nat(),
    key: extraKeys,
    value: hostileValue,
  });
  return fc.tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 3 })).map(([body, changes]) => changes.reduce(apply, body));
}

function apply(body: unknown, change: Mutation): unknown {
  if (change.kind === 'wrap') return [body];
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return change.value;
  const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  const keys = Object.keys(copy);
  const key = keys.length > 0 ? keys[change.pick % keys.length]! : change.key;
  switch (change.kind) {
    case 'drop':
      delete copy[key];
      return copy;
    case 'extra':
      Object.defineProperty(copy, change.key, { value: change.value, enumerable: true, writable: true, configurable: true });
      return copy;
    case 'deepen':
      copy[key] = apply(copy[key], { ...change, kind: 'replace' });
      return copy;
    default:
      copy[key] = change.value;
      return copy;
  }
}
