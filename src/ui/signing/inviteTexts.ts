/** Russian texts of the invitation dialog. */
export const inviteUiTexts = {
  menu: 'Пригласить клиента',
  title: (n: number) => `Пригласить клиента к заявке № ${n}`,
  lead: 'Клиент увидит заявку в своём кабинете: сам подпишет её электронной подписью, будет следить за решениями банков и принимать предложения.',
  email: 'E-mail клиента',
  send: 'Пригласить',
  close: 'Готово',
  cancel: 'Отмена',
} as const;
