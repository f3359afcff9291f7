import { describe, expect, it } from 'vitest';
import { PrintFormError, renderPrintForms, type PrintForm } from '../../../src/server/printforms/renderPrintForms';
import type { PrintableRequest } from '../../../src/server/printforms/PrintableRequest';
import legalJson from '../../fixtures/printforms/request-legal.json';
import ipJson from '../../fixtures/printforms/request-ip.json';
import { itReadingPdf, pdfPageCount, pdfText } from './pdfText';

const legal = legalJson as PrintableRequest;
const ip = ipJson as PrintableRequest;
const today = new Date('2026-11-21T21:30:00Z'); // already 22 November in Moscow

// Spaces that pdftotext's layout mode puts between columns do not matter to a reader.
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('renderPrintForms for a company', async () => {
  const forms = await renderPrintForms(legal, { today, bankName: 'ПАО «Промсвязьбанк»' });
  const [application, questionnaire] = forms as [PrintForm, PrintForm];

  it('renders the application and the questionnaire as PDF files with Russian names', () => {
    expect(forms.map((form) => [form.kind, form.fileName])).toEqual([
      ['application', 'Заявление на банковскую гарантию № 104528.pdf'],
      ['questionnaire', 'Анкета клиента ИНН 7701234560.pdf'],
    ]);
    for (const form of forms) {
      expect(form.pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(form.pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
    }
  });

  itReadingPdf('each form takes two A4 pages, numbered', () => {
    expect(forms.map((form) => pdfPageCount(form.pdf))).toEqual([2, 2]);
    expect(application.pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    const text = pdfText(application.pdf);
    expect(text).toContain('Страница 1 из 2');
    expect(text).toContain('Страница 2 из 2');
    expect(text).toContain('Сформировано 22.11.2026');
  });

  it('embeds its font: the text is real Cyrillic, not boxes', () => {
    expect(application.pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+Roboto/);
    expect(application.pdf.toString('latin1')).toContain('/FontFile2');
  });

  itReadingPdf('the application shows the principal, the beneficiary, the tender, the guarantee and the signer', () => {
    const text = flat(pdfText(application.pdf));
    for (const expected of [
      'В ПАО «Промсвязьбанк»',
      'ЗАЯВЛЕНИЕ',
      'на предоставление банковской гарантии',
      '№ 104528 от 18.11.2026',
      'Общество с ограниченной ответственностью «Северная Звезда» (далее — Принципал)',
      '7701234560 / 770101001',
      'Государственное бюджетное учреждение города Москвы',
      '0373200041526000187',
      '44-ФЗ',
      '48 750 000,00',
      'Обеспечение исполнения контракта с авансом',
      '7 312 500,00 руб.',
      'Семь миллионов триста двенадцать тысяч пятьсот рублей 00 копеек',
      'с 01.12.2026 по 29.02.2028',
      'Заверения Принципала',
      'Генеральный директор',
      'Петров С. Н.',
      'М.П.',
    ]) {
      expect(text).toContain(expected);
    }
  });

  itReadingPdf('the questionnaire shows the company, its head, founders with shares, bank and contacts', () => {
    const text = flat(pdfText(questionnaire.pdf));
    for (const expected of [
      'АНКЕТА КЛИЕНТА',
      'юридического лица',
      'Общая система налогообложения (ОСН)',
      '10 000 000,00',
      'Единоличный исполнительный орган',
      'Петров Сергей Николаевич',
      'бессрочно',
      'паспорт 45 12 № 345678, выдан 03.07.2023',
      'Российская Федерация',
      'Учредители (участники)',
      'ООО «Вектор» 6623456787 1186658012345 15',
      'Ахмедова Лейла Рашидовна',
      'Бенефициарные владельцы',
      '40702810938000012345',
      'tender@severnaya-zvezda.ru',
      'Клиент подтверждает',
    ]) {
      expect(text).toContain(expected);
    }
  });
});

describe('renderPrintForms for a sole entrepreneur', async () => {
  const forms = await renderPrintForms(ip, { today, kinds: ['questionnaire', 'application'] });

  itReadingPdf('renders the forms in the order asked, without founders and without a seal', () => {
    expect(forms.map((form) => form.kind)).toEqual(['questionnaire', 'application']);
    const questionnaire = flat(pdfText(forms[0]!.pdf));
    expect(questionnaire).toContain('индивидуального предпринимателя');
    expect(questionnaire).toContain('3. Индивидуальный предприниматель');
    expect(questionnaire).toContain('4. Банковские реквизиты');
    expect(questionnaire).not.toContain('Учредители');
    expect(questionnaire).toContain('09.10.1981, г. Караганда Казахской ССР');
    const application = flat(pdfText(forms[1]!.pdf));
    expect(application).toContain('В банк-гарант');
    expect(application).toContain('Девяносто две тысячи рублей 00 копеек');
    expect(application).toContain('Индивидуальный предприниматель Кравцов О. В.');
    expect(application).not.toContain('М.П.');
    expect(application).not.toContain('Цена контракта');
  });

  it('renders only the form asked for', async () => {
    const only = await renderPrintForms(ip, { today, kinds: ['application'] });
    expect(only.map((form) => form.kind)).toEqual(['application']);
  });
});

describe('renderPrintForms refuses a request it cannot print', () => {
  it('names everything that is missing, in Russian', async () => {
    const broken = {
      ...legal,
      request: { ...legal.request, inn: ' ' },
      parameters: { ...legal.parameters, sum: 0, dateTo: '' },
    } as PrintableRequest;
    await expect(renderPrintForms(broken)).rejects.toThrow(PrintFormError);
    await expect(renderPrintForms(broken)).rejects.toThrow(
      'Для печати заявления не хватает данных: ИНН принципала, сумма гарантии, дата окончания срока гарантии',
    );
  });
});
