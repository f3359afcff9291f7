/** The Russian refusals of the notification settings. */
export const notificationTexts = {
  unknownKind: (kind: string) => `Неизвестный вид уведомлений: «${kind}»`,
  unknownChannel: (channel: string) => `Неизвестный канал уведомлений: «${channel}». Допустимы app, email, sms`,
  nothingToChange: 'Не указано, какие настройки уведомлений изменить',
} as const;
