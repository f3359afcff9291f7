/** Russian texts of the operator's desk stores (docs/operator-desk.md). */
export const deskRuntimeTexts = {
  commentRequired: 'Напишите комментарий: его увидит агент',
  noBanks: 'Отметьте хотя бы один банк',
  verdictDone: {
    passed: 'Верификация пройдена',
    failed: 'Заявка возвращена на доработку',
    demand: 'Запрос отправлен агенту',
  },
  verdictText: (id: number, banks: string) => `Заявка № ${id}: ${banks}`,
  managerDone: 'Менеджер назначен',
  managerText: (id: number, name: string) => `Заявка № ${id}: менеджер — ${name}`,
  returnedDone: 'Заявка возвращена от клиента',
  returnedText: (id: number) => `Заявка № ${id} снова у агента`,
  contentRequired: 'Напишите текст объявления',
  published: 'Объявление опубликовано',
  withdrawn: 'Объявление снято',
} as const;
