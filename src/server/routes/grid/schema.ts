/** Route schemas of the request list (spec-2 §7.6, §9); `title` names the field in Russian error messages. */
import { requestTabKeys } from '../../requestList/requestTabs';

const showMy = { title: 'Только свои заявки', type: 'boolean' } as const;
const day = (title: string) => ({ title, type: ['string', 'null'], format: 'date' }) as const;

/** POST /v1/grid/read/list/groupped (spec-2 §9: page size 50, page 1). */
export const listSchema = {
  body: {
    type: 'object',
    required: ['tab'],
    properties: {
      tab: { title: 'Вкладка', enum: requestTabKeys },
      page_number: { title: 'Номер страницы', type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
      page_size: { title: 'Размер страницы', type: 'integer', minimum: 1, maximum: 100, default: 50 },
      show_my: showMy,
      client_id: { title: 'Клиент', type: ['string', 'null'], maxLength: 30 },
      client: { title: 'Клиент', type: ['string', 'null'], maxLength: 200 },
      date_from: day('Период с'),
      date_to: day('Период по'),
      manager_id: { title: 'Менеджер', type: ['integer', 'null'], minimum: 1, maximum: 2_147_483_647 },
      request_id: { title: 'Номер заявки', type: ['integer', 'null'], minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
    },
  },
} as const;

/** POST /v1/grid/read/search */
export const searchSchema = {
  body: {
    type: 'object',
    required: ['query'],
    properties: {
      query: { title: 'Поиск', type: 'string', minLength: 2, maxLength: 200, pattern: '\\S.*\\S|\\S\\S' },
      show_my: showMy,
    },
  },
} as const;

/** GET /v2/grid/read/list/notificators-count?show_my= */
export const countsSchema = {
  querystring: { type: 'object', properties: { show_my: { title: 'Только свои заявки', enum: ['true', 'false', '1', '0'] } } },
} as const;
