/**
 * Every Russian text the server sends to a person, in one place, so that a wording can be found and
 * changed without a hunt. Functions build the texts that carry a value.
 */
export const texts = {
  badRequest: 'Некорректный запрос',
  bodyNotObject: 'Тело запроса должно быть объектом JSON',
  malformedJson: 'Тело запроса не является корректным JSON',
  emptyJson: 'Тело запроса пустое, хотя указан тип application/json',
  unsupportedMediaType: 'Неподдерживаемый тип содержимого: отправьте данные в формате application/json',
  bodyTooLarge: 'Слишком большой запрос',
  badUrl: 'Некорректный адрес запроса',
  tooDeep: 'Слишком глубокая вложенность данных запроса',
  controlCharacter: 'Адрес запроса содержит недопустимые символы',
  headersTooLarge: 'Слишком большие заголовки запроса',
  requestTimeout: 'Запрос не получен полностью вовремя',
  urlTooLong: 'Слишком длинный адрес запроса',
  unauthorized: 'Сессия истекла, войдите снова',
  forbidden: 'Доступ запрещён',
  inactiveAccount: 'Ваша учетная запись неактивна, пожалуйста, обратитесь в техническую поддержку',
  notFound: 'Ресурс не найден',
  methodNotAllowed: 'Метод не поддерживается',
  internal: 'Внутренняя ошибка сервера',
  registrationDisabled: 'Регистрация отключена',
  phoneLoginDisabled: 'Вход по телефону отключён',
  emailTaken: 'Пользователь с таким e-mail уже зарегистрирован',
  phoneTaken: 'Пользователь с таким телефоном уже зарегистрирован',
  innTaken: 'Организация с таким ИНН уже зарегистрирована: попросите её администратора добавить вас',
  clientInnTaken: 'Компания с таким ИНН уже зарегистрирована в кабинете клиента: попросите её администратора добавить вас',
  badConfirmationCode: 'Неверный или просроченный код подтверждения',
  wrongCredentials: 'Неверный e-mail или пароль',
  wrongPhoneCode: 'Неверный или просроченный код из SMS',
  notMember: 'Вы не состоите в этой организации',
  appNotBuilt: 'Приложение не собрано',
  appNotBuiltHint: 'Сервер работает, но веб-приложение ещё не собрано. Выполните «npm run build» или запустите «npm start».',
  emailDomainNotAllowed: (domains: readonly string[]) =>
    `Регистрация доступна только для адресов в доменах: ${domains.join(', ')}`,
  confirmRegistration: (email: string) => `Подтвердите регистрацию: код отправлен на ${email}`,
  actorMismatch: (actor: 'agent' | 'client') =>
    actor === 'agent'
      ? 'Эта учетная запись не предназначена для входа в кабинет агента'
      : 'Эта учетная запись не предназначена для входа в кабинет клиента',
  tooManyAttempts: (minutes: number) => `Слишком много попыток. Повторите через ${minutes} мин.`,
} as const;

/** Subjects and bodies of the messages the messenger sends. */
export const messageTexts = {
  registration: {
    subject: 'Код подтверждения регистрации',
    text: (code: string) =>
      `Код подтверждения регистрации на Платформе банковских гарантий: ${code}. Код действует 24 часа. Если вы не регистрировались, просто не отвечайте на это письмо.`,
  },
  recovery: {
    subject: 'Восстановление пароля',
    text: (code: string) =>
      `Код для восстановления пароля на Платформе банковских гарантий: ${code}. Код действует 1 час. Если вы не запрашивали восстановление, не сообщайте код никому.`,
  },
  phoneLogin: {
    subject: 'Код для входа',
    text: (code: string) => `Код для входа: ${code}. Никому его не сообщайте.`,
  },
  registrationAttempt: {
    subject: 'Попытка регистрации с вашим адресом',
    text: (email: string, recoveryUrl: string) =>
      `Кто-то пытался зарегистрироваться на Платформе банковских гарантий с адресом ${email}, который уже принадлежит вашей учётной записи. ` +
      `Ваша учётная запись не изменилась. Если это были вы и вы не помните пароль, восстановите его: ${recoveryUrl}. Если нет, ничего делать не нужно.`,
  },
} as const;
