/** Route schemas of the audit log's calls (docs/audit.md); `title` names the field in Russian error messages. */

const day = (title: string) => ({ title, type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', patternHint: 'нужна дата в виде ГГГГ-ММ-ДД' }) as const;

const filterProperties = {
  date_from: day('Период с'),
  date_to: day('Период по'),
  user_id: { title: 'Пользователь', type: 'integer', minimum: 1, maximum: 2_147_483_647 },
  action: { title: 'Действие', type: 'string', minLength: 1, maxLength: 60 },
  request_id: { title: 'Номер заявки', type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
  organization_uuid: { title: 'Организация', type: 'string', format: 'uuid' },
} as const;

/** POST /v1/audit/read/list: the filters and the page. */
export const auditListSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      ...filterProperties,
      page: { title: 'Страница', type: 'integer', minimum: 1, maximum: 100_000 },
      per_page: { title: 'Записей на странице', type: 'integer', minimum: 1, maximum: 100 },
    },
  },
} as const;

const number = (title: string) => ({ title, type: 'string', pattern: '^[1-9][0-9]{0,14}$', patternHint: 'нужно целое число' }) as const;

/** GET /v1/audit/read/csv: the same filters in the query string (a download is a plain GET), no page. */
export const auditCsvSchema = {
  querystring: {
    type: 'object',
    properties: { ...filterProperties, user_id: number('Пользователь'), request_id: number('Номер заявки') },
  },
} as const;

/** The query string of the CSV download as the list's filters. */
export type AuditCsvQuery = Partial<Record<'date_from' | 'date_to' | 'action' | 'organization_uuid' | 'user_id' | 'request_id', string>>;
