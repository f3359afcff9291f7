/** Route schemas of the settlements' documents, account details, invoices, signing and the act's chat; `title` names the field in Russian error messages. */

const uuid = (title: string) => ({ title, type: 'string', format: 'uuid' }) as const;
const text = (title: string, maxLength: number) => ({ title, type: 'string', maxLength }) as const;

/** POST /v2/revision/write/account/details: shapes only; the BIK and the accounts are checked by checkAccountDetails with field messages. */
export const accountDetailsSchema = {
  body: {
    type: 'object',
    required: ['bank_name', 'cur_account', 'bik', 'cor_account'],
    additionalProperties: false,
    properties: {
      bank_name: text('Наименование банка', 400),
      cur_account: text('Расчётный счёт', 40),
      bik: text('БИК', 20),
      cor_account: text('Корреспондентский счёт', 40),
    },
  },
} as const;

/** POST /v2/revision/write/generate/account */
export const generateInvoiceSchema = {
  body: { type: 'object', required: ['act_uuid'], additionalProperties: false, properties: { act_uuid: uuid('Акт') } },
} as const;

/** POST /v1/revision/write/act/agent-sign */
export const agentSignSchema = {
  body: {
    type: 'object',
    required: ['uuids', 'scope_uuid'],
    additionalProperties: false,
    properties: { uuids: { title: 'Акты', type: 'array', items: uuid('Акт'), maxItems: 50 }, scope_uuid: uuid('Область хранения подписей') },
  },
} as const;

/** POST /v2/revision/write/admin/sign */
export const operatorSignSchema = {
  body: {
    type: 'object',
    required: ['act_uuid', 'scope_uuid'],
    additionalProperties: false,
    properties: { act_uuid: uuid('Акт'), scope_uuid: uuid('Область хранения подписи') },
  },
} as const;

/** POST /v2/revision/write/chat/message */
export const revisionMessageSchema = {
  body: {
    type: 'object',
    required: ['act_uuid', 'message'],
    additionalProperties: false,
    properties: { act_uuid: uuid('Акт'), message: text('Сообщение', 8000), dispute: { title: 'Возражение', type: 'boolean' } },
  },
} as const;

/** GET /v2/revision/read/chat/:uuid and /v2/revision/read/act/:uuid/xlsx */
export const actParamsSchema = {
  params: { type: 'object', required: ['uuid'], properties: { uuid: text('Акт', 64) } },
} as const;
