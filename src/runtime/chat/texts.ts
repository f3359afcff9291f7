/** Russian words of the chat stores: what a chat says when it cannot be read or a message did not go. */
export const chatRuntimeTexts = {
  listFailed: 'Не удалось загрузить чаты заявки. Попробуйте ещё раз.',
  loadFailed: 'Не удалось загрузить сообщения. Попробуйте ещё раз.',
  noBankChat: 'Чата с этим банком пока нет: он появится, когда заявка уйдёт в банк.',
  noRequestChat: 'Чата по этой заявке пока нет.',
  notSent: 'Сообщение не отправлено: {reason}. Текст и файлы остались в поле ввода — отправьте ещё раз.',
  notSentTitle: 'Сообщение не отправлено',
  notSentToast: '{reason}. Текст и файлы остались в поле ввода.',
  deleteFailed: 'Не удалось удалить сообщение',
} as const;
