/** Russian texts of the bank API and the gateway. */
export const bankApiTexts = {
  badKey: 'Неверный или отозванный ключ банковского API',
  noKey: 'Не передан ключ банковского API: заголовок Authorization: Bearer <ключ> или X-Api-Key',
  subRequestNotFound: 'Заявка в банк не найдена',
  fileNotFound: 'Файл не найден',
  claimNotFound: 'Претензия не найдена',
  claimAlreadyAnswered: 'На эту претензию банк уже ответил',
  unknownEvent: (event: string) => `Неизвестное событие «${event}».`,
  notBankEvent: (label: string) => `Событие «${label}» совершает не банк, а агент, клиент или платформа.`,
  eventViaEndpoint: (label: string, endpoint: string) => `Событие «${label}» присылается вместе с данными: POST …/${endpoint}.`,
  datesReversed: 'Дата окончания гарантии раньше даты начала',
  approveNeedsCommission: 'Для одобрения претензии укажите комиссию за изменения (commission)',
  documentKind: 'Вид документа (kind) должен быть одним из: guarantee, contract, draft_agreement, claim_document, offer_document, additional_document, other',
  offerDocumentTooLate: (status: string) =>
    `Документ к предложению (offer_document) принимается, пока предложение не принято и не подписано; заявка в статусе «${status}». Документ на подпись после принятия присылайте видом additional_document.`,
  additionalDocumentTooEarly: (status: string) =>
    `Дополнительный документ на подпись (additional_document) принимается после принятия предложения; заявка в статусе «${status}». Документ, который подписывается вместе с принятием, присылайте видом offer_document.`,
  signatureNotFound: 'Подпись не найдена',
  dateTo: 'Дата окончания гарантии (date_to) должна быть в формате ГГГГ-ММ-ДД',
} as const;
