import { describe, expect, it } from 'vitest';
import { renderPdf } from '../../../src/server/printforms/renderPdf';
import { CardFileError } from '../../../src/server/integrations/suggestions/CardFileError';
import { cardFileSource } from '../../../src/server/integrations/suggestions/cardFileSource';
import { cardText, maxCardBytes } from '../../../src/server/integrations/suggestions/cardText';
import { extractRequisites } from '../../../src/server/integrations/suggestions/extractRequisites';
import { makeDocx, makeZip } from './makeDocx';

const sber = { inn: [{ inn: '7707083893', kpp: '773601001' }], ogrn: ['1027700132195'], bic: ['044525225'] };

async function refusal(run: () => Promise<unknown> | unknown): Promise<string> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(CardFileError);
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
}

describe('requisites of a company card', () => {
  it.each([
    ['labels and values on one line', 'ИНН/КПП 7707083893/773601001\nОГРН 1027700132195\nБИК 044525225'],
    ['each on its own line with colons', 'ИНН: 7707083893\nКПП: 773601001\nОГРН: 1027700132195\nБанк: ПАО Сбербанк\nБИК: 044525225'],
    ['labels a few words before the value', 'ИНН организации: 7707083893, КПП организации 773601001; основной государственный ОГРН 1027700132195; БИК банка 044525225'],
    ['table cells: labels, then values', 'ИНН\tКПП\tОГРН\n7707083893\t773601001\t1027700132195\nБИК\n044525225'],
    ['lower case labels', 'инн 7707083893 кпп 773601001 огрн 1027700132195 бик 044525225'],
  ])('reads %s', (_case, text) => {
    expect(extractRequisites(text)).toEqual(sber);
  });

  it('drops numbers that fail their check and never takes an account or a phone for a requisite', () => {
    const text = 'ИНН 7707083894\nОГРН 1027700132196\nР/с 40702810938000012345\nК/с 30101810400000000225\nТел. 8 (495) 500-55-50\nБИК 044525225';
    expect(extractRequisites(text)).toEqual({ inn: [], ogrn: [], bic: ['044525225'] });
  });

  it('reads a sole entrepreneur (12-digit INN, 15-digit OGRNIP) without a KPP', () => {
    expect(extractRequisites('ИП Иванов И. И.\nИНН 500100732259\nОГРНИП 304500116000157')).toEqual({ inn: [{ inn: '500100732259', kpp: null }], ogrn: ['304500116000157'], bic: [] });
  });

  it('falls back to checked numbers when a card has no labels', () => {
    expect(extractRequisites('ПАО Сбербанк 7707083893 1027700132195 044525225')).toEqual({ inn: [{ inn: '7707083893', kpp: null }], ogrn: ['1027700132195'], bic: ['044525225'] });
  });

  it('takes a KPP written before its INN and keeps each INN once', () => {
    expect(extractRequisites('КПП 773601001 ИНН 7707083893. Повторно: ИНН 7707083893').inn).toEqual([{ inn: '7707083893', kpp: '773601001' }]);
  });
});

