/** GET /v1/dev/read/outbox?to=<e-mail or phone> */
export const outboxSchema = {
  querystring: {
    type: 'object',
    required: ['to'],
    properties: { to: { title: 'Получатель', type: 'string', minLength: 1, maxLength: 254 } },
  },
} as const;
