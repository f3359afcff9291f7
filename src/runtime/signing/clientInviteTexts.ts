/** Russian texts of inviting a request's client. */
export const clientInviteTexts = {
  badEmail: 'Укажите e-mail клиента, например ivanov@company.ru',
  shown: (email: string) => `Заявка открыта в кабинете клиента; письмо отправлено на ${email}`,
  invited: (email: string) => `Приглашение отправлено на ${email}: заявка появится в кабинете клиента, когда он зарегистрируется с этим e-mail`,
} as const;
