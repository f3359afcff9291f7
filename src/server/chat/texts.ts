import { formatDate } from '../../domain/format/formatDate';

/** Russian texts of the chat calls (spec-2 §7.4; the rules' own texts are in src/domain/chat/chatTexts.ts). */
export const chatServerTexts = {
  chatNotFound: 'Чат не найден',
  messageNotFound: 'Сообщение не найдено',
  notForSigning: 'Документы этого сообщения не отправлены на подпись',
  demandNotFound: 'Запрос банка не найден',
  notAuthor: 'Удалить можно только своё сообщение',
  cannotDeleteDemand: 'Запрос банка из чата не удаляется',
  answerKept: 'Ответ на запрос уже передан и не удаляется',
  discussionKept: 'Условия, отправленные банку на согласование, не удаляются: банк уже их получил',
  foreignFiles: 'Файлы сообщения должны быть загружены вашей организацией',
  scopeNotForChat: 'Эти файлы относятся к документам заявки и не прикладываются к сообщению',
  scopeSent: 'Сообщение с этими файлами уже отправлено',
  tooManyFiles: (max: number) => `К сообщению можно приложить не больше ${max} файлов`,
  requestChatTitle: (id: number) => `Чат по заявке № ${id}`,
  operatorName: 'Оператор платформы',
  demandAnsweredText: 'Ответ на запрос',
  discussionText: (terms: { date_from: string; date_to: string; sum: string; comment: string | null; customers: number }) =>
    [
      'Прошу согласовать проект договора на условиях:',
      `сумма гарантии — ${terms.sum} ₽;`,
      `срок — с ${formatDate(terms.date_from)} по ${formatDate(terms.date_to)}.`,
      ...(terms.customers > 0 ? [`Список заказчиков: ${terms.customers}.`] : []),
      ...(terms.comment ? [`Комментарий: ${terms.comment}`] : []),
    ].join('\n'),
  idempotencyMismatch: 'Сообщение с этим ключом уже отправлено в другой чат',
} as const;

/** The storage type of a chat message's files sent for signing: the signing purpose 'chat' covers them. */
export const chatSignType = 'chat_sign';

/** How many files one message carries at most. */
export const maxMessageFiles = 20;
