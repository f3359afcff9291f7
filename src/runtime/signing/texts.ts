/** Russian texts of the signing stores. */
export const signingRuntimeTexts = {
  linkCopied: (banks: readonly string[]) => (banks.length > 0 ? `Ссылка на подписание скопирована (${banks.join(', ')})` : 'Ссылка на подписание скопирована'),
  noDocuments: 'Документы для подписания ещё не сформированы',
  certificateRequired: 'Выберите сертификат',
  signedAll: 'Документы подписаны',
  requestSigned: (id: number) => `Заявка № ${id} подписана и отправлена в банки, которые ждали подписи`,
  signFailed: (name: string, message: string) => `«${name}»: ${message}`,
  notStored: (name: string) => `Подпись документа «${name}» не сохранилась: обновите страницу и подпишите его снова`,
  offerLinkCopied: (bank: string) => `Ссылка на подписание предложения скопирована (${bank})`,
  claimLinkCopied: (bank: string) => `Ссылка на подписание изменений гарантии скопирована (${bank})`,
  additionalLinkCopied: (bank: string) => `Ссылка на подписание документов банка скопирована (${bank})`,
  noOfferToSign: 'Предложения, ожидающего подписания, по заявке нет',
} as const;
