/** User-facing Russian texts produced by the stores (the screens keep theirs beside them). */
export const runtimeTexts = {
  registrationConfirmed: {
    title: 'Регистрация подтверждена',
    text: 'Войдите в личный кабинет с e-mail и паролем, указанными при регистрации.',
  },
  registrationConfirmedSignedIn: {
    title: 'Регистрация подтверждена',
    text: 'Вы вошли в личный кабинет. Создайте первую заявку на гарантию.',
  },
  recoverySent: {
    title: 'Проверьте почту',
    text: 'Если учётная запись с адресом {login} существует, мы отправили на него код для смены пароля.',
  },
  passwordChanged: {
    title: 'Пароль изменён',
    text: 'Войдите с новым паролем. Все прежние сеансы завершены.',
  },
  organisationSwitched: {
    title: 'Организация изменена',
    text: 'Вы работаете от имени {name}.',
  },
  banners: {
    newClientLk:
      'Теперь ваши клиенты могут сами принимать предложения банков и отправлять заявки в банк из нового личного кабинета клиента.',
    signing:
      'К платформе подключились новые банки. Чтобы отправлять в них заявки, подпишите дополнительный договор с оператором.',
    signingBanks: 'Банки, ожидающие подписания: {banks}.',
    signingButton: 'Подписать договор',
  },
  log: {
    failedCall: (call: string) => (call ? `Сбой вызова ${call}` : 'Сбой вызова'),
    hubState: (state: string) => `Хаб уведомлений: ${state}`,
    hubStates: {
      Disconnected: 'отключён',
      Connecting: 'подключается',
      Connected: 'подключён',
      Reconnecting: 'связь потеряна, переподключается',
      Disconnecting: 'отключается',
    },
    uncaught: 'Необработанная ошибка',
    fileName: (stamp: string) => `журнал-${stamp}.csv`,
  },
} as const;

/** Puts values into a text: 'Код отправлен на {email}' -> 'Код отправлен на a@b.ru'. */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
