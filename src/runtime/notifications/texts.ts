/** The runtime's words about the notification settings. */
export const runtimeNotificationTexts = {
  saveFailed: 'Не удалось сохранить настройку уведомлений',
} as const;
