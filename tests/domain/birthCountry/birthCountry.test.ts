import { describe, expect, it } from 'vitest';
import { birthCountry, recognizeBirthCountry, type CountriesConfig } from '../../../src/domain/birthCountry';
import shipped from '../../../config/countries.json';

const countries = shipped as CountriesConfig;
const soleTrader = '772873456360';
const company = '7701234560';

describe('recognizeBirthCountry: birth places as written in passports', () => {
  it.each<[string, string | null]>([
    ['г. Ташкент Узбекской ССР', '860'],
    ['гор. Ташкент', '860'],
    ['Казахская ССР, г. Алма-Ата', '398'],
    ['с. Ивановка Целиноградской обл. Казахской ССР', '398'],
    ['г. Караганда', '398'],
    ['Гурьевская обл., Казахская ССР', '398'],
    ['Респ. Казахстан, г. Нур-Султан', '398'],
    ['УССР, г. Киев', '804'],
    ['г. Харьков', '804'],
    ['Украинская ССР Винницкая обл. с. Калиновка', '804'],
    ['г. Минск', '112'],
    ['Гомельская обл., БССР', '112'],
    ['Белорусская ССР, Брестская область, г. Пинск', '112'],
    ['г. Фрунзе Киргизской ССР', '417'],
    ['г. Ош', '417'],
    ['Кыргызская Республика, г. Бишкек', '417'],
    ['г. Душанбе Таджикской ССР', '762'],
    ['г. Ленинабад', '762'],
    ['г. Ашхабад Туркменской ССР', '795'],
    ['Азербайджанская ССР, г. Баку', '031'],
    ['г. Сумгаит', '031'],
    ['г. Ереван Армянской ССР', '051'],
    ['г. Ленинакан', '051'],
    ['г. Тбилиси Грузинской ССР', '268'],
    ['г. Кишинёв Молдавской ССР', '498'],
    ['МССР, г. Бельцы', '498'],
    ['г. Рига Латвийской ССР', '428'],
    ['г. Вильнюс', '440'],
    ['г. Таллин ЭССР', '233'],
    ['г. Сухум', '895'],
    ['ГДР, г. Вюнсдорф', '276'],
    ['Германия, г. Дрезден', '276'],
    ['Монгольская Народная Республика, г. Улан-Батор', '496'],
    ['г. Гавана, Республика Куба', '192'],
    ['Социалистическая Республика Вьетнам, г. Ханой', '704'],
    ['Соединенные Штаты Америки, г. Нью-Йорк', '840'],
    ['Исламская Республика Иран, г. Тегеран', '364'],
    ['г. Москва', null],
    ['гор. Ленинград', null],
    ['с. Каменка Пензенской обл. РСФСР', '643'],
    ['Россия, г. Омск', '643'],
    ['г. Петропавловск-Камчатский', null],
    ['Свердловская обл., г. Нижний Тагил', null],
    ['г. Армянск', null],
    ['', null],
  ])('%s', (place, code) => {
    expect(recognizeBirthCountry(place, countries)?.code ?? null).toBe(code);
  });
});

describe('birthCountry: the answer of the birth-country call', () => {
  it.each<[string, Parameters<typeof birthCountry>[0], ReturnType<typeof birthCountry>]>([
    [
      'sole trader, Russian citizen born in Russia: not asked',
      { birth_place: 'г. Новосибирск', birth_date: '1979-04-02', citizenship: 'rf', inn: soleTrader },
      { required: false, name: 'Россия', country_code: '643' },
    ],
    [
      'sole trader, Russian citizen born in the Uzbek SSR: asked',
      { birth_place: 'г. Ташкент Узбекской ССР', birth_date: '1968-11-30', citizenship: 'rf', inn: soleTrader },
      { required: true, name: 'Узбекистан', country_code: '860' },
    ],
    [
      'sole trader, citizen of Kazakhstan born in Kazakhstan: asked',
      { birth_place: 'г. Алматы', birth_date: '1995-06-15', citizenship: 'kz', inn: soleTrader },
      { required: true, name: 'Казахстан', country_code: '398' },
    ],
    [
      'sole trader, citizen of Belarus born in Russia: asked, country Russia',
      { birth_place: 'РСФСР, г. Смоленск', birth_date: '1985-01-20', citizenship: 'by', inn: soleTrader },
      { required: true, name: 'Россия', country_code: '643' },
    ],
    [
      'sole trader of other citizenship, unknown place: asked, country unknown',
      { birth_place: 'пос. Красный Октябрь', birth_date: '1990-02-02', citizenship: 'other', inn: soleTrader },
      { required: true, name: '', country_code: null },
    ],
    [
      'citizenship not given means Russian',
      { birth_place: 'г. Тула', inn: soleTrader },
      { required: false, name: 'Россия', country_code: '643' },
    ],
    [
      'head of a company born abroad: country found, but not asked',
      { birth_place: 'г. Баку Азербайджанской ССР', birth_date: '1972-09-09', citizenship: 'rf', inn: company },
      { required: false, name: 'Азербайджан', country_code: '031' },
    ],
    [
      'a person without an INN is not a sole trader',
      { birth_place: 'г. Кишинев', citizenship: 'rm', inn: null },
      { required: false, name: 'Молдова, Республика', country_code: '498' },
    ],
  ])('%s', (_name, query, expected) => {
    expect(birthCountry(query, countries)).toEqual(expected);
  });
});

describe('config/countries.json', () => {
  it('holds every OKSM country once, with unique letter codes', () => {
    const codes = countries.countries.map((country) => country.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBeGreaterThanOrEqual(249);
    expect(new Set(countries.countries.map((country) => country.alpha2)).size).toBe(codes.length);
    expect(new Set(countries.countries.map((country) => country.alpha3)).size).toBe(codes.length);
  });

  it('names the country of every citizenship key of the questionnaire, and home is Russia', () => {
    const byKey = Object.fromEntries(countries.countries.filter((c) => c.citizenship).map((c) => [c.citizenship, c.code]));
    expect(byKey).toEqual({ rf: '643', by: '112', kz: '398', az: '031', rk: '417', am: '051', rm: '498', rt: '762', uz: '860' });
    expect(countries.countries.find((country) => country.code === countries.home)?.name).toBe('Россия');
  });

  it('no recognition word of one country is also a word of another', () => {
    const owner = new Map<string, string>();
    for (const country of countries.countries) {
      for (const pattern of [...(country.birthPlace?.country ?? []), ...(country.birthPlace?.cities ?? [])]) {
        expect(owner.get(pattern) ?? country.code, pattern).toBe(country.code);
        owner.set(pattern, country.code);
      }
    }
  });
});