describe('text of a company card', () => {
  const card = 'Карточка предприятия\nИНН/КПП 7707083893/773601001\nОГРН 1027700132195\nБИК 044525225';

  it('reads UTF-8, UTF-8 with BOM, UTF-16 and windows-1251 text', async () => {
    expect(await cardText(Buffer.from(card, 'utf8'))).toBe(card);
    expect(await cardText(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(card, 'utf8')]))).toBe(card);
    expect(await cardText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(card, 'utf16le')]))).toBe(card);
    const cp1251 = Buffer.from([...card].map((ch) => (ch >= 'А' && ch <= 'я' ? ch.charCodeAt(0) - 0x410 + 0xc0 : ch.charCodeAt(0))));
    expect(await cardText(cp1251)).toBe(card);
  });

  it('reads a Word card whose table cells and split runs become lines', async () => {
    const docx = makeDocx([
      ['Полное наименование', 'Публичное акционерное общество «Сбербанк России»'],
      ['ИНН/КПП', '7707|083893 / 773601001'],
      ['ОГРН', '1027700132195'],
      ['БИК', '044525225'],
    ]);
    const text = await cardText(docx);
    expect(text).toContain('«Сбербанк России»');
    expect(extractRequisites(text)).toEqual(sber);
  });

  it('reads the text layer of a PDF card', async () => {
    const pdf = await renderPdf({ content: ['Карточка предприятия', 'ИНН/КПП 7707083893 / 773601001', 'ОГРН 1027700132195', 'БИК 044525225'] });
    expect(extractRequisites(await cardText(pdf))).toEqual(sber);
  });

  it('refuses what is not a readable card, in Russian', async () => {
    expect(await refusal(() => cardText(Buffer.alloc(0)))).toBe('Файл пустой');
    expect(await refusal(() => cardText(Buffer.alloc(maxCardBytes + 1, 0x20)))).toBe('Файл больше 2 МБ: карточка предприятия должна быть меньше');
    expect(await refusal(() => cardText(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])))).toBe(
      'Документ Word 97–2003 (.doc) не поддерживается: сохраните карточку в формате .docx или PDF',
    );
    expect(await refusal(() => cardText(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])))).toBe(
      'Карточка предприятия должна быть текстом (.txt), документом Word (.docx) или PDF с текстовым слоем',
    );
    expect(await refusal(() => cardText(makeZip({ 'xl/workbook.xml': '<workbook/>' })))).toBe(
      'Карточка предприятия должна быть текстом (.txt), документом Word (.docx) или PDF с текстовым слоем',
    );
    expect(await refusal(() => cardText(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(40)])))).toBe(
      'Документ Word повреждён: не удалось прочитать его содержимое',
    );
    expect(await refusal(() => cardText(Buffer.from('%PDF-1.7\nnot really a pdf')))).toBe('PDF повреждён: не удалось прочитать его содержимое');
    const scan = await renderPdf({ content: [{ canvas: [{ type: 'rect', x: 0, y: 0, w: 100, h: 100, color: '#777777' }] }] });
    expect(await refusal(() => cardText(scan))).toBe('В PDF нет текстового слоя (это скан): приложите карточку в формате .docx, .txt или PDF с текстом');
  });
});

describe('where a company card is', () => {
  it('reads data: URLs in base64 and percent-encoding', () => {
    expect(cardFileSource(`data:text/plain;base64,${Buffer.from('ИНН 7707083893').toString('base64')}`, 'garant.local')).toEqual({
      kind: 'inline',
      bytes: Buffer.from('ИНН 7707083893'),
    });
    expect(cardFileSource(`data:,${encodeURIComponent('БИК 044525225')}`, 'garant.local')).toEqual({ kind: 'inline', bytes: Buffer.from('БИК 044525225') });
  });

  it('reads this server’s storage by id, path or absolute URL', () => {
    const id = '0b9d3f2e-6a52-4c1e-9d0f-5f3a2b1c4d5e';
    const path = `/v1/storage/read/file/${id}/name/card.docx`;
    expect(cardFileSource(id, 'garant.local')).toEqual({ kind: 'storage', path: `/v1/storage/read/file/${id}/name/card` });
    expect(cardFileSource(path, 'garant.local')).toEqual({ kind: 'storage', path });
    expect(cardFileSource(`https://garant.local${path}`, 'garant.local')).toEqual({ kind: 'storage', path });
  });

  it('refuses other hosts, other paths and broken data: URLs', async () => {
    const other = 'Поле «Ссылка на файл»: укажите идентификатор файла в хранилище, ссылку на файл этого сервера (/v1/storage/read/file/…) или data:-ссылку';
    expect(await refusal(() => cardFileSource('https://evil.example/v1/storage/read/file/1/name/x', 'garant.local'))).toBe(other);
    expect(await refusal(() => cardFileSource('http://169.254.169.254/latest/meta-data', 'garant.local'))).toBe(other);
    expect(await refusal(() => cardFileSource('/v1/currentuser/read', 'garant.local'))).toBe(other);
    expect(await refusal(() => cardFileSource('file:///etc/passwd', 'garant.local'))).toBe(other);
    expect(await refusal(() => cardFileSource('data:text/plain;base64,@@@', 'garant.local'))).toBe('Поле «Ссылка на файл»: некорректная data:-ссылка');
    expect(await refusal(() => cardFileSource('data:text/plain;base64', 'garant.local'))).toBe('Поле «Ссылка на файл»: некорректная data:-ссылка');
    expect(await refusal(() => cardFileSource('data:,%E0%A4%A', 'garant.local'))).toBe('Поле «Ссылка на файл»: некорректная data:-ссылка');
  });
});
