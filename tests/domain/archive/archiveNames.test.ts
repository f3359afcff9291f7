import { describe, expect, it } from 'vitest';
import { ArchiveNames, maxArchiveNameLength, numberedName, safeArchiveName } from '../../../src/domain/archive/archiveNames';

describe('safeArchiveName', () => {
  it.each<[string, string]>([
    ['Устав.pdf', 'Устав.pdf'],
    ['../../etc/passwd', '.._.._etc_passwd'],
    ['..\\..\\Windows\\win.ini', '.._.._Windows_win.ini'],
    ['Договор: версия 2?.pdf', 'Договор_ версия 2_.pdf'],
    ['"кавычки" <и> |черта| *звезда*', '_кавычки_ _и_ _черта_ _звезда_'],
    ['строка\nперевод\tтаб\u0000нуль', 'строка_перевод_таб_нуль'],
    ['  пробелы   внутри  ', 'пробелы внутри'],
    ['точка в конце.', 'точка в конце'],
    ['..', 'файл'],
    ['', 'файл'],
    ['CON', '_CON'],
    ['nul.txt', '_nul.txt'],
    ['COM1.pdf', '_COM1.pdf'],
    ['console.pdf', 'console.pdf'],
    // Decomposed «й» (и + combining breve) comes out composed, as Windows shows it.
    ['Справка и\u0306.pdf', 'Справка й.pdf'],
  ])('%j → %j', (name, safe) => {
    expect(safeArchiveName(name)).toBe(safe);
  });

  it('shortens a long name and keeps its extension', () => {
    const safe = safeArchiveName(`${'Очень длинное название документа '.repeat(10)}.pdf`);
    expect(safe.length).toBeLessThanOrEqual(maxArchiveNameLength);
    expect(safe.endsWith('.pdf')).toBe(true);
  });
});

describe('numberedName', () => {
  it.each<[string, number, string]>([
    ['Устав.pdf', 2, 'Устав (2).pdf'],
    ['Устав.pdf.sig', 3, 'Устав.pdf (3).sig'],
    ['без расширения', 2, 'без расширения (2)'],
    ['.hidden', 2, '.hidden (2)'],
  ])('%j, %i → %j', (name, n, numbered) => {
    expect(numberedName(name, n)).toBe(numbered);
  });
});

describe('ArchiveNames', () => {
  it('numbers the same name in one folder, case aside, and leaves other folders alone', () => {
    const names = new ArchiveNames();
    expect(names.claim(['Документы', 'Устав'], 'Устав.pdf')).toBe('Документы/Устав/Устав.pdf');
    expect(names.claim(['Документы', 'Устав'], 'устав.PDF')).toBe('Документы/Устав/устав (2).PDF');
    expect(names.claim(['Документы', 'Устав'], 'Устав.pdf')).toBe('Документы/Устав/Устав (3).pdf');
    expect(names.claim(['Печатные формы'], 'Устав.pdf')).toBe('Печатные формы/Устав.pdf');
    expect(names.claim([], 'Опись.csv')).toBe('Опись.csv');
  });

  it('never lets a folder or a name climb out of the archive', () => {
    const names = new ArchiveNames();
    const path = names.claim(['..', 'Банк ../../x'], '../../../evil.sh');
    expect(path.split('/').some((segment) => segment === '..' || segment === '.')).toBe(false);
    expect(path).toBe('папка/Банк .._.._x/.._.._.._evil.sh');
  });
});
