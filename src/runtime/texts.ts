/** User-facing Russian texts produced by the stores (the screens keep theirs beside them). */
export const runtimeTexts = {
  registrationConfirmed: {
    title: 'Регистрация подтверждена',
    text: 'Войдите в личный кабинет с e-mail и паролем, указанными при регистрации.',
  },
  registrationSent: {
    title: 'Код отправлен',
    text: 'Мы отправили код подтверждения на {email}. Введите его, чтобы завершить регистрацию.',
  },
  recoverySent: {
    title: 'Проверьте почту',
    text: 'Если учётная запись с адресом {login} существует, мы отправили на него код для смены пароля.',
  },
  passwordChanged: {
    title: 'Пароль изменён',
    text: 'Войдите с новым паролем. Все прежние сеансы завершены.',
  },
  phoneCodeSent: {
    title: 'Код отправлен',
    text: 'Введите код из SMS, отправленного на номер {phone}.',
  },
  phoneCodeInvalid: 'Неверный код из SMS. Проверьте код или запросите новый.',
  organisationSwitched: {
    title: 'Организация изменена',
    text: 'Вы работаете от имени {name}.',
  },
  copied: 'Скопировано',
  hideAll: 'Скрыть все',
  banners: {
    newClientLk:
      'Теперь ваши клиенты могут сами принимать предложения банков и отправлять заявки в банк из нового личного кабинета клиента.',
    signing:
      'К платформе подключились новые банки. Чтобы отправлять в них заявки, подпишите дополнительный договор с оператором.',
    signingButton: 'Подписать договор',
  },
} as const;

/** Puts values into a text: 'Код отправлен на {email}' -> 'Код отправлен на a@b.ru'. */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
