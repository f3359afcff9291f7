import { requestFormStepNames } from '../../requestForm/draft';

/** The request number inside a body; `title` names the field in error messages. */
export const requestIdField = { title: 'Номер заявки', type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;

const uuidList = (title: string) => ({ title, type: 'array', maxItems: 50, items: { type: 'string', format: 'uuid' } }) as const;

/** POST /v2/bgrequest/write/saveasdraft (spec-2 §7.2: uuids, points, customer contacts, fko_uuids, source 16). */
export const saveAsDraftSchema = {
  body: {
    type: 'object',
    required: ['request_id', 'source'],
    properties: {
      request_id: requestIdField,
      steps: { title: 'Шаги', type: 'array', maxItems: 20, items: { type: 'string', enum: requestFormStepNames } },
      fko_uuids: uuidList('Банки для отправки'),
      customer_contacts: {
        title: 'Контакты заказчика',
        type: 'object',
        additionalProperties: false,
        properties: {
          customer_phone: { title: 'Телефон заказчика', type: ['string', 'null'], maxLength: 32, ruPhone: true },
          customer_email: { title: 'E-mail заказчика', type: ['string', 'null'], maxLength: 254, ruEmail: true },
          customer_confirmed: { title: 'Контакты заказчика подтверждены', type: 'boolean' },
        },
      },
      points: { title: 'Баллы заполнения', type: 'object' },
      source: { title: 'Источник', const: 16 },
    },
  },
} as const;

/** POST /v2/bgrequest/write/{id}/customers/all */
export const customersSchema = {
  body: {
    type: 'object',
    required: ['customers'],
    properties: { customers: { title: 'Заказчики совместной закупки', type: 'array', maxItems: 500, items: { type: 'object' } } },
  },
} as const;

/** POST /v1/bgdocuments/write: the documents scope of a request. */
export const bgDocumentsSchema = {
  body: { type: 'object', required: ['scope'], properties: { scope: { title: 'Область документов', type: 'string', format: 'uuid' } } },
} as const;
