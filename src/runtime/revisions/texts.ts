/** Russian texts of the settlements stores (docs/revisions-ui.md). */
export const revisionsRuntimeTexts = {
  messageRequired: 'Напишите сообщение',
  disputeRequired: 'Напишите, с чем вы не согласны: оператор увидит это в обсуждении акта',
  messageSent: 'Сообщение отправлено',
  disputeSent: 'Акт оспорен: оператор переформирует его',
  invoiceNeedsSignature: 'Счёт выставляется по акту, подписанному агентом',
  invoiceNeedsDetails: 'Заполните банковские реквизиты: по ним выставляется счёт',
  invoiceMade: (number: string) => `Счёт № ${number} выставлен`,
  detailsSaved: 'Реквизиты сохранены',
  detailsInvalid: 'Проверьте реквизиты: есть ошибки',
  formed: 'Акты сформированы',
  sent: (number: string) => `Акт № ${number} отправлен агенту`,
  paid: (number: string) => `Акт № ${number} отмечен оплаченным`,
  periodRequired: 'Укажите месяц в виде ГГГГ-ММ',
  actSigned: (number: string) => `Акт № ${number} подписан`,
  downloadFailed: 'Не удалось скачать файл',
} as const;
