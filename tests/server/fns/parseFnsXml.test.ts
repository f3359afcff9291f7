import { describe, expect, it } from 'vitest';
import { parseFinanceFile } from '../../../src/server/integrations/fns/parseFinanceFile';
import { fixture, refusal } from './fixtures';

const xmlFile = (name: string, bytes: Buffer = fixture(name)) => ({ bytes, fileName: name.split('/').pop()!, mime: 'text/xml' });

describe('the tax office XML statements (KND 0710099, windows-1251)', () => {
  const report = parseFinanceFile(xmlFile('bfo/7701234560.xml'), { expectedInn: '7701234560' });

  it('numbers the three balance years from the reporting year back', () => {
    expect(report.source).toBe('fns_xml');
    expect(report.periods).toEqual([
      { code: 'period1', year: 2023, date: '2023-12-31' },
      { code: 'period2', year: 2022, date: '2022-12-31' },
      { code: 'period3', year: 2021, date: '2021-12-31' },
    ]);
  });

  it('maps every balance element to its line, with context-dependent names told apart', () => {
    expect(report.lines).toMatchObject({
      '1110': { period1: 120, period2: 150, period3: 0 },
      '1150': { period1: 15430, period2: 16210, period3: 12980 },
      '1170': { period1: 2000, period2: 2000, period3: 0 },
      '1100': { period1: 17635, period2: 18424, period3: 13020 },
      '1240': { period1: 5000, period2: 0, period3: 0 },
      '1250': { period1: 9875, period2: 6420, period3: 4115 },
      '1200': { period1: 78745, period2: 57905, period3: 45580 },
      '1600': { period1: 96380, period2: 76329, period3: 58600 },
      '1310': { period1: 10000, period2: 10000, period3: 10000 },
      '1300': { period1: 41250, period2: 32815, period3: 27570 },
      '1410': { period1: 12000, period2: 15000, period3: 8000 },
      '1510': { period1: 8500, period2: 6000, period3: 5000 },
      '1520': { period1: 33260, period2: 21939, period3: 17530 },
      '1700': { period1: 96380, period2: 76329, period3: 58600 },
    });
  });

  it('reads the financial results for the reporting and the previous year', () => {
    expect(report.lines).toMatchObject({
      '2110': { period1: 184560, period2: 152310 },
      '2120': { period1: 151230, period2: 126540 },
      '2100': { period1: 33330, period2: 25770 },
      '2300': { period1: 10550, period2: 6580 },
      '2410': { period1: 2115, period2: 1335 },
      '2411': { period1: 2136, period2: 1364 },
      '2412': { period1: -21, period2: -29 },
      '2400': { period1: 8435, period2: 5245 },
    });
    expect(report.lines['2110']).not.toHaveProperty('period3');
  });

  it('lists only lines the file has', () => {
    expect(Object.keys(report.lines)).toEqual([
      '1100', '1110', '1150', '1170', '1180', '1200', '1210', '1220', '1230', '1240', '1250', '1260',
      '1300', '1310', '1370', '1400', '1410', '1420', '1500', '1510', '1520', '1540', '1600', '1700',
      '2100', '2110', '2120', '2200', '2210', '2220', '2300', '2320', '2330', '2340', '2350', '2400', '2410', '2411', '2412',
    ]);
  });

  it('knows whose statements they are and has nothing to warn about', () => {
    expect(report.company).toEqual({ inn: '7701234560', kpp: '770101001', name: 'Общество с ограниченной ответственностью «Северная Звезда»' });
    expect(report.warnings).toEqual([]);
  });

  it('warns when its name says xlsx', () => {
    const named = parseFinanceFile({ ...xmlFile('bfo/7701234560.xml'), fileName: 'отчётность.xlsx' }, { expectedInn: '7701234560' });
    expect(named.warnings).toEqual(['Файл «отчётность.xlsx» прочитан по содержимому как XML ФНС']);
  });

  it('refuses the statements of another taxpayer, naming both companies', () => {
    expect(() => parseFinanceFile(xmlFile('bfo/7701234560.xml'), { expectedInn: '5700000164', expectedName: 'ООО «СтройМонтаж»' })).toThrow(
      'Отчётность в файле — другой компании: ИНН 7701234560 (Общество с ограниченной ответственностью «Северная Звезда»), а заявка оформлена на ИНН 5700000164 (ООО «СтройМонтаж»). Загрузите отчётность компании, на которую оформлена заявка',
    );
  });

  it('reads the same statements in UTF-8 with a byte-order mark', () => {
    const utf8 = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(new TextDecoder('windows-1251').decode(fixture('bfo/7701234560.xml')).replace('windows-1251', 'UTF-8'), 'utf8'),
    ]);
    expect(parseFinanceFile(xmlFile('utf8.xml', utf8)).lines).toEqual(report.lines);
  });

  it('converts rubles and millions to thousands, and warns that it did', () => {
    const text = new TextDecoder('windows-1251').decode(fixture('bfo/7701234560.xml'));
    const rubles = parseFinanceFile(xmlFile('r.xml', Buffer.from(text.replace('windows-1251', 'UTF-8').replace('ОКЕИ="384"', 'ОКЕИ="383"'))));
    expect(rubles.lines['2110']).toEqual({ period1: 184.56, period2: 152.31 });
    expect(rubles.warnings).toContain('Значения в файле указаны в рублях и переведены в тысячи рублей');
    const millions = parseFinanceFile(xmlFile('m.xml', Buffer.from(text.replace('windows-1251', 'UTF-8').replace('ОКЕИ="384"', 'ОКЕИ="385"'))));
    expect(millions.lines['1310']).toEqual({ period1: 10_000_000, period2: 10_000_000, period3: 10_000_000 });
  });

  it('names elements with amounts that no line reads, and warns when the balance does not agree', () => {
    const text = new TextDecoder('windows-1251')
      .decode(fixture('bfo/7701234560.xml'))
      .replace('windows-1251', 'UTF-8')
      .replace('<ОтлНалАкт', '<ПравоПользАкт СумОтч="5" СумПрдщ="0" СумПрдшв="0"/><ОтлНалАкт')
      .replace('<Пассив СумОтч="96380"', '<Пассив СумОтч="96390"');
    expect(parseFinanceFile(xmlFile('x.xml', Buffer.from(text))).warnings).toEqual([
      'Элементы XML без строки отчёта пропущены: Баланс/Актив/ВнеОбА/ПравоПользАкт',
      'Баланс за 2023 год не сходится: актив (строка 1600) 96 380, пассив (строка 1700) 96 390',
    ]);
  });
});

