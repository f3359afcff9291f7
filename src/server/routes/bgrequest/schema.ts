/** Field schemas of the request calls; `title` names the field in error messages. */
const fields = {
  inn: { title: 'ИНН', type: 'string', ruInn: true },
  kpp: {
    title: 'КПП',
    type: ['string', 'null'],
    maxLength: 9,
    pattern: '^([0-9]{4}[0-9A-Z]{2}[0-9]{3})?$',
    patternHint: 'должно содержать 9 символов: 4 цифры, 2 цифры или заглавные латинские буквы и 3 цифры',
  },
  ogrn: {
    title: 'ОГРН',
    type: ['string', 'null'],
    maxLength: 15,
    pattern: '^([0-9]{13}|[0-9]{15})?$',
    patternHint: 'должно состоять из 13 цифр (ОГРН) или 15 цифр (ОГРНИП)',
  },
  tenderNumber: {
    title: 'Номер закупки',
    type: ['string', 'null'],
    maxLength: 64,
    pattern: '^[^\\u0000-\\u001f]*$',
    patternHint: 'не должно содержать управляющих символов',
  },
} as const;

/** POST /v2/bgrequest/read/client/checks */
export const clientChecksSchema = {
  body: { type: 'object', required: ['inn'], properties: { inn: fields.inn, kpp: fields.kpp } },
} as const;

/** POST /v2/bgrequest/read/exists */
export const existsSchema = {
  body: {
    type: 'object',
    required: ['inn'],
    properties: { inn: fields.inn, kpp: fields.kpp, ogrn: fields.ogrn, tender_number: fields.tenderNumber },
  },
} as const;

/** POST /v2/bgrequest/write/tender/{id}: the tender itself is checked against schemas/wire/tender.schema.json. */
export const saveTenderSchema = {
  body: { type: 'object', required: ['tender'], properties: { tender: { title: 'Закупка', type: 'object' } } },
} as const;

export interface ChecksBody {
  inn: string;
  kpp?: string | null;
}

export interface ExistsBody extends ChecksBody {
  ogrn?: string | null;
  tender_number?: string | null;
}
