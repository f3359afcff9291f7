/** Russian words of the request form stores (spec-2 §8 and the form's own). */
export const requestFormTexts = {
  saved: 'Черновик сохранён',
  banksChosen: 'Банки для отправки сохранены',
  saveFailed: 'Не удалось сохранить шаг. Проверьте данные и попробуйте ещё раз.',
  stepInvalid: 'Исправьте ошибки на шаге, чтобы перейти дальше',
  readonly: 'Заявка доступна только для чтения',
  loadFailed: 'Не удалось загрузить заявку',
  companyCheckFailed: 'Не удалось проверить компанию',
  tenderNotFound: 'Закупка с таким номером не найдена в ЕИС',
  tenderLookupFailed: 'Не удалось получить сведения о закупке',
  uploadFailed: 'Ошибка загрузки документа',
  financeParsed: 'Отчётность загружена',
  financeParseFailed: 'Не удалось загрузить отчётность',
  financeDatesSkipped: (labels: readonly string[]): string =>
    `В файле есть отчётность за ${labels.join(', ')}: в заявке такого периода нет, эти данные не перенесены.`,
  createFailed: 'Не удалось создать заявку',
} as const;
