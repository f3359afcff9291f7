import { describe, expect, it } from 'vitest';
import { formatPhone } from '../../../src/domain/format/formatPhone';

describe('formatPhone', () => {
  it.each([
    ['79991234567', '+7 999 123-45-67'],
    ['74951234567', '+7 495 123-45-67'],
    ['375291234567', '375291234567'],
    ['7999123456', '7999123456'],
    ['+7 999 123-45-67', '+7 999 123-45-67'],
    ['', ''],
  ])('%j reads as %j', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });
});
