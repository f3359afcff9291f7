import { describe, expect, it } from 'vitest';
import { parseFinanceFile } from '../../../src/server/integrations/fns/parseFinanceFile';
import { girboSheets } from '../../fixtures/fns/make-girbo-xlsx';
import { xlsxBook, type BookSheet } from '../../fixtures/fns/xlsxBook';
import { writeZip } from '../../fixtures/fns/writeZip';
import { fixture, refusal } from './fixtures';

const xlsxMime = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const upload = (bytes: Buffer, fileName = 'girbo.xlsx') => ({ bytes, fileName, mime: xlsxMime });

describe('the register export (ГИР БО xlsx)', () => {
  const report = parseFinanceFile(upload(fixture('bfo/6623456787.xlsx')));

  it('is the book the make script builds, byte for byte', () => {
    expect(xlsxBook(girboSheets).equals(fixture('bfo/6623456787.xlsx'))).toBe(true);
  });

  it('takes the years from the header under «Код»', () => {
    expect(report.source).toBe('girbo_xlsx');
    expect(report.periods).toEqual([
      { code: 'period1', year: 2024, date: '2024-12-31' },
      { code: 'period2', year: 2023, date: '2023-12-31' },
      { code: 'period3', year: 2022, date: '2022-12-31' },
    ]);
  });

  it('reads numbers, spaced texts and dashes; expenses stay positive, losses negative', () => {
    expect(report.lines).toEqual({
      '1100': { period1: 4210, period2: 4480, period3: 3900 },
      '1150': { period1: 4210, period2: 4480, period3: 3900 },
      '1200': { period1: 19990, period2: 16620, period3: 14200 },
      '1210': { period1: 7320, period2: 6110, period3: 5020 },
      '1230': { period1: 11540, period2: 9870, period3: 8200 },
      '1250': { period1: 1130, period2: 640, period3: 980 },
      '1300': { period1: 6200, period2: 5450, period3: 6700 },
      '1310': { period1: 50, period2: 50, period3: 50 },
      '1370': { period1: 6150, period2: 5400, period3: 6650 },
      '1400': { period1: 3000, period2: 4000 },
      '1410': { period1: 3000, period2: 4000 },
      '1500': { period1: 15000, period2: 11650, period3: 11400 },
      '1510': { period1: 2500, period2: 1800, period3: 1200 },
      '1520': { period1: 12500, period2: 9850, period3: 10200 },
      '1600': { period1: 24200, period2: 21100, period3: 18100 },
      '1700': { period1: 24200, period2: 21100, period3: 18100 },
      '2100': { period1: 9100, period2: 5100 },
      '2110': { period1: 58400, period2: 49900 },
      '2120': { period1: 49300, period2: 44800 },
      '2200': { period1: 1800, period2: -1100 },
      '2210': { period1: 2100, period2: 1900 },
      '2220': { period1: 5200, period2: 4300 },
      '2300': { period1: 940, period2: -1250 },
      '2330': { period1: 620, period2: 480 },
      '2340': { period1: 240, period2: 510 },
      '2350': { period1: 480, period2: 180 },
      '2400': { period1: 750, period2: -1250 },
      '2410': { period1: 190 },
    });
    expect(report.warnings).toEqual([]);
  });

  it('knows the taxpayer from the title rows and refuses the file when it is not the request\'s', () => {
    expect(report.company).toEqual({ inn: '6623456787' });
    expect(() => parseFinanceFile(upload(fixture('bfo/6623456787.xlsx')), { expectedInn: '7701234560' })).toThrow(
      'Отчётность в файле — другой компании: ИНН 6623456787, а заявка оформлена на ИНН 7701234560. Загрузите отчётность компании, на которую оформлена заявка',
    );
  });

  it('warns about line codes the report does not keep and about a name that says xml', () => {
    const [balance, results] = girboSheets as [BookSheet, BookSheet];
    const book = xlsxBook([{ ...balance, rows: [...balance.rows, ['Права пользования активами', '1161', 12, 10, 8]] }, results]);
    expect(parseFinanceFile(upload(book, 'report.xml')).warnings).toEqual([
      'Строки с кодами 1161 не входят в отчёт и пропущены',
      'Файл «report.xml» прочитан по содержимому как xlsx ГИР БО',
    ]);
  });

  it('finds years in the header row itself and reads inline strings', () => {
    const sheet = (rows: BookSheet['rows']): BookSheet => ({ name: 'Лист1', rows });
    const book = xlsxBook([
      sheet([
        ['Показатель', 'Код строки', '2024', '2023'],
        ['Баланс', 1600, 100, 90],
        ['Баланс', 1700, 100, 90],
        ['Выручка', 2110, 500, '—'],
      ]),
    ]);
    const report2 = parseFinanceFile(upload(book));
    expect(report2.lines).toEqual({ '1600': { period1: 100, period2: 90 }, '1700': { period1: 100, period2: 90 }, '2110': { period1: 500 } });
  });
});

