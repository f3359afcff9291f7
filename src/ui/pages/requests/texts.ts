import dictionaries from '../../../../config/dictionaries.json';
import type { RequestPeriod } from '../../../runtime/RequestListFilters';

/** Every Russian word of the request list, in one place. */
export const requestListTexts = {
  newRequest: 'Новая заявка',
  periodAll: 'За всё время',
  periods: { today: 'Сегодня', yesterday: 'Вчера', week: 'Неделя' } as Record<RequestPeriod, string>,
  periodLabel: 'Период',
  scopeLabel: 'Чьи заявки',
  scopeOwn: 'Мои заявки',
  scopeAll: 'Все заявки платформы',
  search: 'Поиск по клиенту',
  searchPlaceholder: 'ИНН или наименование клиента',
  searchClients: 'Клиенты',
  searchRequests: 'Заявки',
  searchRequestsCount: (count: number) => `заявок: ${count}`,
  searchHint: 'Введите не меньше 3 символов; Enter — искать по тексту',
  searchNothing: 'Ничего не найдено',
  emptyTitle: 'Заявок пока нет',
  emptyText:
    'Здесь появятся заявки на банковские гарантии вашей организации: черновики, отправленные в банки заявки, предложения банков, запросы и сделки. Создайте заявку — и после отправки вы увидите здесь ответы банков.',
  emptyFiltered: 'По выбранному периоду и клиенту заявок нет.',
  emptyTab: (tab: string) => `На вкладке «${tab}» заявок нет.`,
  emptyPage: 'На этой странице заявок нет: список стал короче. Выберите другую страницу.',
  loadFailed: 'Не удалось загрузить список заявок',
  retry: 'Повторить',
  total: (total: number) => `Всего: ${total}`,
  request: (id: number) => `Заявка № ${id}`,
  openForm: 'Открыть заявку',
  inn: 'ИНН',
  tender: 'Закупка',
  noTender: 'Закупка не указана',
  sum: 'Сумма',
  term: 'Срок',
  updated: 'Обновлена',
  created: 'Создана',
  manager: 'Менеджер',
  noGuarantee: 'Параметры гарантии не заполнены',
  noBanks: 'Банки не выбраны',
  bankTitle: (bank: string, label: string) => `${bank}: ${label}`,
  clientChosen: 'Клиент',
};

/** The guarantee types as the list's answer names them (spec-1 §3 "Enumerations"). */
const guaranteeTypes: Record<string, string> = {
  participation: 'Обеспечение заявки',
  execution: 'Исполнение контракта',
  garantue_warranty: 'Гарантийные обязательства',
  return_advance: 'Возврат аванса',
};

// The request form's own keys (y, i_with_a …), should a row carry one, read from the dictionary.
const dictionaryTypes = new Map(dictionaries.dictionaries.guaranteeTypes.items.map((item) => [item.key, item.label]));

export function guaranteeTypeText(type: string | null): string | null {
  if (type === null || type === '') return null;
  return guaranteeTypes[type] ?? dictionaryTypes.get(type) ?? type;
}

/** The law of a procurement (spec-1 §3 "Law"): 0 is not set. */
const laws: Record<number, string> = { 44: '44-ФЗ', 223: '223-ФЗ', 615: '615-ПП', 2235: '223-ФЗ (МСП)', 1: 'Коммерческая' };

export function lawText(law: number | null): string | null {
  return law === null ? null : (laws[law] ?? null);
}
