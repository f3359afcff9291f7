/** The Russian texts of the profile's calls (POST /v1/currentuser/write/…, set-email, set-phone, kpp_or_ogrn). */
export const profileTexts = {
  notYourAccount: 'Изменить можно только свою учётную запись',
  wrongPassword: 'Неверный текущий пароль',
  wrongCode: 'Неверный или просроченный код подтверждения',
  sameEmail: 'Этот e-mail уже указан в вашем профиле',
  samePhone: 'Этот телефон уже указан в вашем профиле',
  samePassword: 'Новый пароль совпадает с текущим',
  nothingToUpdate: 'Нечего сохранять: укажите хотя бы одно поле',
  emailAlreadyConfirmed: 'E-mail уже подтверждён',
  noPhoneForSms: 'Чтобы получать коды по SMS, сначала укажите телефон в профиле',
  emailNotConfirmedForCodes: 'Сначала подтвердите e-mail: на неподтверждённый адрес коды не отправляются',
  channelRequired: 'Выберите, куда присылать код: SMS или e-mail',
  unknownNds: (choices: readonly string[]) => `Выберите НДС из списка: ${choices.join(', ')}`,
  organizationGone: 'Организация не найдена',
} as const;

/** Subjects and bodies of the profile's messages. */
export const profileMessageTexts = {
  setPhone: {
    subject: 'Код подтверждения телефона',
    text: (code: string) => `Код для смены телефона в профиле Платформы банковских гарантий: ${code}. Код действует 10 минут. Если вы не меняли телефон, смените пароль.`,
  },
  twoFactor: {
    subject: 'Код для входа',
    text: (code: string) => `Код для входа на Платформу банковских гарантий: ${code}. Код действует 10 минут. Никому его не сообщайте.`,
  },
  confirmEmail: {
    subject: 'Подтверждение e-mail',
    text: (code: string) => `Код подтверждения e-mail на Платформе банковских гарантий: ${code}. Код действует 1 час.`,
  },
  emailChanged: {
    subject: 'E-mail учётной записи изменён',
    text: (email: string) =>
      `E-mail для входа на Платформу банковских гарантий изменён на ${email}. Если это сделали не вы, срочно обратитесь в техническую поддержку.`,
  },
} as const;