describe('the previous version of the format (ПрибУб, the year on each form)', () => {
  const report = parseFinanceFile(xmlFile('previous-format-2018.xml'));

  it('reads the same lines from the old element names', () => {
    expect(report.periods.map((period) => period.year)).toEqual([2018, 2017, 2016]);
    expect(report.lines).toMatchObject({
      '1310': { period1: 100, period2: 100, period3: 100 },
      '1600': { period1: 11800, period2: 10800, period3: 9800 },
      '1700': { period1: 11800, period2: 10800, period3: 9800 },
      '2110': { period1: 21500, period2: 19800 },
      '2100': { period1: 3600, period2: 3100 },
      '2410': { period1: 200, period2: 125 },
      '2421': { period1: 12, period2: 8 },
      '2400': { period1: 800, period2: 700 },
    });
    expect(report.company?.inn).toBe('7705432108');
    expect(report.warnings).toEqual([]);
  });
});

describe('refused XML files, each with a precise Russian reason', () => {
  it.each<[string, string, string]>([
    ['malformed/no-balance.xml', 'missing_form', 'В файле нет формы 0710001 (бухгалтерский баланс)'],
    ['malformed/no-financial-results.xml', 'missing_form', 'В файле нет формы 0710002 (отчёт о финансовых результатах)'],
    ['malformed/revenue-not-a-number.xml', 'not_a_number', 'Строка 2110 («Выручка») за 2023 год: значение «184 560 т.р.» не является числом'],
    ['malformed/wrong-closing-tag.xml', 'broken_xml', 'Повреждённый XML: строка 25, позиция 9: закрывающий тег </ОбАктив> не соответствует открывающему <ОбА>'],
    ['malformed/truncated.xml', 'broken_xml', 'Повреждённый XML: строка 28, позиция 9: не закрыт элемент <КапРез>'],
    ['malformed/entity-bomb.xml', 'unsafe_xml', 'XML содержит объявление DOCTYPE или сущности. Такие файлы не принимаются: отчётность ФНС их не содержит'],
  ])('%s', (name, reason, message) => {
    const error = refusal(() => parseFinanceFile(xmlFile(name)));
    expect(error.reason).toBe(reason);
    expect(error.message).toBe(message);
  });

  it.each<[string, string, string]>([
    ['another document', '<?xml version="1.0"?><Файл><Документ КНД="1151020" ОтчетГод="2023"/></Файл>', 'Документ с КНД 1151020 не является бухгалтерской отчётностью (ожидается КНД 0710099)'],
    ['XML of something else', '<?xml version="1.0"?><invoice><total>5</total></invoice>', 'XML-файл не является бухгалтерской отчётностью ФНС: нет элементов Файл/Документ (КНД 0710099)'],
    ['no reporting year', '<Файл><Документ КНД="0710099"><Баланс/><ФинРез/></Документ></Файл>', 'В файле не указан отчётный год (атрибут ОтчетГод)'],
    ['an unknown unit', '<Файл><Документ КНД="0710099" ОтчетГод="2023" ОКЕИ="796"><Баланс/><ФинРез/></Документ></Файл>', 'Неизвестная единица измерения ОКЕИ 796: ожидаются тысячи (384), миллионы (385) или рубли (383)'],
    ['an unknown encoding', '<?xml version="1.0" encoding="ISO-2022-JP"?><Файл/>', 'Кодировка ISO-2022-JP не поддерживается: ожидается windows-1251 или UTF-8'],
    ['an unknown entity', '<Файл ИдФайл="&nbsp;"/>', 'Повреждённый XML: строка 1, позиция 15: неизвестная сущность «&nbsp;»'],
    ['an attribute without quotes', '<Файл>\n  <Документ КНД=0710099/>\n</Файл>', 'Повреждённый XML: строка 2, позиция 17: значение атрибута КНД должно быть в кавычках'],
    ['two roots', '<Файл/><Файл/>', 'Повреждённый XML: строка 1, позиция 8: после корневого элемента есть лишнее содержимое'],
  ])('%s', (_name, xml, message) => {
    expect(refusal(() => parseFinanceFile(xmlFile('f.xml', Buffer.from(xml)))).message).toBe(message);
  });

  it('says when a UTF-8 file holds bytes that are not UTF-8', () => {
    const bytes = Buffer.concat([Buffer.from('<?xml version="1.0" encoding="UTF-8"?><Файл Имя="'), Buffer.from([0xcf, 0xf0]), Buffer.from('"/>')]);
    expect(refusal(() => parseFinanceFile(xmlFile('f.xml', bytes))).message).toBe('Файл объявлен в кодировке UTF-8, но содержит недопустимые для неё байты');
  });

  it('refuses nesting deeper than any statement has', () => {
    const deep = '<Файл>' + '<а>'.repeat(100) + '</а>'.repeat(100) + '</Файл>';
    expect(refusal(() => parseFinanceFile(xmlFile('f.xml', Buffer.from(deep)))).message).toMatch(/^Повреждённый XML: строка 1, позиция \d+: вложенность элементов больше 32$/);
  });
});
