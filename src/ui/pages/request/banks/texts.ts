import type { RealtimeStore } from '../../../../runtime/RealtimeStore';

/** Russian words of the banks panel and the offer, discussion, claim and consent pages. */
export const banksUiTexts = {
  panel: {
    title: 'Банки',
    loading: 'Загружаем банки заявки…',
    empty: 'Банки ещё не выбраны. Отметьте банки выше и сохраните выбор.',
    notSent: 'Не отправлены',
    sent: 'Отправлены',
    send: 'Отправить в банки',
    sendHint: 'Отмеченные банки, готовые к отправке',
    prescoring: 'Проверяем параметры заявки по требованиям банков…',
    prescore: 'Проверить параметры',
    notPassing: 'Не проходим',
    consentLink: 'Ссылка на согласие',
    consentHint: 'Отправьте клиенту ссылку: согласие на обработку персональных данных даётся без электронной подписи.',
    history: 'История статусов',
    requestHistory: 'История заявки',
    archiveAll: 'Перенести заявку в архив',
    unarchiveAll: 'Вернуть заявку из архива',
    combined: 'Статус заявки',
  },
  card: {
    commission: 'Комиссия',
    bankCommission: 'Комиссия банка',
    sum: 'Сумма',
    duration: 'Срок',
    days: 'дн.',
    dates: 'Даты',
    externalId: 'Номер в банке',
    bankStatus: 'Статус в банке',
    reason: 'Причина',
    revoke: 'Отозвать',
    revokeConfirm: 'Отозвать заявку из банка?',
    archive: 'В архив',
    archiveTitle: 'Перенести в архив',
    archiveMessage: 'Комментарий (необязательно)',
    unarchive: 'Из архива',
    discuss: 'Согласовать проект',
    claim: 'Претензия',
    activeClaim: 'Есть активная претензия',
    noOffer: 'Предложения пока нет',
    yes: 'Да',
    no: 'Нет',
    cancel: 'Отмена',
  },
  offer: {
    title: 'Предложение',
    version: 'Версия {v} из {n}',
    versions: 'Версии предложения',
    updated: 'Обновлено',
    changeCommission: 'Изменить комиссию',
    newCommission: 'Новая комиссия, ₽',
    currentDateInvoice: 'Счёт текущей датой',
    save: 'Сохранить',
    sendForApproval: 'Отправить клиенту на согласование',
    sentForApproval: 'Отправлено клиенту',
    accept: 'Принять предложение',
    accepted: 'Принято',
    sourceBank: 'Банк',
    sourceAgent: 'Агент',
  },
  progress: {
    last: 'Гарантия выпущена',
  },
  curtain: {
    when: 'Когда',
    from: 'Было',
    to: 'Стало',
    event: 'Событие',
    actor: 'Кто',
    comment: 'Комментарий',
    empty: 'Записей нет',
    version: 'Версия',
    source: 'Автор',
    close: 'Закрыть',
  },
  accept: {
    lead: 'Проверьте условия, выберите форму гарантии и примите предложение банка.',
    terms: 'Условия предложения',
    form: 'Форма гарантии',
    method: 'Способ получения',
    address: 'Адрес доставки',
    cost: 'Стоимость',
    free: 'бесплатно',
    pickup: 'Где забрать',
    hours: 'Часы работы',
    phone: 'Телефон',
    agreements: 'Дополнительные условия',
    accept: 'Принять предложение',
    acceptedAt: 'Предложение принято {date}',
    readonlyDelivery: 'Форму гарантии уже нельзя изменить в этом статусе.',
    back: 'Вернуться к заявке',
  },
  discuss: {
    lead: 'Согласуйте с банком параметры проекта гарантии. Банк проверит даты и сумму до отправки на согласование.',
    dateFrom: 'Дата начала',
    dateTo: 'Дата окончания',
    sum: 'Сумма, ₽',
    comment: 'Комментарий для банка',
    withCustomers: 'Отправить с заказчиками',
    withoutCustomers: 'Отправить без заказчиков',
    send: 'Отправить на согласование',
    current: 'Отправлено на согласование',
    history: 'Ранее отправлено',
    customers: 'Заказчики',
    inn: 'ИНН',
    notAllowed: 'Согласование проекта по форме с этим банком сейчас недоступно: банк согласует проект в чате или ещё не прислал предложение.',
  },
  claim: {
    lead: 'Опишите изменения выпущенной гарантии. Банк рассчитает комиссию за изменения и пришлёт документы на подпись.',
    guarantee: 'Выпущенная гарантия',
    newSum: 'Новая сумма, ₽',
    newDateTo: 'Новая дата окончания',
    text: 'Что изменить',
    reckon: 'Рассчитать комиссию',
    commission: 'Комиссия за изменения',
    send: 'Отправить претензию',
    claims: 'Претензии',
    documents: 'Документы на подпись',
    noDocuments: 'Банк ещё не прислал документы',
    bankAnswer: 'Ответ банка',
  },
  consent: {
    title: 'Согласие на обработку персональных данных',
    lead: 'Агент оформляет для вашей компании банковскую гарантию. Чтобы банк рассмотрел заявку, нужно ваше согласие на обработку персональных данных. Электронная подпись не нужна.',
    read: 'Текст согласия',
    agree: 'Я даю согласие на обработку персональных данных на условиях, изложенных в тексте согласия',
    give: 'Дать согласие',
    done: 'Согласие получено. Заявка № {n} продолжит путь в банки.',
  },
  connection: {
    label: 'Уведомления',
    states: {
      Disconnected: 'нет связи',
      Connecting: 'подключение…',
      Connected: 'на связи',
      Reconnecting: 'переподключение…',
      Disconnecting: 'отключение…',
    } satisfies Record<RealtimeStore['state'], string>,
  },
} as const;

/** Status colours of config (red, green, blue, orange, black, grey, light-grey) as antd tag colours. */
export function tagColour(colour: string): string {
  switch (colour) {
    case 'red':
    case 'green':
    case 'blue':
    case 'orange':
      return colour;
    case 'black':
      return '#262626';
    default:
      return 'default';
  }
}
