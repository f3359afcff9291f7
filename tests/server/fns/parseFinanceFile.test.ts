import { describe, expect, it } from 'vitest';
import { parseFinanceFile } from '../../../src/server/integrations/fns/parseFinanceFile';
import { fixture, refusal } from './fixtures';

describe('parseFinanceFile: what is not a statement', () => {
  it.each<[string, Buffer, string, string]>([
    ['an empty file', Buffer.alloc(0), 'empty', 'Файл пустой'],
    ['a scanned PDF', fixture('malformed/scanned-statement.pdf'), 'not_recognized', 'Файл не похож на бухгалтерскую отчётность ФНС (XML) или выгрузку ГИР БО (xlsx)'],
    ['a web page', Buffer.from('<!DOCTYPE html><html><body>Отчётность</body></html>'), 'not_recognized', 'Файл не похож на бухгалтерскую отчётность ФНС (XML) или выгрузку ГИР БО (xlsx)'],
    ['plain text', Buffer.from('Выручка 2110 184560'), 'not_recognized', 'Файл не похож на бухгалтерскую отчётность ФНС (XML) или выгрузку ГИР БО (xlsx)'],
    ['a single byte', Buffer.from('P'), 'not_recognized', 'Файл не похож на бухгалтерскую отчётность ФНС (XML) или выгрузку ГИР БО (xlsx)'],
    [
      'an Excel 97-2003 book',
      fixture('malformed/legacy.xls'),
      'not_recognized',
      'Файл в формате Excel 97–2003 (xls) не поддерживается. Сохраните выгрузку ГИР БО в формате xlsx или приложите XML-файл отчётности ФНС',
    ],
  ])('%s', (_name, bytes, reason, message) => {
    const error = refusal(() => parseFinanceFile({ bytes, fileName: 'balance.xml', mime: 'text/xml' }));
    expect([error.reason, error.message]).toEqual([reason, message]);
  });

  it('refuses a file over 4 MB before reading it', () => {
    const bytes = Buffer.alloc(4 * 1_048_576 + 1, 0x20);
    const error = refusal(() => parseFinanceFile({ bytes, fileName: 'big.xml' }));
    expect([error.reason, error.message]).toEqual(['too_large', 'Файл больше 4 МБ (4,0 МБ). Приложите отчётность одним файлом меньшего размера']);
  });

  it('tells the format by content whatever the declared type says', () => {
    const xml = parseFinanceFile({ bytes: fixture('bfo/7701234560.xml'), fileName: 'upload', mime: 'application/octet-stream' });
    const xlsx = parseFinanceFile({ bytes: fixture('bfo/6623456787.xlsx'), fileName: 'upload', mime: 'text/plain' });
    expect([xml.source, xlsx.source]).toEqual(['fns_xml', 'girbo_xlsx']);
  });
});
