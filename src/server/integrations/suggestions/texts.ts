/** Every Russian text of the suggestion service and of reading a company card, in one place. */
export const suggestionTexts = {
  dadataUnavailable: 'Сервис подсказок DaData недоступен, попробуйте позже',
  organizationNotFound: 'Организация не найдена',
  tooManyRequests: (seconds: number) => `Слишком много запросов подсказок. Повторите через ${seconds} с`,
  blankQuery: 'Поле «Текст запроса»: обязательно для заполнения',
  innOrOgrnRequired: 'Укажите ИНН или ОГРН организации',
  kppWithoutInn: 'КПП указывается только вместе с ИНН',
  parseMethodUnsupported: (method: string) =>
    `Разбор карточки предприятия для метода «${method}» не поддерживается: укажите party (организация) или bank (банк)`,
  fileUrlUnsupported:
    'Поле «Ссылка на файл»: укажите идентификатор файла в хранилище, ссылку на файл этого сервера (/v1/storage/read/file/…) или data:-ссылку',
  fileNotFound: 'Файл не найден в хранилище',
  storageUnavailable: 'Хранилище файлов недоступно, попробуйте позже',
  badDataUrl: 'Поле «Ссылка на файл»: некорректная data:-ссылка',
  fileEmpty: 'Файл пустой',
  fileTooLarge: (limitMb: number) => `Файл больше ${limitMb} МБ: карточка предприятия должна быть меньше`,
  fileTypeUnsupported: 'Карточка предприятия должна быть текстом (.txt), документом Word (.docx) или PDF с текстовым слоем',
  legacyDoc: 'Документ Word 97–2003 (.doc) не поддерживается: сохраните карточку в формате .docx или PDF',
  brokenDocx: 'Документ Word повреждён: не удалось прочитать его содержимое',
  brokenPdf: 'PDF повреждён: не удалось прочитать его содержимое',
  pdfWithoutText: 'В PDF нет текстового слоя (это скан): приложите карточку в формате .docx, .txt или PDF с текстом',
  noRequisites: (method: 'party' | 'bank') =>
    method === 'party' ? 'В карточке не найдены ИНН или ОГРН с верным контрольным числом' : 'В карточке не найден БИК банка',
} as const;
