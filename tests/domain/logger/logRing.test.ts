import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, logCsv } from '../../../src/domain/logger/logCsv';
import { appendToRing, detailsText, LOG_CAPACITY, type LogEntry } from '../../../src/domain/logger/logRing';

describe('the log ring', () => {
  it('keeps at most 250 entries (spec-2 §9)', () => {
    expect(LOG_CAPACITY).toBe(250);
  });

  it('keeps the newest `capacity` entries in order, whatever is appended', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 1, max: 20 }), (items, capacity) => {
        let ring: number[] = [];
        for (const item of items) ring = appendToRing(ring, item, capacity);
        expect(ring).toEqual(items.slice(-capacity));
      }),
    );
  });

  it('does not change the ring it is given', () => {
    const ring = Object.freeze([1, 2, 3]);
    expect(appendToRing(ring, 4, 3)).toEqual([2, 3, 4]);
    expect(ring).toEqual([1, 2, 3]);
  });

  it.each<[string, unknown, string]>([
    ['nothing', undefined, ''],
    ['an error', new TypeError('x is undefined'), 'TypeError: x is undefined'],
    ['a string', 'как есть', 'как есть'],
    ['an object', { status: 500, code: null }, '{"status":500,"code":null}'],
    ['an error inside an object', { cause: new Error('нет сети') }, '{"cause":"Error: нет сети"}'],
  ])('details: %s', (_name, details, text) => {
    expect(detailsText(details)).toBe(text);
  });

  it('details: a cycle is cut and a long text is shortened', () => {
    const cycle: Record<string, unknown> = { a: 1 };
    cycle.self = cycle;
    expect(detailsText(cycle)).toBe('{"a":1,"self":"[цикл]"}');
    expect(detailsText('я'.repeat(5000))).toHaveLength(2001);
  });
});

describe('the log as CSV', () => {
  const entry = (message: string, details = ''): LogEntry => ({ at: 0, level: 'error', source: 'call', message, details });

  it('a BOM, a header, semicolons and CRLF; oldest first', () => {
    const csv = logCsv([entry('Сбой вызова GET /v1/a'), { ...entry('Хаб уведомлений: подключён'), level: 'info', source: 'hub' }], () => '28.11.2026 03:15:00.000');
    expect(csv).toBe(
      '\uFEFFВремя;Уровень;Источник;Сообщение;Подробности\r\n' +
        '28.11.2026 03:15:00.000;ошибка;вызов;Сбой вызова GET /v1/a;\r\n' +
        '28.11.2026 03:15:00.000;сведения;хаб;Хаб уведомлений: подключён;\r\n',
    );
  });

  it.each<[string, string]>([
    ['plain', 'plain'],
    ['a;b', '"a;b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
  ])('field %j is written %j', (value, written) => {
    expect(csvField(value)).toBe(written);
  });

  it('every entry is one record however its text is made', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 5 }), (messages) => {
        const csv = logCsv(messages.map((message) => entry(message, message)), () => 't');
        // Outside quotes, CRLF ends a record: count records by a small parser.
        let records = 0;
        let quoted = false;
        for (let i = 1; i < csv.length; i += 1) {
          if (csv[i] === '"') quoted = !quoted;
          else if (!quoted && csv[i] === '\r' && csv[i + 1] === '\n') records += 1;
        }
        expect(records).toBe(messages.length + 1);
      }),
    );
  });
});
