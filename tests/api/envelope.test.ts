import { describe, expect, it } from 'vitest';
import { ApiFailure, SUCCESS_CODE, unwrapEnvelope } from '../../src/api';

describe('unwrapEnvelope', () => {
  it('opens the success envelope and returns its data', () => {
    expect(unwrapEnvelope({ code: SUCCESS_CODE, data: { sent: true } })).toEqual({ sent: true });
    expect(unwrapEnvelope({ code: 20000, data: [] })).toEqual([]);
    expect(unwrapEnvelope({ code: 20000, data: null })).toBeNull();
  });

  it('passes a body without a code field through unchanged', () => {
    expect(unwrapEnvelope({ data: 1 })).toEqual({ data: 1 });
    expect(unwrapEnvelope('plain text')).toBe('plain text');
    expect(unwrapEnvelope([1, 2])).toEqual([1, 2]);
  });

  const failures: [string, unknown, string, number | undefined][] = [
    ['code other than 20000 with a message', { code: 40000, message: 'Неверный запрос' }, 'Неверный запрос', 40000],
    ['code other than 20000 without a message', { code: 50000 }, 'Ошибка', 50000],
    ['an empty message', { code: 1, message: '   ' }, 'Ошибка', 1],
    ['a code that is not a number', { code: '20000', data: {} }, 'Ошибка', undefined],
    ['a null code', { code: null, message: 'Сбой' }, 'Сбой', undefined],
  ];
  it.each(failures)('rejects %s with the server message or the word Ошибка', (_name, body, message, code) => {
    let thrown: unknown;
    try {
      unwrapEnvelope(body, 'POST /v1/x');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiFailure);
    const failure = thrown as ApiFailure;
    expect(failure.source).toBe('envelope');
    expect(failure.message).toBe(message);
    expect(failure.code).toBe(code);
    expect(failure.call).toBe('POST /v1/x');
  });
});
