/** Russian words of the chat's rules (the composer's refusals, the day headings). */
export const chatDomainTexts = {
  today: 'Сегодня',
  yesterday: 'Вчера',
  empty: 'Напишите сообщение или приложите файл',
  sending: 'Сообщение отправляется',
  readonly: 'Чат сейчас только для чтения',
  uploadsMissing: 'Приложите документы, которые просит банк',
} as const;
