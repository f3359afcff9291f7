/** Russian words of the side panels' view stores: what a panel says when its data cannot be shown. */
export const sidebarViewTexts = {
  badRequestNumber: 'Номер заявки указан неверно',
  requestNotFound: 'Заявка № {n} не найдена или недоступна',
  requestLoadFailed: 'Не удалось загрузить заявку. Попробуйте ещё раз.',
  customersLoadFailed: 'Не удалось загрузить заказчиков заявки. Попробуйте ещё раз.',
  tenderUnavailable: 'ЕИС не ответила: ИНН и реквизиты заказчиков сейчас не показаны.',
  customerNotFound: 'Заказчик не найден среди заказчиков заявки',
  customerNotChosen: 'Не указан заказчик: откройте его из списка заказчиков',
  documentsLoadFailed: 'Не удалось загрузить документы заявки. Попробуйте ещё раз.',
  noDocumentsScope: 'У заявки ещё нет места для документов',
  fileLoadFailed: 'Не удалось загрузить файл. Попробуйте ещё раз.',
  fileNotFound: 'Файл не найден или удалён',
  fileNotChosen: 'Не указан файл',
  banksLoadFailed: 'Не удалось загрузить банки заявки. Попробуйте ещё раз.',
  bankNotFound: 'Банк не найден среди банков заявки',
  noAcceptedOffer: 'Предложение по заявке ещё не принято: форма гарантии и доставка появятся после принятия.',
  noOfferOfBank: 'Банк ещё не прислал предложение: форма гарантии и доставка появятся после его принятия.',
  offerNotAccepted: 'Предложение банка ещё не принято: форма гарантии и доставка появятся после принятия.',
  deliveryLoadFailed: 'Не удалось загрузить условия получения гарантии. Попробуйте ещё раз.',
  /** Labels of the fields a participating customer of a joint request must have (spec-2 §5.3). */
  customerRequired: {
    oktmo: 'ОКТМО',
    phone: 'телефон',
    email: 'e-mail',
    contacts_confirmed: 'подтверждение контактов',
  },
} as const;

