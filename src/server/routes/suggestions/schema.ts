import { suggestionKinds } from '../../integrations/suggestions/SuggestionProvider';

/** DaData refuses longer queries; a widget never sends one. */
export const maxQueryLength = 300;

const query = {
  title: 'Текст запроса',
  type: 'string',
  minLength: 1,
  maxLength: maxQueryLength,
  pattern: '\\S',
  patternHint: 'обязательно для заполнения',
} as const;

const count = { title: 'Количество подсказок', type: 'integer', minimum: 1, maximum: 20 } as const;

const location = {
  title: 'Ограничение по месту',
  type: 'object',
  maxProperties: 10,
  additionalProperties: { title: 'Ограничение по месту', type: 'string', maxLength: 100 },
} as const;

const locations = { title: 'Ограничение по месту', type: 'array', maxItems: 20, items: location } as const;

const bound = {
  title: 'Граница подсказки',
  type: 'object',
  required: ['value'],
  properties: {
    value: { title: 'Граница подсказки', enum: ['country', 'region', 'area', 'city', 'settlement', 'street', 'house', 'flat'] },
  },
} as const;

const common = { query, count, locations, locations_boost: locations } as const;

/** Unknown fields are dropped (removeAdditional), so only what is listed here reaches DaData. */
function dadataBody<P extends object>(properties: P) {
  return { type: 'object', required: ['query'], additionalProperties: false, properties: { ...common, ...properties } } as const;
}

export const partyStatuses = ['ACTIVE', 'LIQUIDATING', 'LIQUIDATED', 'BANKRUPT', 'REORGANIZING'] as const;

export const partyBody = dadataBody({
  status: { title: 'Статус организации', type: 'array', maxItems: 5, items: { title: 'Статус организации', enum: partyStatuses } },
  type: { title: 'Тип организации', enum: ['LEGAL', 'INDIVIDUAL'] },
  branch_type: { title: 'Тип подразделения', type: 'array', maxItems: 2, items: { title: 'Тип подразделения', enum: ['MAIN', 'BRANCH'] } },
});

export const addressBody = dadataBody({
  division: { title: 'Деление', enum: ['MUNICIPAL', 'ADMINISTRATIVE', 'municipal', 'administrative'] },
  from_bound: bound,
  to_bound: bound,
  language: { title: 'Язык', enum: ['ru', 'en'] },
  restrict_value: { title: 'Ограничить значение', type: 'boolean' },
});

export const bankBody = dadataBody({
  status: { title: 'Статус банка', type: 'array', maxItems: 3, items: { title: 'Статус банка', enum: ['ACTIVE', 'LIQUIDATING', 'LIQUIDATED'] } },
  type: {
    title: 'Тип кредитной организации',
    type: 'array',
    maxItems: 8,
    items: { title: 'Тип кредитной организации', enum: ['BANK', 'BANK_BRANCH', 'NKO', 'NKO_BRANCH', 'RKC', 'CBR', 'TREASURY', 'OTHER'] },
  },
});

export const fmsUnitBody = dadataBody({
  filters: {
    title: 'Фильтр',
    type: 'array',
    maxItems: 10,
    items: {
      title: 'Фильтр',
      type: 'object',
      additionalProperties: false,
      properties: {
        region_code: { title: 'Код региона', type: 'string', pattern: '^\\d{2}$', patternHint: 'должно состоять из 2 цифр' },
        type: { title: 'Тип подразделения', type: 'string', pattern: '^\\d$', patternHint: 'должно быть одной цифрой' },
      },
    },
  },
});

const method = { title: 'Метод', enum: suggestionKinds } as const;

/** POST /v1/suggestion/read */
export const readBody = { type: 'object', required: ['method', 'query'], properties: { method, query, count } } as const;

/** POST /v1/suggestion/read/organization */
export const organizationBody = {
  type: 'object',
  properties: {
    inn: { title: 'ИНН', type: 'string', maxLength: 12, ruInn: true },
    kpp: { title: 'КПП', type: 'string', maxLength: 9, ruKpp: true },
    ogrn: { title: 'ОГРН', type: 'string', maxLength: 15, ruOgrn: true },
  },
} as const;

/** POST /v1/suggestion/read/parsefile */
export const parseFileBody = {
  type: 'object',
  required: ['method', 'file_url'],
  properties: {
    method,
    file_url: { title: 'Ссылка на файл', type: 'string', minLength: 1, maxLength: 4_194_304 },
  },
} as const;
