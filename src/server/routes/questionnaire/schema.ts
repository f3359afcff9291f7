import dictionaries from '../../../../config/dictionaries.json';

const citizenshipKeys = dictionaries.dictionaries.citizenships.items.map((item) => item.key);

/** POST /v1/questionnaire/read/birthcountry: empty strings are accepted, as a form sends them before they are filled. */
export const birthCountrySchema = {
  body: {
    type: 'object',
    required: ['birth_place'],
    properties: {
      birth_place: {
        title: 'Место рождения',
        type: 'string',
        maxLength: 500,
        // Line breaks may come from a pasted passport line; other control characters never belong here.
        pattern: '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f]*$',
        patternHint: 'не должно содержать управляющих символов',
      },
      birth_date: {
        title: 'Дата рождения',
        type: ['string', 'null'],
        maxLength: 10,
        pattern: '^([0-9]{4}-[0-9]{2}-[0-9]{2})?$',
        patternHint: 'должно быть датой в формате ГГГГ-ММ-ДД',
      },
      citizenship: {
        title: 'Гражданство',
        type: ['string', 'null'],
        maxLength: 16,
        pattern: `^(${citizenshipKeys.join('|')})?$`,
        patternHint: `должно быть одним из значений: ${citizenshipKeys.join(', ')}`,
      },
      inn: {
        title: 'ИНН',
        type: ['string', 'null'],
        maxLength: 12,
        pattern: '^([0-9]{10}|[0-9]{12})?$',
        patternHint: 'должно состоять из 10 или 12 цифр',
      },
    },
  },
} as const;

export interface BirthCountryBody {
  birth_place: string;
  birth_date?: string | null;
  citizenship?: string | null;
  inn?: string | null;
}
