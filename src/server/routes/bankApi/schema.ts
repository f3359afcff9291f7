/**
 * Schemas of the bank API's routes. Fastify validates with them (`title` names the field in the Russian
 * 400), and GET /bank-api/v1/openapi.json is generated from the same objects, so the document cannot
 * drift from what the server checks. summary/description/tags are read only by the OpenAPI generator.
 */

const text = (title: string, maxLength: number, minLength = 0) =>
  ({ title, type: 'string', minLength, maxLength, pattern: '^[^\\u0000]*$', patternHint: 'не должно содержать символ NUL' }) as const;
const isoDate = (title: string) => ({ title, type: 'string', format: 'date', description: 'ГГГГ-ММ-ДД' }) as const;
const money = (title: string) => ({ title, type: 'number', minimum: 0, maximum: 99_999_999_999_999, multipleOf: 0.01, description: 'рубли' }) as const;
const uuidParam = (title: string) => ({ title, type: 'string', maxLength: 64 }) as const;

const subRequestParams = { type: 'object', required: ['uuid'], properties: { uuid: uuidParam('Заявка в банк') } } as const;

const tags = ['bank-api'];

/** GET /bank-api/v1/subrequests */
export const listSchema = {
  summary: 'Входящие заявки банка',
  description:
    'Заявки в банк, которые дошли до банка этого ключа (были отправлены в банк), по возрастанию времени изменения, каждая со снимком заявки: компания, закупка, параметры гарантии, шаги анкеты (лица, учредители, финансы) и документы со ссылками для скачивания.',
  tags,
  querystring: {
    type: 'object',
    properties: {
      status: { title: 'Статусы', type: 'string', maxLength: 2000, pattern: '^[a-z_]+(,[a-z_]+)*$', patternHint: 'сырые статусы через запятую, например sent,bankrequest', description: 'Сырые sub_status через запятую.' },
      updated_since: { title: 'Изменённые после', type: 'string', format: 'date-time', description: 'Момент ISO 8601; next_updated_since прошлого ответа.' },
      limit: { title: 'Сколько заявок', type: 'string', pattern: '^(100|[1-9][0-9]?)$', patternHint: 'целое число от 1 до 100', description: '1–100, по умолчанию 50.' },
    },
  },
} as const;

/** GET /bank-api/v1/subrequests/{uuid} */
export const getSchema = {
  summary: 'Одна заявка банка',
  description: 'Заявка в банк со снимком заявки, версиями предложения, запросами, претензиями и документами банка.',
  tags,
  params: subRequestParams,
} as const;

/** POST /bank-api/v1/subrequests/{uuid}/events */
export const eventSchema = {
  summary: 'Событие банка',
  description:
    'Переводит заявку в банк по таблице переходов (config/transitions.json). Допустимые события — GET /bank-api/v1/events; предложение, запрос, гарантия и ответ на претензию присылаются своими методами. Недопустимое в текущем статусе событие — 409 с причиной.',
  tags,
  params: subRequestParams,
  body: {
    type: 'object',
    required: ['event'],
    additionalProperties: false,
    properties: {
      event: { title: 'Событие', type: 'string', minLength: 1, maxLength: 64, pattern: '^[a-z_]+$', patternHint: 'латинские строчные буквы и «_»' },
      comment: text('Комментарий', 4000),
      cancel_reason: text('Причина отказа', 2000),
      external_id: text('Номер сделки в банке', 128),
      date_to: isoDate('Дата окончания гарантии'),
    },
  },
} as const;

