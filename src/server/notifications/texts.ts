/** The server's own words about notifications: log lines and the name of a bank not in the config. */
export const notificationServerTexts = {
  someBank: 'Банк',
  drainFailed: 'Не удалось разослать уведомления',
  queueUnreadable: 'Не удалось прочитать очередь уведомлений',
  eventFailed: 'Не удалось разослать уведомления о событии; повтор позже',
} as const;
