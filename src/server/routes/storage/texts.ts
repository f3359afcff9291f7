/** Russian texts of the storage calls (spec-2 §8: a failed upload shows the server's message or 'Ошибка загрузки документа'). */
export const uploadTexts = {
  uploadFailed: 'Ошибка загрузки документа',
  notMultipart: 'Отправьте файл как multipart/form-data',
  noFile: 'Приложите файл',
  oneFileOnly: 'Приложите один файл: несколько файлов за раз не принимаются',
  emptyFile: 'Файл пустой',
  tooLarge: 'Файл больше 20 МБ. Приложите файл меньшего размера',
  wrongKind: 'Недопустимый формат файла: принимаются PDF, JPEG, PNG, документы Word (docx), таблицы Excel (xlsx), XML и файлы подписи (sig, p7s)',
  fieldMissing: (title: string) => `Поле «${title}»: обязательно для заполнения`,
  fieldInvalid: (title: string) => `Поле «${title}»: имеет неверный формат`,
  tooManyFields: 'Слишком много полей в загрузке',
  scopeNotFound: 'Область документов не найдена',
  fileNameTooLong: 'Имя файла длиннее 255 символов',
  fileNameInvalid: 'Имя файла содержит недопустимые символы',
} as const;
