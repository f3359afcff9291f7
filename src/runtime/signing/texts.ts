/** Russian texts of the signing stores. */
export const signingRuntimeTexts = {
  linkCopied: (banks: readonly string[]) => (banks.length > 0 ? `Ссылка на подписание скопирована (${banks.join(', ')})` : 'Ссылка на подписание скопирована'),
  noDocuments: 'Документы для подписания ещё не сформированы',
  certificateRequired: 'Выберите сертификат',
  signedAll: 'Документы подписаны',
  requestSigned: (id: number) => `Заявка № ${id} подписана и отправлена в банки, которые ждали подписи`,
  signFailed: (name: string, message: string) => `«${name}»: ${message}`,
} as const;