describe('refused xlsx files', () => {
  const [balance, results] = girboSheets as [BookSheet, BookSheet];

  it.each<[string, Buffer, string, string]>([
    ['no financial results sheet', xlsxBook([balance]), 'missing_form', 'В файле нет формы 0710002 (отчёт о финансовых результатах)'],
    ['no balance sheet', xlsxBook([results]), 'missing_form', 'В файле нет формы 0710001 (бухгалтерский баланс)'],
    ['no table with codes', xlsxBook([{ name: 'Лист1', rows: [['Просто текст'], [1, 2, 3]] }]), 'bad_content', 'В выгрузке ГИР БО не найдена таблица с колонкой «Код» и годами отчётных периодов'],
    [
      'a value that is not a number',
      xlsxBook([balance, { ...results, rows: results.rows.map((row) => (row[1] === '2110' ? ['Выручка', '2110', '58,4 млн', 49900] : row)) }]),
      'not_a_number',
      'Строка 2110 («Выручка») за 2024 год: значение «58,4 млн» не является числом',
    ],
    ['a zip that is not a book', writeZip([{ name: 'word/document.xml', data: '<w:document/>' }]), 'not_recognized', 'Архив не является книгой Excel (xlsx): нет xl/workbook.xml'],
    ['a damaged archive', fixture('bfo/6623456787.xlsx').subarray(0, 2000), 'broken_zip', 'Файл xlsx повреждён: не удалось прочитать архив'],
    [
      'a broken sheet',
      writeZip([{ name: 'xl/workbook.xml', data: '<workbook/>' }, { name: 'xl/worksheets/sheet1.xml', data: '<worksheet><sheetData><row></sheetData></worksheet>' }]),
      'broken_zip',
      'Файл xlsx повреждён: xl/worksheets/sheet1.xml: строка 1, позиция 28: закрывающий тег </sheetData> не соответствует открывающему <row>',
    ],
  ])('%s', (_name, bytes, reason, message) => {
    const error = refusal(() => parseFinanceFile(upload(bytes)));
    expect([error.reason, error.message]).toEqual([reason, message]);
  });

  it('stops a zip bomb: 200 MB of zeros packed into a small file', () => {
    const zeros = Buffer.alloc(200 * 1_048_576);
    const bomb = writeZip([{ name: 'xl/workbook.xml', data: '<workbook/>' }, { name: 'xl/worksheets/sheet1.xml', data: zeros, declaredSize: 1000 }]);
    expect(bomb.length).toBeLessThan(1_048_576);
    const error = refusal(() => parseFinanceFile(upload(bomb)));
    expect([error.reason, error.message]).toEqual(['broken_zip', 'Распакованное содержимое xlsx больше 16 МБ: файл не принят']);
  });

  it('stops an archive that declares a huge file before inflating it', () => {
    const declared = writeZip([{ name: 'xl/workbook.xml', data: '<workbook/>' }, { name: 'xl/sharedStrings.xml', data: '<sst/>', declaredSize: 4_000_000_000 }]);
    expect(refusal(() => parseFinanceFile(upload(declared))).message).toBe('Распакованное содержимое xlsx больше 16 МБ: файл не принят');
  });
});
