/** Russian texts the profile's stores produce (success toasts and local checks). */
export const profileRuntimeTexts = {
  saved: 'Изменения сохранены',
  emailChanged: (email: string) => `E-mail изменён на ${email}. Подтвердите его кодом из письма.`,
  phoneChanged: 'Телефон изменён',
  passwordChanged: (ended: number) => (ended > 0 ? 'Пароль изменён. Другие сеансы завершены.' : 'Пароль изменён'),
  twoFactorOn: 'Двухфакторная защита включена: при входе по паролю понадобится код',
  twoFactorOff: 'Двухфакторная защита выключена',
  emailConfirmed: 'E-mail подтверждён',
  requisitesSaved: 'Реквизиты организации сохранены',
  ndsSaved: (nds: string) => `НДС по умолчанию: ${nds}`,
  noAnswer: 'Сервер не ответил. Повторите попытку.',
} as const;
