/** Russian texts of the request form calls. */
export const requestFormTexts = {
  notAnObject: 'Данные шага должны быть объектом',
  unknownStep: (step: string) => `Шаг «${step}» не найден`,
  startStepClosed: 'Данные о компании и гарантии задаются при создании заявки и позже не меняются',
  unstorableText: 'Текст содержит недопустимые символы',
  draftTooBig: 'Черновик шага слишком велик, чтобы его сохранить',
  nothingToCheck: (title: string) => `Шаг «${title}» ещё не сохранён`,
  unknownBank: (uuid: string) => `Банк ${uuid} не найден`,
  customerNotFound: 'Заказчик не найден',
  documentNotStored: (name: string) => `Файл «${name}» не загружен в документы этой заявки`,
  questionnaireTypeMismatch: (expected: 'juridical' | 'individual') =>
    expected === 'individual'
      ? 'Заявитель — индивидуальный предприниматель: сохраните анкету ИП'
      : 'Заявитель — организация: сохраните анкету юридического лица',
  parametersNotSaved: 'Параметры гарантии ещё не сохранены',
  contactsNotSaved: 'Реквизиты и контакты ещё не сохранены: контакты заказчика сохраняются вместе с ними',
} as const;
