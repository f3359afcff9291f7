import { describe, expect, it } from 'vitest';
import { bankShortName } from '../../src/domain/bankShortName';
import { pluralOf } from '../../src/domain/groupToasts';

const banks = ['банк', 'банка', 'банков'];

describe('pluralOf', () => {
  it.each([
    [1, 'банк'], [2, 'банка'], [4, 'банка'], [5, 'банков'], [11, 'банков'], [12, 'банков'], [14, 'банков'],
    [17, 'банков'], [21, 'банк'], [22, 'банка'], [25, 'банков'], [101, 'банк'], [111, 'банков'], [0, 'банков'],
  ])('%i %s', (count, word) => {
    expect(pluralOf(count, banks)).toBe(word);
  });
});

describe('bankShortName', () => {
  it('is the name the cards show, else the name the event carried', () => {
    expect(bankShortName('9fee5cae-0291-5434-ba9d-748f6a58e441', 'ПАО Сбербанк')).toBe('Сбербанк');
    expect(bankShortName('00000000-0000-4000-8000-000000000000', 'АО «Неизвестный банк»')).toBe('АО «Неизвестный банк»');
    expect(bankShortName(null, 'ПАО Сбербанк')).toBe('ПАО Сбербанк');
  });
});
