import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber, fullNameOf, initialsOf, orEmpty } from '../../../src/server/printforms/format';
import { signerOf } from '../../../src/server/printforms/signerOf';
import type { PrintableRequest } from '../../../src/server/printforms/PrintableRequest';
import legal from '../../fixtures/printforms/request-legal.json';

describe('print formats (spec-2 §9)', () => {
  it.each<[string | null, string]>([
    ['2026-11-18', '18.11.2026'],
    ['2026-11-18T09:42:11+03:00', '18.11.2026'],
    [null, '—'],
    ['18.11.2026', '—'],
  ])('date %s', (value, text) => expect(formatDate(value)).toBe(text));

  it.each<[number | null, string]>([
    [7_312_500, '7 312 500,00'],
    [0.5, '0,50'],
    [-1234.567, '-1 234,57'],
    [999, '999,00'],
    [null, '—'],
  ])('money %s', (value, text) => expect(formatMoney(value)).toBe(text));

  it.each<[number, string]>([
    [64, '64'],
    [33.5, '33,5'],
    [12_345, '12 345'],
  ])('number %s', (value, text) => expect(formatNumber(value)).toBe(text));

  it('names and initials', () => {
    expect(fullNameOf({ last_name: 'Петров', first_name: 'Сергей', middle_name: 'Николаевич' })).toBe('Петров Сергей Николаевич');
    expect(initialsOf({ last_name: 'Петров', first_name: 'Сергей', middle_name: 'Николаевич' })).toBe('Петров С. Н.');
    expect(initialsOf({ last_name: 'Смит', first_name: 'джон', middle_name: null })).toBe('Смит Д.');
    expect(orEmpty('  ')).toBe('—');
  });
});

describe('signerOf', () => {
  const data = legal as PrintableRequest;

  it('the head signs as his post says', () => {
    expect(signerOf(data)).toEqual({ post: 'Генеральный директор', initials: 'Петров С. Н.', fullName: 'Петров Сергей Николаевич' });
  });

  it('a signer who is not the head signs by a power of attorney', () => {
    const persons = [
      { ...data.persons[0]!, is_signer: false },
      { last_name: 'Орлова', first_name: 'Марина', middle_name: 'Викторовна', is_signer: true, eioPost: 'Финансовый директор', procuration: '77/15-н' },
    ];
    expect(signerOf({ ...data, persons })?.post).toBe('Финансовый директор, действует по доверенности № 77/15-н');
  });

  it('nobody signs when nobody is named', () => {
    expect(signerOf({ ...data, persons: [] })).toBeNull();
  });
});