/** POST /bank-api/v1/subrequests/{uuid}/offers */
export const offerSchema = {
  summary: 'Предложение банка',
  description:
    'Новая версия предложения (номер версии = наибольший + 1). Первое предложение — событие offer, последующие — offer_revised. requires_signature: принятие этой версии клиент подписывает квалифицированной электронной подписью (заявка ждёт подписи в offer_wait_sign, событие offer_accepted приходит после подписания).',
  tags,
  params: subRequestParams,
  body: {
    type: 'object',
    required: ['commission', 'sum', 'duration'],
    additionalProperties: false,
    properties: {
      commission: money('Комиссия'),
      // At least one kopeck: a positive sum below it (1e-266) passes multipleOf within its tolerance, would be
      // stored as 0.00 and break the column's check (sum > 0) as a 500.
      sum: { ...money('Сумма гарантии'), minimum: 0.01 },
      duration: { title: 'Срок, дней', type: 'integer', minimum: 1, maximum: 3660 },
      date_from: isoDate('Дата начала'),
      date_to: isoDate('Дата окончания'),
      requires_signature: { title: 'Принятие подписывается электронной подписью', type: 'boolean' },
    },
  },
} as const;

/** POST /bank-api/v1/subrequests/{uuid}/demands */
export const demandSchema = {
  summary: 'Запрос банка',
  description: 'Банк запрашивает документы или пояснения (событие bank_demand). Агент отвечает в кабинете; ответ приходит событием demand_answered.',
  tags,
  params: subRequestParams,
  body: {
    type: 'object',
    required: ['text'],
    additionalProperties: false,
    properties: {
      text: text('Текст запроса', 4000, 1),
      required_documents: {
        title: 'Документы',
        type: 'array',
        maxItems: 50,
        items: {
          type: 'object',
          required: ['type', 'name'],
          additionalProperties: false,
          properties: { type: { title: 'Тип документа', type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$', patternHint: 'латинские буквы, цифры, «_», «-» и «.»' }, name: text('Название документа', 500, 1) },
        },
      },
    },
  },
} as const;

/** POST /bank-api/v1/subrequests/{uuid}/documents (multipart: read by the route, described for OpenAPI here). */
export const documentSchema = {
  summary: 'Документ банка',
  description:
    'multipart/form-data: kind (guarantee, contract, draft_agreement, claim_document, offer_document, additional_document, other), file (PDF, JPEG, PNG, docx, xlsx, XML, подпись; до 20 МБ), date_to (для гарантии). Гарантия переводит заявку событием guarantee_sent. Клиент подписывает: offer_document — вместе с принятием предложения (пока оно не принято), claim_document — подтверждая изменения по претензии, additional_document — после принятия предложения; о подписи банк узнаёт событиями offer_accepted и documents_signed.',
  tags,
  params: subRequestParams,
} as const;

/** The multipart body of the documents route, for the OpenAPI document only. */
export const documentMultipartBody = {
  type: 'object',
  required: ['kind', 'file'],
  properties: {
    kind: { type: 'string', enum: ['guarantee', 'contract', 'draft_agreement', 'claim_document', 'offer_document', 'additional_document', 'other'] },
    file: { type: 'string', contentMediaType: 'application/octet-stream' },
    date_to: { type: 'string', format: 'date' },
  },
} as const;

/** GET /bank-api/v1/subrequests/{uuid}/chat */
export const chatListSchema = {
  summary: 'Чат заявки с банком',
  description:
    'Сообщения чата заявки в банк, старые первыми: агента, клиента, банка; запросы банка и ответы на них (demand_uuid, answers_demand_uuid), файлы со ссылками для скачивания ключом банка. Удалённое автором сообщение остаётся с is_delete без текста и файлов. Новое сообщение платформы приходит событием chat_message, ответ на запрос — demand_answered.',
  tags,
  params: subRequestParams,
} as const;

/** POST /bank-api/v1/subrequests/{uuid}/chat */
export const chatPostSchema = {
  summary: 'Сообщение банка в чат',
  description:
    'multipart/form-data: text (до 10 000 символов), до 5 файлов file (PDF, JPEG, PNG, docx, xlsx, XML, подпись; каждый до 20 МБ, всего до 25 МБ), wait_sign=true — документы ждут подписи клиента (только банкам с chat.sending_for_sign; о подписи банк узнаёт событием documents_signed с purpose chat), idempotency_key — повтор с тем же ключом вернёт сохранённое сообщение. Нужен текст или файл. Агент и клиент видят сообщение сразу (NewChatMessage).',
  tags,
  params: subRequestParams,
} as const;

/** The multipart body of the chat route, for the OpenAPI document only. */
export const chatMultipartBody = {
  type: 'object',
  properties: {
    text: { type: 'string', maxLength: 10000 },
    file: { type: 'array', maxItems: 5, items: { type: 'string', contentMediaType: 'application/octet-stream' } },
    wait_sign: { type: 'boolean' },
    idempotency_key: { type: 'string', maxLength: 100 },
  },
} as const;

/** POST /bank-api/v1/subrequests/{uuid}/claims/{claimUuid}/answer */
export const claimAnswerSchema = {
  summary: 'Ответ на претензию',
  description: 'approve — претензия одобрена с комиссией за изменения (claim_responded); reject — отклонена (claim_rejected).',
  tags,
  params: { type: 'object', required: ['uuid', 'claimUuid'], properties: { uuid: uuidParam('Заявка в банк'), claimUuid: uuidParam('Претензия') } },
  body: {
    type: 'object',
    required: ['decision', 'text'],
    additionalProperties: false,
    properties: {
      decision: { title: 'Решение', type: 'string', enum: ['approve', 'reject'] },
      commission: money('Комиссия за изменения'),
      text: text('Ответ банка', 4000, 1),
    },
  },
} as const;

/** GET /bank-api/v1/subrequests/{uuid}/files/{fileUuid} */
export const fileSchema = {
  summary: 'Скачать файл',
  description: 'Документ заявки или документ, присланный банком; байты файла с его типом содержимого.',
  tags,
  params: { type: 'object', required: ['uuid', 'fileUuid'], properties: { uuid: uuidParam('Заявка в банк'), fileUuid: uuidParam('Файл') } },
} as const;

/** GET /bank-api/v1/subrequests/{uuid}/signatures/{signatureUuid} */
export const signatureFileSchema = {
  summary: 'Скачать подпись',
  description:
    'Отсоединённая подпись CMS (DER, application/pkcs7-signature) документа этой заявки в банк или её заявления; ссылки на подписи приходят в событиях offer_accepted и documents_signed. Подпись проверена платформой: цепочка сертификата, срок действия и полномочия подписавшего.',
  tags,
  params: { type: 'object', required: ['uuid', 'signatureUuid'], properties: { uuid: uuidParam('Заявка в банк'), signatureUuid: uuidParam('Подпись') } },
} as const;

/** GET /bank-api/v1/events */
export const eventsSchema = {
  summary: 'События, которые может прислать банк',
  description: 'Список из config/bank-events.json: событие, подпись и метод, которым оно присылается.',
  tags,
  querystring: { type: 'object', properties: {} },
} as const;

/** GET /bank-api/v1/outbox */
export const outboxSchema = {
  summary: 'События для банка',
  description: 'Недоставленные события платформы для банка (отправлена заявка, отозвана, ответ на запрос, предложение принято, претензия…), старые первыми. Банк без вебхука забирает их здесь и подтверждает POST /bank-api/v1/outbox/ack.',
  tags,
  querystring: { type: 'object', properties: { limit: listSchema.querystring.properties.limit } },
} as const;

/** POST /bank-api/v1/outbox/ack */
export const ackSchema = {
  summary: 'Подтвердить получение событий',
  description: 'Отмечает события банка доставленными; чужие и уже подтверждённые id пропускаются.',
  tags,
  body: {
    type: 'object',
    required: ['ids'],
    additionalProperties: false,
    properties: { ids: { title: 'Номера событий', type: 'array', minItems: 1, maxItems: 500, items: { type: 'string', pattern: '^[0-9]{1,18}$', patternHint: 'номер события' } } },
  },
} as const;

/** GET /bank-api/v1/openapi.json */
export const openApiSchema = {
  summary: 'Описание банковского API (OpenAPI 3.1)',
  tags,
  querystring: { type: 'object', properties: {} },
} as const;
