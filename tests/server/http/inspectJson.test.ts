import { describe, expect, it } from 'vitest';
import { inspectJson, maxJsonDepth } from '../../../src/server/http/inspectJson';
import { handshakeAnswer, parseClientMessage } from '../../../src/server/hub/hubProtocol';

function nestedObject(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 1; level < depth; level += 1) value = { a: value };
  return depth === 0 ? value : { a: value };
}

function nestedArray(depth: number): unknown {
  let value: unknown = [];
  for (let level = 1; level < depth; level += 1) value = [value];
  return value;
}

describe('inspectJson', () => {
  it.each([
    ['a flat form', { name: 'ООО «Ромашка»', sum: 10 }, null],
    ['objects at the limit', nestedObject(maxJsonDepth), null],
    ['objects one level beyond', nestedObject(maxJsonDepth + 1), { kind: 'tooDeep' }],
    ['arrays at the limit', nestedArray(maxJsonDepth), null],
    ['arrays one level beyond', nestedArray(maxJsonDepth + 1), { kind: 'tooDeep' }],
    ['a million levels', nestedArray(1_000_000), { kind: 'tooDeep' }],
    ['NUL in a nested value', { person: { names: ['a', 'b\u0000'] } }, { kind: 'unstorable', topKey: 'person' }],
    ['NUL in a nested key', { person: { 'x\u0000': 1 } }, { kind: 'unstorable', topKey: 'person' }],
    ['NUL in a top key', { 'x\u0000': 1 }, { kind: 'unstorable', topKey: 'x\u0000' }],
    ['a lone surrogate at the root', '\ud800', { kind: 'unstorable', topKey: '' }],
    ['a paired surrogate', { emoji: '😀' }, null],
  ])('%s', (_name, value, fault) => {
    expect(inspectJson(value)).toEqual(fault);
  });
});

describe('the hub protocol', () => {
  const deep = (depth: number) => '{"type":6,"x":' + '['.repeat(depth) + ']'.repeat(depth) + '}';

  it('refuses a message or a handshake nested beyond the limit', () => {
    expect(parseClientMessage(deep(10))).toEqual({ type: 6 });
    expect(parseClientMessage(deep(100_000))).toBeNull();
    expect(handshakeAnswer('{"protocol":"json","version":1,"x":' + '['.repeat(100_000) + ']'.repeat(100_000) + '}')).toEqual({
      ok: false,
      error: 'Рукопожатие не разобрано: слишком глубокая вложенность',
    });
  });
});
