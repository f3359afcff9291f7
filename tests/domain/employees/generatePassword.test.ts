import { describe, expect, test } from 'vitest';
import { cryptoRandomInt, generatePassword, passwordDefaults } from '../../../src/domain/employees/generatePassword';

/** A repeatable source: a linear congruential sequence. */
function seeded(seed: number) {
  let state = seed;
  return (bound: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % bound;
  };
}

describe('generatePassword (spec-2 §9: length 10, upper, lower and digits)', () => {
  test.each([1, 2, 3, 42, 2026])('seed %i: ten characters with each of the three kinds, passing the server rule', (seed) => {
    const password = generatePassword(seeded(seed));
    expect(password).toHaveLength(passwordDefaults.length);
    expect(password).toMatch(/[A-Z]/);
    expect(password).toMatch(/[a-z]/);
    expect(password).toMatch(/[0-9]/);
    expect(password).toMatch(/^(?=.*[A-Za-zА-Яа-яЁё])(?=.*[0-9]).{8,128}$/);
    expect(password).not.toMatch(/[IOl01]/);
  });

  test('even a source that always answers 0 gives every kind', () => {
    expect(generatePassword(() => 0)).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9]).{10}$/);
  });

  test('another length; too short a length is a programming error', () => {
    expect(generatePassword(seeded(7), 16)).toHaveLength(16);
    expect(() => generatePassword(seeded(7), 2)).toThrow();
  });

  test('the cryptographic source stays within its bound and passwords differ', () => {
    for (let index = 0; index < 1000; index += 1) expect(cryptoRandomInt(7)).toBeLessThan(7);
    const seen = new Set(Array.from({ length: 50 }, () => generatePassword(cryptoRandomInt)));
    expect(seen.size).toBe(50);
  });
});
