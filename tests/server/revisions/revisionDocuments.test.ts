import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { actTotals } from '../../../src/domain/revisions/actTotals';
import type { ActLineWire } from '../../../src/domain/wire/revisionWire';
import { actLinesWorkbook } from '../../../src/server/printforms/actLinesWorkbook';
import { renderPdf } from '../../../src/server/printforms/renderPdf';
import { revisionActDocument } from '../../../src/server/printforms/revisionActDocument';
import { revisionInvoiceDocument } from '../../../src/server/printforms/revisionInvoiceDocument';
import { itReadingPdf, pdfPageCount, pdfText } from '../printforms/pdfText';
import { sampleAct, sampleAgent, sampleDetails, sampleLines } from './revisionSamples';

// Spaces that pdftotext's layout mode puts between columns do not matter to a reader.
const flat = (text: string) => text.replace(/\s+/g, ' ');
const organization = { uuid: '00000000-0000-4000-8000-0000000000a1', name: sampleAgent.name, inn: sampleAgent.inn };

describe('the act of the agent\'s services (PDF)', async () => {
  const pdf = await renderPdf(revisionActDocument(sampleAct, sampleLines, sampleAgent, { today: '01.12.2026' }));

  it('is an A4 PDF on its side with its font embedded', () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 841.89 595.28\]/);
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+Roboto/);
  });

  itReadingPdf('prints the number, the month, the parties, every line and the totals in words', () => {
    const text = flat(pdfText(pdf));
    for (const expected of [
      'АКТ № А-2026-11-0003',
      'об оказанных услугах (отчёт Агента) за ноябрь 2026 г.',
      // Formed at 21:05 UTC on 30 November: 1 December in Moscow.
      'от 01.12.2026',
      'в период с 01.11.2026 по 30.11.2026',
      'Общество с ограниченной ответственностью «Гарантийная платформа»',
      '7707083893 / 770701001',
      '№ 10452',
      '21.11.2026',
      'ООО «СтройМонтаж»',
      'ИНН 7701234567',
      'Обеспечение исполнения',
      '12 500 000,00',
      '250 000,00',
      '280 000,00',
      '92 500,00',
      'надбавка 30 000,00',
      'изменение',
      '3 125,00',
      'ИП Кузнецова Анна Сергеевна',
      '12 345,67',
      '3 086,42',
      '98 711,42',
      'НДС 22 %',
      '21 716,51',
      '120 427,93',
      'Сто двадцать тысяч четыреста двадцать семь рублей 93 копейки, в том числе НДС 22 % — 21 716,51 руб.',
      'Петров И. С.',
      'Генеральный директор',
      'Представитель Оператора',
    ]) expect(text).toContain(expected);
    expect(text).not.toContain('руб..');
  });

  itReadingPdf('an agent without NDS gets «Без НДС» and a month of refunds a negative total in words', async () => {
    const refund: ActLineWire = { ...sampleLines[0]!, id: '9', kind: 'refund', markup_kopecks: -3_000_000, reward_kopecks: -9_250_000 };
    const totals = actTotals([refund], { rate: null });
    const text = flat(pdfText(await renderPdf(revisionActDocument({ ...sampleAct, totals }, [refund], sampleAgent, { today: '01.12.2026' }))));
    expect(text).toContain('Без НДС');
    expect(text).toContain('-92 500,00');
    expect(text).toContain('Минус девяносто две тысячи пятьсот рублей 00 копеек, НДС не облагается.');
    expect(text).toContain('возврат комиссии');
    expect(text).toContain('удерживает');
  });

  itReadingPdf('a month of a hundred lines runs over several pages, numbered, its header repeated', async () => {
    const many = Array.from({ length: 100 }, (_, index): ActLineWire => ({ ...sampleLines[2]!, id: String(index), request_id: 20_000 + index }));
    const many_pdf = await renderPdf(revisionActDocument({ ...sampleAct, totals: actTotals(many, { rate: 22 }) }, many, sampleAgent, { today: '01.12.2026' }));
    const pages = pdfPageCount(many_pdf);
    expect(pages).toBeGreaterThan(3);
    const text = pdfText(many_pdf);
    expect(text).toContain(`Страница ${pages} из ${pages}`);
    expect(text.match(/Вознаграждение,/g)?.length).toBeGreaterThanOrEqual(pages - 1);
    expect(flat(text)).toContain('№ 20099');
  });

  itReadingPdf('a month without accruals says so instead of an empty table', async () => {
    const text = flat(pdfText(await renderPdf(revisionActDocument({ ...sampleAct, totals: actTotals([], { rate: null }) }, [], sampleAgent, { today: '01.12.2026' }))));
    expect(text).toContain('В периоде не начислено вознаграждение ни по одной гарантии.');
    expect(text).toContain('Ноль рублей 00 копеек');
  });
});

