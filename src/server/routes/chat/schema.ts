/** Route schemas of the chat calls (spec-2 §7.4); `title` names the field in Russian error messages. */

const uuid = (title: string) => ({ title, type: 'string', format: 'uuid' }) as const;
const nullableUuid = (title: string) => ({ title, type: ['string', 'null'], format: 'uuid' }) as const;
const messageId = { title: 'Сообщение', type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;

/** POST /v2/chat/write/message-wast (ids). */
export const markReadSchema = {
  body: {
    type: 'object',
    required: ['ids'],
    properties: { ids: { title: 'Сообщения', type: 'array', maxItems: 1000, items: messageId } },
  },
} as const;

/** POST /v1/bgchat/write/message (scope, message, chat_uuid, entity_uuid, refund, wait_sign, idempotency_key). */
export const postMessageSchema = {
  body: {
    type: 'object',
    required: ['chat_uuid', 'message', 'idempotency_key'],
    properties: {
      chat_uuid: uuid('Чат'),
      // The length is the rule's (messageRefusal), so the person reads the rule's own words.
      message: { title: 'Сообщение', type: 'string', maxLength: 20_000 },
      scope: nullableUuid('Файлы сообщения'),
      entity_uuid: nullableUuid('Запрос банка'),
      refund: { title: 'Запрос на возврат', type: 'boolean', default: false },
      wait_sign: { title: 'На подпись', type: 'boolean', default: false },
      idempotency_key: { title: 'Ключ повтора', type: 'string', minLength: 1, maxLength: 100 },
    },
  },
} as const;

/** POST /v2/chat/write/message/set_is_delete (message_id, request_id). */
export const deleteMessageSchema = {
  body: {
    type: 'object',
    required: ['message_id', 'request_id'],
    properties: { message_id: messageId, request_id: { title: 'Номер заявки', type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } },
  },
} as const;
