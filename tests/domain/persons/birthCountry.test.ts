import { describe, expect, it } from 'vitest';
import { birthCountryError, needsBirthCountry } from '../../../src/domain/persons/needsBirthCountry';
import type { Person } from '../../../src/domain/persons/person';

const entrepreneurInn = '772873456360';
const person = (fields: Partial<Person>): Person => ({ uuid: 'p', is_head: true, ...fields });

describe('needsBirthCountry: asked of a sole entrepreneur when needed (spec-2 §5.4)', () => {
  it.each<[string, Partial<Person>, { is_ip: boolean; inn?: string }, boolean]>([
    ['entrepreneur born in Tashkent', { birthplace: 'г. Ташкент Узбекской ССР', citizenship: 'rf' }, { is_ip: true, inn: entrepreneurInn }, true],
    ['entrepreneur, citizen of Kazakhstan born in Russia', { birthplace: 'г. Омск', citizenship: 'kz' }, { is_ip: true, inn: entrepreneurInn }, true],
    ['entrepreneur, Russian born in Russia', { birthplace: 'г. Тверь', citizenship: 'rf' }, { is_ip: true, inn: entrepreneurInn }, false],
    ['entrepreneur, citizenship left at its default', { birthplace: 'гор. Казань' }, { is_ip: true, inn: entrepreneurInn }, false],
    ['entrepreneur whose own INN is filled', { birthplace: 'г. Минск', inn: entrepreneurInn }, { is_ip: true }, true],
    ['head of a company born abroad', { birthplace: 'г. Ташкент Узбекской ССР', citizenship: 'uz' }, { is_ip: false, inn: '7701234560' }, false],
  ])('%s -> %s', (_case, fields, context, expected) => {
    expect(needsBirthCountry(person(fields), context)).toBe(expected);
  });
});

describe('birthCountryError', () => {
  const abroad = person({ birthplace: 'г. Бишкек', citizenship: 'rk' });
  it('asks for the birth country when needed and empty', () => {
    expect(birthCountryError(abroad, { is_ip: true, inn: entrepreneurInn })).toBe('Укажите страну рождения');
    expect(birthCountryError({ ...abroad, birth_country: '  ' }, { is_ip: true, inn: entrepreneurInn })).toBe('Укажите страну рождения');
  });
  it('is satisfied by a chosen country or its code, and silent when not needed', () => {
    expect(birthCountryError({ ...abroad, birth_country: 'Киргизия' }, { is_ip: true, inn: entrepreneurInn })).toBeNull();
    expect(birthCountryError({ ...abroad, birth_country_code: '417' }, { is_ip: true, inn: entrepreneurInn })).toBeNull();
    expect(birthCountryError(abroad, { is_ip: false })).toBeNull();
  });
});
