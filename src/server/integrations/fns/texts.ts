/**
 * Every Russian text of finance-statement parsing and of the БФО register, in one place.
 * Functions build the texts that carry a value.
 */
export const financeTexts = {
  notRecognized: 'Файл не похож на бухгалтерскую отчётность ФНС (XML) или выгрузку ГИР БО (xlsx)',
  legacyXls:
    'Файл в формате Excel 97–2003 (xls) не поддерживается. Сохраните выгрузку ГИР БО в формате xlsx или приложите XML-файл отчётности ФНС',
  empty: 'Файл пустой',
  tooLarge: (limitMb: number, sizeMb: string) => `Файл больше ${limitMb} МБ (${sizeMb} МБ). Приложите отчётность одним файлом меньшего размера`,
  brokenXml: (line: number, column: number, detail: string) => `Повреждённый XML: строка ${line}, позиция ${column}: ${detail}`,
  doctype: 'XML содержит объявление DOCTYPE или сущности. Такие файлы не принимаются: отчётность ФНС их не содержит',
  badEncoding: (encoding: string) => `Файл объявлен в кодировке ${encoding}, но содержит недопустимые для неё байты`,
  unknownEncoding: (encoding: string) => `Кодировка ${encoding} не поддерживается: ожидается windows-1251 или UTF-8`,
  notFnsXml: 'XML-файл не является бухгалтерской отчётностью ФНС: нет элементов Файл/Документ (КНД 0710099)',
  wrongKnd: (knd: string) => `Документ с КНД ${knd} не является бухгалтерской отчётностью (ожидается КНД 0710099)`,
  noYear: 'В файле не указан отчётный год (атрибут ОтчетГод)',
  missingForm: (okud: string, name: string) => `В файле нет формы ${okud} (${name})`,
  notNumber: (code: string, name: string, year: number, value: string) =>
    `Строка ${code} («${name}») за ${year} год: значение «${value}» не является числом`,
  unknownUnit: (okei: string) => `Неизвестная единица измерения ОКЕИ ${okei}: ожидаются тысячи (384), миллионы (385) или рубли (383)`,
  tooComplex: (seconds: number) =>
    `Файл не удалось прочитать за ${seconds} с: он слишком сложный. Приложите отчётность ФНС (XML) или выгрузку ГИР БО (xlsx) без лишних данных`,
  unreadable: 'Файл не удалось прочитать. Проверьте, что это отчётность ФНС (XML) или выгрузка ГИР БО (xlsx), и приложите его снова',
  parserBusy: 'Сейчас читается слишком много файлов отчётности. Повторите через минуту',
  brokenZip: 'Файл xlsx повреждён: не удалось прочитать архив',
  brokenXlsxPart: (part: string, detail: string) => `Файл xlsx повреждён: ${part}: ${detail}`,
  encryptedZip: 'Файл xlsx защищён паролем. Снимите защиту и приложите файл снова',
  zipTooLarge: (limitMb: number) => `Распакованное содержимое xlsx больше ${limitMb} МБ: файл не принят`,
  zipTooManyFiles: (count: number) => `В архиве xlsx слишком много файлов (${count}): файл не принят`,
  notXlsx: 'Архив не является книгой Excel (xlsx): нет xl/workbook.xml',
  noTable: 'В выгрузке ГИР БО не найдена таблица с колонкой «Код» и годами отчётных периодов',
  // Warnings
  convertedFromRubles: 'Значения в файле указаны в рублях и переведены в тысячи рублей',
  convertedFromMillions: 'Значения в файле указаны в миллионах рублей и переведены в тысячи рублей',
  unknownCodes: (codes: readonly string[]) => `Строки с кодами ${codes.join(', ')} не входят в отчёт и пропущены`,
  unmappedElements: (paths: readonly string[]) => `Элементы XML без строки отчёта пропущены: ${paths.join(', ')}`,
  tooManyPeriods: (count: number, kept: number) => `В файле ${count} периодов, сохранены последние ${kept}`,
  balanceMismatch: (year: number, assetsCode: string, assets: string, liabilitiesCode: string, liabilities: string) =>
    `Баланс за ${year} год не сходится: актив (строка ${assetsCode}) ${assets}, пассив (строка ${liabilitiesCode}) ${liabilities}`,
  otherCompany: (file: { inn: string; name?: string | undefined }, request: { inn: string; name?: string | undefined }) =>
    `Отчётность в файле — другой компании: ИНН ${file.inn}${file.name ? ` (${file.name})` : ''}, а заявка оформлена на ИНН ${request.inn}${request.name ? ` (${request.name})` : ''}. Загрузите отчётность компании, на которую оформлена заявка`,
  nameDisagrees: (fileName: string, actual: string) => `Файл «${fileName}» прочитан по содержимому как ${actual}`,
  // БФО register
  bfoNotFound: 'документ отсутствует на Ресурсе БФО. Приложите документ и заполните данные вручную.',
  bfoUnavailable: 'Ресурс БФО не ответил. Приложите документ и заполните данные вручную.',
} as const;
