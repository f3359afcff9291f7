import { describe, expect, it } from 'vitest';
import { maskPhone } from '../../../src/domain/format/maskPhone';
import { maskSnils } from '../../../src/domain/format/maskSnils';
import { parseSumText, sumText, typedSumText } from '../../../src/domain/format/sumText';
import { isValidPhone } from '../../../src/domain/checks/checkPhone';
import { isValidSnils } from '../../../src/domain/checks/checkSnils';
import { maskedEdit } from '../../../src/ui/widgets/maskedEdit';

describe('maskPhone: +7 (___) ___-__-__ as typed', () => {
  it.each([
    ['', ''],
    ['9', '+7 (9'],
    ['999', '+7 (999)'],
    ['9991', '+7 (999) 1'],
    ['999123', '+7 (999) 123'],
    ['9991234', '+7 (999) 123-4'],
    ['99912345', '+7 (999) 123-45'],
    ['999123456', '+7 (999) 123-45-6'],
    ['9991234567', '+7 (999) 123-45-67'],
    ['99912345678', '+7 (999) 123-45-67'],
    ['89991234567', '+7 (999) 123-45-67'],
    ['79991234567', '+7 (999) 123-45-67'],
    ['+7 999 123 45 67', '+7 (999) 123-45-67'],
    ['8 (495) 123-45-67', '+7 (495) 123-45-67'],
    ['+7', '+7'],
    ['8', '+7'],
    ['+', ''],
    ['телефон', ''],
    ['+375 29 123-45-67', '+375 29 123-45-67'],
  ])('%j -> %j', (typed, shown) => {
    expect(maskPhone(typed)).toBe(shown);
  });

  it('gives a full number the form the schema accepts, and is stable on its own output', () => {
    const full = maskPhone('89991234567');
    expect(isValidPhone(full)).toBe(true);
    expect(maskPhone(full)).toBe(full);
  });
});

describe('maskSnils: ___-___-___ __ as typed', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['112', '112'],
    ['1122', '112-2'],
    ['112233', '112-233'],
    ['1122334', '112-233-4'],
    ['112233445', '112-233-445'],
    ['1122334459', '112-233-445 9'],
    ['11223344595', '112-233-445 95'],
    ['112233445951', '112-233-445 95'],
    ['112-233-445 95', '112-233-445 95'],
    ['СНИЛС 112 233 445 95', '112-233-445 95'],
  ])('%j -> %j', (typed, shown) => {
    expect(maskSnils(typed)).toBe(shown);
  });

  it('gives the form the schema accepts', () => {
    expect(isValidSnils(maskSnils('11223344595'))).toBe(true);
  });
});

describe('sum fields: «1 234 567,89»', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['1000', '1 000'],
    ['1234567', '1 234 567'],
    ['1234567,8', '1 234 567,8'],
    ['1234567.89', '1 234 567,89'],
    ['1234567,891', '1 234 567,89'],
    ['1 234 567,89 ₽', '1 234 567,89'],
    ['1000,', '1 000,'],
    [',5', '0,5'],
    ['007', '7'],
    ['0,05', '0,05'],
    ['1,2,3', '1,23'],
    ['abc', ''],
    ['12345678901234567', '1 234 567 890 123'],
  ])('typed %j shows %j', (typed, shown) => {
    expect(typedSumText(typed)).toBe(shown);
  });

  it.each([
    ['', undefined],
    [',', 0],
    ['0', 0],
    ['1 000', 1000],
    ['1 234 567,89', 1234567.89],
    ['1 000,', 1000],
    ['0,1', 0.1],
    ['2 425 000,00', 2425000],
  ])('%j stands for %j', (text, value) => {
    expect(parseSumText(text)).toBe(value);
  });

  it.each([
    [1234567.89, '1 234 567,89'],
    [1000, '1 000'],
    [485000, '485 000'],
    [0.1, '0,1'],
    [undefined, ''],
    [Number.NaN, ''],
    ['1000', ''],
  ])('the value %j shows as %j', (value, shown) => {
    expect(sumText(value)).toBe(shown);
  });

  it('reads back what it shows', () => {
    for (const value of [0, 1, 999.99, 1000, 1234567.89, 48500000]) expect(parseSumText(sumText(value))).toBe(value);
  });
});

describe('maskedEdit: Backspace just after a separator the mask put there deletes a digit', () => {
  it.each([
    // previous, next (after the key), caret, expected
    ['+7 (999) 1', '+7 (999)1', 8, '+7 (991)'],
    ['+7 (999)', '+7 (999', 7, '+7 (99'],
    ['+7 (999) 123-4', '+7 (999) 1234', 13, '+7 (999) 123'],
    ['+7 (999) 123-45', '+7 (999) 123-4', 14, '+7 (999) 123-4'],
  ])('%j -> %j (caret %j) gives %j', (previous, next, caret, expected) => {
    expect(maskedEdit(previous, next, caret, maskPhone)).toBe(expected);
  });

  it('works for СНИЛС too', () => {
    expect(maskedEdit('112-233', '112233', 3, maskSnils)).toBe('112-33');
  });
});
