/** Route schemas of the operator's desk (docs/operator-desk.md); `title` names the field in Russian error messages. */

const positive = (title: string) => ({ title, type: 'string', pattern: '^[1-9][0-9]{0,5}$', patternHint: 'должен быть положительным целым числом' }) as const;

/** GET /v2/bgrequest/read/admin/desk?queue=&page=&page_size=&request_id= */
export const deskQueueSchema = {
  querystring: {
    type: 'object',
    properties: {
      queue: { title: 'Очередь', enum: ['verification', 'client'], default: 'verification' },
      page: positive('Страница'),
      page_size: positive('Размер страницы'),
      request_id: { title: 'Номер заявки', type: 'string', pattern: '^[1-9][0-9]{0,15}$', patternHint: 'должен быть положительным целым числом' },
    },
  },
} as const;
