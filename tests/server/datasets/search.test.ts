import { describe, expect, it } from 'vitest';
import {
  normalizeText,
  searchAddresses,
  searchBanks,
  searchCompanies,
  searchFmsUnits,
  switchKeyboardLayout,
  tokenize,
} from '../../../src/server/integrations/datasets';

describe('query normalisation', () => {
  it.each([
    ['ПАО «Сбербанк»', 'пао сбербанк'],
    ['Орёл', 'орел'],
    ['  г.Москва,ул.Тверская  ', 'г москва ул тверская'],
    ['770-001', '770 001'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeText(input)).toBe(expected);
  });

  it('reads Latin keystrokes in the Russian layout, and leaves Cyrillic alone', () => {
    expect(switchKeyboardLayout('cnjkbwf')).toBe('столица');
    expect(switchKeyboardLayout('c,th')).toBe('сбер');
    expect(switchKeyboardLayout('москва')).toBeNull();
    expect(tokenize('')).toEqual([]);
  });
});

describe('search speed', () => {
  it('answers typical queries well under a millisecond each once loaded', () => {
    // Loading and index building happen on first use; time only the answers.
    const queries: [string, () => unknown][] = [
      ['companies', () => searchCompanies('газпром трансгаз', { statuses: ['ACTIVE', 'LIQUIDATING'] })],
      ['companies by INN', () => searchCompanies('7707083893')],
      ['banks', () => searchBanks('сбербанк новосибирск')],
      ['addresses', () => searchAddresses('москва тверская')],
      ['fms units', () => searchFmsUnits('770-0')],
    ];
    for (const [, run] of queries) run();
    const rounds = 200;
    for (const [name, run] of queries) {
      const start = performance.now();
      for (let i = 0; i < rounds; i += 1) run();
      const each = (performance.now() - start) / rounds;
      console.log(`datasets: ${name} ${each.toFixed(3)} ms per query`);
      expect(run()).not.toEqual([]);
    }
  });
});
