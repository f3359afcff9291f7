/** Route schemas of mutual settlements (docs/revisions.md); `title` names the field in Russian error messages. */

const period = { title: 'Период', type: 'string', pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', patternHint: 'должен быть месяцем в виде ГГГГ-ММ' } as const;
const uuid = (title: string) => ({ title, type: 'string', format: 'uuid' }) as const;
const positive = (title: string) => ({ title, type: 'string', pattern: '^[1-9][0-9]{0,5}$', patternHint: 'должен быть положительным целым числом' }) as const;

/** GET /v2/revision/read/act/{uuid} */
export const actUuidParamsSchema = {
  params: { type: 'object', required: ['uuid'], properties: { uuid: { title: 'Акт', type: 'string', maxLength: 64 } } },
} as const;

/** GET /v2/revision/read/admin/acts?period=&state=&organization_uuid=&page=&page_size= */
export const operatorActsSchema = {
  querystring: {
    type: 'object',
    properties: {
      period,
      state: { title: 'Состояние', enum: ['formed', 'sent', 'agent_signed', 'operator_signed', 'paid'] },
      organization_uuid: uuid('Организация'),
      page: positive('Страница'),
      page_size: positive('Размер страницы'),
    },
  },
} as const;

/** POST /v2/revision/write/admin/form */
export const formActsSchema = {
  body: { type: 'object', required: ['period'], properties: { period, organization_uuid: uuid('Организация') } },
} as const;

/** POST /v2/revision/write/admin/send and …/paid: {act_uuid} */
export const actUuidBodySchema = {
  body: { type: 'object', required: ['act_uuid'], properties: { act_uuid: uuid('Акт') } },
} as const;
