/** Russian texts of the questionnaire calls: the finance upload and the birth country. */
export const questionnaireTexts = {
  noFinanceFile: 'Приложите файл отчётности: XML ФНС или выгрузку ГИР БО в формате xlsx',
  notMultipart: 'Отправьте файл отчётности как multipart/form-data',
  oneFileOnly: 'Приложите один файл отчётности: несколько файлов за раз не принимаются',
  tooManyFields: 'В запросе слишком много полей',
  fieldTooLong: (name: string) => `Поле «${name}» слишком длинное`,
  fileNameInvalid: 'Имя файла содержит недопустимые символы',
  brokenUpload: 'Не удалось прочитать загруженный файл: запрос повреждён или оборван. Приложите файл ещё раз',
  fileTooLarge: (limitMb: number) => `Файл больше ${limitMb} МБ. Приложите отчётность одним файлом меньшего размера`,
  /** Titles of the text fields of uploads, for messages. */
  fieldTitles: { inn: 'ИНН' } as Readonly<Record<string, string>>,
  birthCountryFailed: 'Не смогли получить страну рождения',
} as const;
