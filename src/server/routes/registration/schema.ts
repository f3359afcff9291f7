import { fields } from '../commonFields';

const name = (title: string) => ({ title, type: 'string', minLength: 1, maxLength: 100, pattern: '\\S', patternHint: 'обязательно для заполнения' }) as const;

/** POST /v1/registration/write/agent */
export const registerAgentSchema = {
  body: {
    type: 'object',
    required: ['last_name', 'first_name', 'email', 'phone', 'password', 'organization_name', 'inn', 'agree'],
    properties: {
      last_name: name('Фамилия'),
      first_name: name('Имя'),
      middle_name: { title: 'Отчество', type: ['string', 'null'], maxLength: 100 },
      email: fields.email,
      phone: fields.phone,
      password: fields.password,
      organization_name: {
        title: 'Наименование организации',
        type: 'string',
        minLength: 1,
        maxLength: 500,
        pattern: '\\S',
        patternHint: 'обязательно для заполнения',
      },
      inn: { title: 'ИНН', type: 'string', maxLength: 12, ruInn: true },
      agree: { title: 'Согласие на обработку персональных данных', const: true },
    },
  },
} as const;
