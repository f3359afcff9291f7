/** Russian words of the request pages. */
export const requestTexts = {
  create: {
    title: 'Новая заявка',
    lead: 'Выберите компанию-принципала и закупку. После создания заявки остальные сведения заполняются по шагам.',
    submit: 'Создать заявку',
    stopFactors: 'Стоп-факторы компании',
    kppChanged: 'КПП компании в реестре отличается от указанного — проверьте КПП.',
    existsTitle: 'По этой закупке уже есть заявка',
    openExisting: 'Открыть заявку № {id}',
    tenderTitle: 'Закупка из ЕИС',
    tenderLoading: 'Ищем закупку в ЕИС…',
    lot: 'Лот',
    lotOption: 'Лот {n}: {name}',
    maxPrice: 'Начальная цена',
    customer: 'Заказчик',
    law: 'Закон',
    noRegistryNumber: 'Нет реестрового номера',
    noRegistryNumberHint: 'Коммерческая закупка: сведения о ней заполняются на шаге «Закупка».',
    fixErrors: 'Проверьте поля, отмеченные красным',
  },
  form: {
    back: 'Назад',
    save: 'Сохранить',
    next: 'Далее',
    progress: 'Заполнение заявки',
    steps: 'Шаги заявки',
    checked: 'Заполнено',
    loading: 'Загружаем заявку…',
    readonly: 'Заявка отправлена в банки и доступна только для чтения.',
    request: 'Заявка № {id}',
    sections: 'Разделы шага',
  },
  documents: {
    upload: 'Загрузить',
    remove: 'Удалить',
    required: 'Требуют банки: {banks}',
    optional: 'Банки для отправки ещё не выбраны — загрузите документы, которые у вас есть.',
    empty: 'Файлы не загружены',
    uploading: 'Загрузка {name}',
    reuse: 'Взять из прошлых заявок компании',
    nothingToReuse: 'В прошлых заявках компании таких документов нет',
  },
  finance: {
    upload: 'Загрузить отчётность ФНС',
    hint: 'Файл отчётности из личного кабинета налогоплательщика (XML) или PDF бухгалтерской отчётности.',
    line: 'Строка',
    year: 'Год',
    unit: 'Значения — в тысячах рублей, как в бухгалтерской отчётности.',
    confirm: 'Данные совпадают с отчётностью, сданной в налоговую инспекцию',
  },
  preview: {
    lead: 'Проверьте заявку перед отправкой. Чтобы исправить данные, перейдите к шагу.',
    edit: 'Изменить',
    notFilled: 'Шаг ещё не заполнен',
    yes: 'Да',
    no: 'Нет',
    items: '{count} шт.',
    banks: 'Банки для отправки',
    banksHint: 'От выбора зависят документы и отчётность, которые нужно приложить к заявке.',
    saveBanks: 'Сохранить выбор банков',
  },
  error: {
    title: 'Заявка не найдена',
    text: 'Заявки с таким номером нет, или она принадлежит другой организации.',
    toList: 'К списку заявок',
  },
} as const;

/** Puts values into a text's {placeholders}. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
