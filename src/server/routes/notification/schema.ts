/** Route schemas of the banner plates (spec-2 §4.4); `title` names the field in Russian error messages. */

const bannerId = { type: 'string', pattern: '^[1-9][0-9]{0,15}$', patternHint: 'должен быть положительным целым числом' } as const;

/** POST /v2/notification/write/alerts/{id}/wast and the operator's withdraw: the plate's number in the path. */
export const bannerIdSchema = {
  params: { type: 'object', required: ['id'], properties: { id: { title: 'Объявление', ...bannerId } } },
} as const;

/** POST /v2/notification/write/admin/alerts: a new plate. */
export const publishBannerSchema = {
  body: {
    type: 'object',
    required: ['content', 'type', 'closable', 'audience'],
    properties: {
      content: { title: 'Текст объявления', type: 'string', minLength: 1, maxLength: 4000 },
      type: { title: 'Вид', enum: ['info', 'success', 'warning', 'error'] },
      closable: { title: 'Можно закрыть', type: 'boolean' },
      audience: { title: 'Кому', enum: ['all', 'agents', 'clients'] },
      organization_inn: { title: 'ИНН организации', type: ['string', 'null'], pattern: '^([0-9]{10}|[0-9]{12})?$', patternHint: 'должен состоять из 10 или 12 цифр' },
    },
  },
} as const;
