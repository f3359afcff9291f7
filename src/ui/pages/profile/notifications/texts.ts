/** The words of the notification settings page (/{role}/profile/manage-notification). */
export const notificationPageTexts = {
  globalTitle: 'Не получать уведомления',
  globalHint: 'Выключает все уведомления о заявках: в приложении, по e-mail и по SMS. Останется только сообщение в приложении о возврате заявки в черновик.',
  globalOnNotice: 'Уведомления выключены. Переключатели ниже вступят в силу, когда вы снова включите уведомления.',
  kindColumn: 'О чём сообщать',
  emailTo: (email: string) => `Письма приходят на ${email}.`,
  smsTo: (phone: string) => `SMS — на номер ${phone}.`,
  noPhone: 'Телефон в профиле не указан: SMS не придут.',
  saving: 'Сохраняем…',
  saved: 'Изменения сохранены',
  loadFailed: 'Не удалось загрузить настройки уведомлений',
  retry: 'Повторить',
  switchLabel: (kind: string, channel: string) => `${kind}: ${channel}`,
} as const;
