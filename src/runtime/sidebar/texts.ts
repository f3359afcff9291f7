/** Russian words of the side panels' stores. */
export const sidebarTexts = {
  requestLoadFailed: 'Не удалось загрузить заявку. Проверьте связь и откройте панель ещё раз.',
  historyLoadFailed: 'Не удалось загрузить историю статусов',
  versionsLoadFailed: 'Не удалось загрузить версии предложения',
} as const;
