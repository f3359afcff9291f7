import { describe, expect, it } from 'vitest';
import { customerForms, formatCount } from '../../../src/domain/format/formatCount';
import { formatDate, formatDateLong, formatDateTime } from '../../../src/domain/format/formatDate';
import { formatFileSize } from '../../../src/domain/format/formatFileSize';
import { formatMoney } from '../../../src/domain/format/formatMoney';
import { formatNumber } from '../../../src/domain/format/formatNumber';
import { formatSumShort } from '../../../src/domain/format/formatSumShort';
import { pluralRu } from '../../../src/domain/format/pluralRu';
import { truncateName } from '../../../src/domain/format/truncateName';

describe('formatDate', () => {
  it.each([
    ['2026-06-05', '05.06.2026'],
    ['2024-02-29', '29.02.2024'],
    [new Date(2025, 11, 31, 23, 59), '31.12.2025'],
    [new Date(2025, 0, 1).getTime(), '01.01.2025'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    ['не дата', ''],
  ])('%j -> %j', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it('formats moments and long dates with Russian month names', () => {
    expect(formatDateTime(new Date(2026, 5, 15, 9, 5))).toBe('15.06.2026 09:05');
    expect(formatDateLong('2026-06-15')).toBe('15 июня 2026');
    expect(formatDateLong('2026-03-01')).toBe('1 марта 2026');
    expect(formatDateTime(null)).toBe('');
  });
});

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1 000'],
    [1234567.5, '1 234 567,5'],
    [1234567.891, '1 234 567,89'],
    [-15000.25, '-15 000,25'],
    [-0.001, '0'],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
  ])('%j -> %j', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  it('keeps the requested decimals', () => {
    expect(formatNumber(12, { minFractionDigits: 2 })).toBe('12,00');
    expect(formatNumber(12.3456, { maxFractionDigits: 3 })).toBe('12,346');
    expect(formatNumber(12.5, { maxFractionDigits: 0 })).toBe('13');
  });
});

describe('formatMoney', () => {
  it.each([
    [0, undefined, '0,00'],
    [1500000, '₽', '1 500 000,00 ₽'],
    [1234.5, undefined, '1 234,50'],
    [1.005, '₽', '1,01 ₽'],
    [99.999, undefined, '100,00'],
    [-0.004, undefined, '0,00'],
    [250000, '₸', '250 000,00 ₸'],
    [Number.NaN, '₽', ''],
  ])('%j %j -> %j', (value, symbol, expected) => {
    expect(formatMoney(value, symbol)).toBe(expected);
  });
});

describe('formatSumShort', () => {
  it.each([
    [950000, undefined, '950 000'],
    [1000000, undefined, '1 000 000'],
    [1000001, undefined, '1 млн'],
    [1500000, undefined, '1,5 млн'],
    [12345678, '₽', '12,35 млн ₽'],
    [2500000000, undefined, '2 500 млн'],
    [350000.5, '₽', '350 000,5 ₽'],
  ])('%j -> %j', (value, symbol, expected) => {
    expect(formatSumShort(value, symbol)).toBe(expected);
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 Б'],
    [48, '48 Б'],
    [512, '512 Б'],
    [1023, '1 023 Б'],
    [1024, '1 КБ'],
    [1536, '1,5 КБ'],
    [1600, '1,6 КБ'],
    [250 * 1024, '250 КБ'],
    [1000 * 1024, '1 000 КБ'],
    [1001 * 1024, '0,98 МБ'],
    [1.5 * 1024 * 1024, '1,5 МБ'],
    [25 * 1024 * 1024, '25 МБ'],
    [-1, ''],
  ])('%j bytes -> %j', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});

describe('truncateName', () => {
  it.each([
    ['ООО «Ромашка»', 20, 'ООО «Ромашка»'],
    ['ООО «Ромашка и партнёры»', 13, 'ООО «Ромашка…'],
    ['ООО «Ромашка и партнёры»', 15, 'ООО «Ромашка и…'],
    ['ООО «Ромашка и партнёры»', 14, 'ООО «Ромашка…'],
    ['  ПАО Сбербанк  ', 12, 'ПАО Сбербанк'],
    ['Банк', 1, '…'],
    ['Банк', 0, ''],
    ['😀😀😀😀', 3, '😀😀…'],
  ])('%j to %d -> %j', (name, max, expected) => {
    expect(truncateName(name, max)).toBe(expected);
  });
});

describe('pluralRu and formatCount', () => {
  it.each([
    [0, '0 заказчиков'],
    [1, '1 заказчик'],
    [2, '2 заказчика'],
    [4, '4 заказчика'],
    [5, '5 заказчиков'],
    [11, '11 заказчиков'],
    [12, '12 заказчиков'],
    [14, '14 заказчиков'],
    [15, '15 заказчиков'],
    [21, '21 заказчик'],
    [22, '22 заказчика'],
    [25, '25 заказчиков'],
    [101, '101 заказчик'],
    [111, '111 заказчиков'],
    [112, '112 заказчиков'],
    [1021, '1 021 заказчик'],
    [1.5, '1,5 заказчика'],
  ])('%d -> %j', (count, expected) => {
    expect(formatCount(count, customerForms)).toBe(expected);
  });

  it('treats negative counts by their size', () => {
    expect(pluralRu(-1, ['день', 'дня', 'дней'])).toBe('день');
    expect(pluralRu(-13, ['день', 'дня', 'дней'])).toBe('дней');
  });
});
