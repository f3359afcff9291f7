/** Route schemas of offers and their acceptance (issue 6); `title` names the field in Russian error messages. */

const offerUuid = { title: 'Предложение', type: 'string', format: 'uuid' } as const;
/** Money as a number or as text ('15 000,50'); the service reads it to kopecks and names what is wrong in Russian. */
export const money = (title: string) => ({ title, type: ['number', 'string'], minimum: 0, maximum: 99_999_999_999_999, maxLength: 24 }) as const;

/** GET /v2/bgrequest/read/{id}/offer/agent?with_req= */
export const agentOffersSchema = {
  querystring: { type: 'object', properties: { with_req: { title: 'С заявкой', enum: ['true', 'false', '1', '0'] } } },
} as const;

/** POST /v1/bgrequest/write/changecomission (spec-2 §7.2: offerUuid, comission, isCurrentDateInvoice). */
export const changeCommissionSchema = {
  body: {
    type: 'object',
    required: ['offerUuid', 'comission'],
    properties: { offerUuid, comission: money('Комиссия'), isCurrentDateInvoice: { title: 'Счёт текущей датой', type: 'boolean' } },
  },
} as const;

/** POST /v1/bgrequest/write/sendofferapprove (spec-2 §7.2: offerUuid, requestUuid). */
export const sendOfferApproveSchema = {
  body: {
    type: 'object',
    required: ['offerUuid', 'requestUuid'],
    properties: { offerUuid, requestUuid: { title: 'Заявка', type: 'string', format: 'uuid' } },
  },
} as const;

/** POST /v1/bgrequest/read/offer/additional-agreements (spec-2 §7.2: uuids). */
export const additionalAgreementsSchema = {
  body: {
    type: 'object',
    required: ['uuids'],
    properties: { uuids: { title: 'Предложения', type: 'array', minItems: 1, maxItems: 50, items: { type: 'string', format: 'uuid' } } },
  },
} as const;

/** POST /v1/bgrequest/write/offer/accept */
export const acceptOfferSchema = {
  body: {
    type: 'object',
    required: ['offerUuid'],
    properties: {
      offerUuid,
      delivery_type: { title: 'Форма гарантии', enum: ['digital', 'paper'] },
      delivery_method: { title: 'Способ получения', enum: ['pickup', 'courier_delivery'] },
      delivery_address: { title: 'Адрес доставки', type: 'string', maxLength: 500 },
      agreements: { title: 'Подтверждённые соглашения', type: 'array', maxItems: 50, uniqueItems: true, items: { type: 'string', format: 'uuid' } },
    },
  },
} as const;

