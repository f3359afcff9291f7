import { describe, expect, it } from 'vitest';
import { kopecksInWords, rublesInWords } from '../../../src/server/printforms/rublesInWords';

describe('rublesInWords', () => {
  it.each<[number, string]>([
    [0, 'Ноль рублей 00 копеек'],
    [1, 'Один рубль 00 копеек'],
    [2, 'Два рубля 00 копеек'],
    [5, 'Пять рублей 00 копеек'],
    [11, 'Одиннадцать рублей 00 копеек'],
    [21, 'Двадцать один рубль 00 копеек'],
    [112, 'Сто двенадцать рублей 00 копеек'],
    [1000, 'Одна тысяча рублей 00 копеек'],
    [2001, 'Две тысячи один рубль 00 копеек'],
    [5000, 'Пять тысяч рублей 00 копеек'],
    [21_000, 'Двадцать одна тысяча рублей 00 копеек'],
    [92_000, 'Девяносто две тысячи рублей 00 копеек'],
    [350_000, 'Триста пятьдесят тысяч рублей 00 копеек'],
    [1_000_000, 'Один миллион рублей 00 копеек'],
    [1_500_000.5, 'Один миллион пятьсот тысяч рублей 50 копеек'],
    [7_312_500, 'Семь миллионов триста двенадцать тысяч пятьсот рублей 00 копеек'],
    [2_000_000_000, 'Два миллиарда рублей 00 копеек'],
    [123_456_789.01, 'Сто двадцать три миллиона четыреста пятьдесят шесть тысяч семьсот восемьдесят девять рублей 01 копейка'],
    [0.02, 'Ноль рублей 02 копейки'],
    [14.14, 'Четырнадцать рублей 14 копеек'],
    [0.1 + 0.2, 'Ноль рублей 30 копеек'],
  ])('%d', (amount, words) => {
    expect(rublesInWords(amount)).toBe(words);
  });

  it('refuses what is not an amount', () => {
    expect(() => rublesInWords(-1)).toThrow(RangeError);
    expect(() => rublesInWords(Number.NaN)).toThrow(RangeError);
  });
});

describe('kopecksInWords: the settlements\' whole kopecks, never through floating roubles', () => {
  it.each<[number, string]>([
    [0, 'Ноль рублей 00 копеек'],
    [1, 'Ноль рублей 01 копейка'],
    [12_042_793, 'Сто двадцать тысяч четыреста двадцать семь рублей 93 копейки'],
    [Number.MAX_SAFE_INTEGER, 'Девяносто триллионов семьдесят один миллиард девятьсот девяносто два миллиона пятьсот сорок семь тысяч четыреста девять рублей 91 копейка'],
  ])('%d', (kopecks, words) => {
    expect(kopecksInWords(kopecks)).toBe(words);
  });

  it('refuses a fraction or a negative amount', () => {
    expect(() => kopecksInWords(0.5)).toThrow(RangeError);
    expect(() => kopecksInWords(-1)).toThrow(RangeError);
  });
});
