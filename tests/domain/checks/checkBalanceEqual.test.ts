import { describe, expect, it } from 'vitest';
import { checkBalanceEqual, isValidBalanceEqual } from '../../../src/domain/checks/checkBalanceEqual';

const message = 'Баланс не сходится: строка 1600 должна быть равна строке 1700 (допустимое расхождение — 1)';

describe('checkBalanceEqual', () => {
  it.each([
    [{ '1600': 1000, '1700': 1000 }, null],
    [{ '1600': 1000, '1700': 1001 }, null],
    [{ '1600': 1001, '1700': 1000 }, null],
    [{ '1600': '125 430', '1700': '125 431' }, null],
    [{ '1600': '0,5', '1700': 0 }, null],
    [{ '1600': 1000 }, null],
    [{ '1600': '', '1700': 5 }, null],
    [{ '1600': 1000, '1700': 1001.01 }, message],
    [{ '1600': 1002, '1700': 1000 }, message],
    [{ '1600': '125 430', '1700': '125 432' }, message],
  ])('%j -> %s', (lines, expected) => {
    expect(checkBalanceEqual(lines)).toBe(expected);
  });

  it('compares other lines with another tolerance when told', () => {
    expect(isValidBalanceEqual({ a: 10, b: 14 }, 'a', 'b', 5)).toBe(true);
    expect(checkBalanceEqual({ a: 10, b: 16 }, 'a', 'b', 5)).toBe('Баланс не сходится: строка a должна быть равна строке b (допустимое расхождение — 5)');
  });
});