describe('the agent\'s invoice (PDF)', async () => {
  const pdf = await renderPdf(revisionInvoiceDocument({ number: '2026-0007', date: '2026-12-05' }, sampleAct, sampleAgent, sampleDetails, { today: '05.12.2026' }));

  itReadingPdf('prints the payee\'s bank block, the number and date, one line for the act, NDS on top and the total in words', () => {
    expect(pdfPageCount(pdf)).toBe(1);
    const text = flat(pdfText(pdf));
    for (const expected of [
      'ПАО Сбербанк',
      'Банк получателя',
      '044525225',
      '30101810400000000225',
      '40702810200000012345',
      'ИНН 7707083893',
      'КПП 770701001',
      'Счёт на оплату № 2026-0007 от 05.12.2026',
      'ООО «Агентство гарантий», ИНН 7707083893, КПП 770701001',
      'Общество с ограниченной ответственностью «Гарантийная платформа», ИНН 9709123457, КПП 770901001',
      'акт № А-2026-11-0003 от 01.12.2026',
      'Агентское вознаграждение по акту №',
      'за ноябрь 2026 г.',
      'Итого: 98 711,42',
      'НДС 22 %: 21 716,51',
      'Всего к оплате: 120 427,93',
      'Всего наименований 1, на сумму 120 427,93 руб.',
      'Сто двадцать тысяч четыреста двадцать семь рублей 93 копейки.',
      'в т. ч. НДС 22 % — 21 716,51 руб.',
      'Петров И. С.',
    ]) expect(text).toContain(expected);
    expect(text).not.toContain('руб..');
  });

  itReadingPdf('a sole trader prints no KPP and signs as the entrepreneur; without NDS says so', async () => {
    const ip = { ...sampleAgent, name: 'ИП Соколов Пётр Андреевич', inn: '500100732259', kpp: null, is_ip: true };
    const totals = actTotals(sampleLines, { rate: null });
    const text = flat(pdfText(await renderPdf(revisionInvoiceDocument({ number: '2027-0001', date: '2027-01-10' }, { ...sampleAct, totals }, ip, sampleDetails, { today: '10.01.2027' }))));
    expect(text).not.toContain('КПП 770701001');
    expect(text).not.toContain('КПП —');
    expect(text).toContain('Индивидуальный предприниматель');
    expect(text).toContain('Без НДС');
    expect(text).toContain('НДС не облагается.');
    expect(text).toContain('Всего к оплате: 98 711,42');
  });
});

describe('the act\'s lines as xlsx', async () => {
  const bytes = await actLinesWorkbook({ ...sampleAct, organization }, sampleLines);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;

  it('is one sheet: the title, the organisation, the header frozen above the lines', () => {
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(workbook.worksheets).toHaveLength(1);
    expect(sheet.name).toBe('Строки акта');
    expect(sheet.getCell('A1').value).toBe('Акт № А-2026-11-0003 за ноябрь 2026 г.');
    expect(sheet.getCell('A2').value).toBe('ООО «Агентство гарантий», ИНН 7707083893');
    expect(sheet.getRow(4).values).toEqual([undefined, '№', 'Заявка', 'Начисление', 'Дата', 'Клиент', 'ИНН клиента', 'Банк', 'Вид гарантии', 'Сумма гарантии, руб.', 'Комиссия банка, руб.', 'Комиссия клиента, руб.', 'Ставка, %', 'Надбавка, руб.', 'Вознаграждение, руб.']);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 4 });
  });

  it('keeps every figure a number the accountant can sum, and the day on Moscow\'s clock', () => {
    const row = sheet.getRow(5).values as unknown[];
    expect(row.slice(1)).toEqual([1, 10452, 'оплата', new Date('2026-11-21T00:00:00.000Z'), 'ООО «СтройМонтаж»', '7701234567', 'Банк ВТБ (ПАО)', 'Обеспечение исполнения контракта с авансом', 12_500_000, 250_000, 280_000, 25, 30_000, 92_500]);
    expect(sheet.getRow(6).getCell(3).value).toBe('изменение комиссии');
    expect(sheet.getRow(7).getCell(14).value).toBe(3086.42);
    expect(sheet.getRow(5).getCell(14).numFmt).toBe('#,##0.00');
  });

  it('adds up as the act does: a SUM with its value, the act\'s NDS, the total', () => {
    expect(sheet.getCell('M9').value).toBe('Вознаграждение Агента');
    expect(sheet.getCell('N9').value).toEqual({ formula: 'SUM(N5:N7)', result: 98_711.42 });
    expect(sheet.getCell('M10').value).toBe('НДС 22 %');
    expect(sheet.getCell('N10').value).toBe(21_716.51);
    expect(sheet.getCell('N11').value).toEqual({ formula: 'N9+N10', result: 120_427.93 });
  });

  it('an act without lines still has its totals, and no filter over nothing', async () => {
    const empty = new ExcelJS.Workbook();
    await empty.xlsx.load((await actLinesWorkbook({ ...sampleAct, organization, totals: actTotals([], { rate: null }) }, [])) as unknown as ArrayBuffer);
    const only = empty.worksheets[0]!;
    expect(only.getCell('N6').value).toBe(0);
    expect(only.getCell('M7').value).toBe('Без НДС');
    expect(only.getCell('N8').value).toMatchObject({ formula: 'N6+N7' });
    expect(only.autoFilter).toBeUndefined();
  });
});
