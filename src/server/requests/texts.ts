/** Russian texts of the request record and its calls (spec-2 §8 where it gives them). */
export const requestTexts = {
  notFound: 'Заявка не найдена',
  readonly: 'Заявка доступна только для чтения',
  tenderWithoutRequest: 'requestNumber не задан для сохранения tender',
  alreadyExists: (id: number) => `Заявка на эту закупку уже есть: № ${id}`,
  unstorableText: 'Поле «Закупка»: текст содержит недопустимые символы',
  companyNotChecked: 'Не удалось проверить компанию',
  guaranteeFromTenderHint:
    'Сохраните в заявке закупку, в которой указана сумма обеспечения заявки (срок подачи заявок ещё не истёк) или исполнения контракта',
  changedWhilePrinting: 'Заявка изменилась, пока формировались печатные формы. Сформируйте их ещё раз',
} as const;
