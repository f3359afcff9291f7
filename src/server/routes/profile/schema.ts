import { fields } from '../commonFields';

const name = (title: string) => ({ title, type: 'string', minLength: 1, maxLength: 100, pattern: '^\\s*[\\p{L}][\\p{L}\\s\'’.-]*$', patternHint: 'допустимы только буквы, пробел, дефис и апостроф' }) as const;
const channel = { title: 'Способ получения кода', enum: ['sms', 'email'] } as const;
const ownId = { type: 'object', required: ['id'], properties: { id: { title: 'Пользователь', type: 'string', minLength: 1, maxLength: 40 } } } as const;

/** POST /v1/currentuser/write/update: any of the fields, at least one. */
export const updateCurrentUserSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    minProperties: 1,
    properties: {
      last_name: name('Фамилия'),
      first_name: name('Имя'),
      middle_name: { title: 'Отчество', type: ['string', 'null'], maxLength: 100, pattern: '^([\\p{L}][\\p{L}\\s\'’.-]*)?\\s*$', patternHint: 'допустимы только буквы, пробел, дефис и апостроф' },
      post: { title: 'Должность', type: ['string', 'null'], maxLength: 200 },
      nds: { title: 'НДС по умолчанию', type: 'string', minLength: 1, maxLength: 50 },
    },
  },
} as const;

/** POST /v1/currentuser/write/password */
export const changePasswordSchema = {
  body: {
    type: 'object',
    required: ['password', 'new_password'],
    properties: { password: { ...fields.loginPassword, title: 'Текущий пароль' }, new_password: { ...fields.password, title: 'Новый пароль' } },
  },
} as const;

/** POST /v1/currentuser/write/two-factor */
export const twoFactorSchema = {
  body: {
    type: 'object',
    required: ['enabled', 'password'],
    properties: { enabled: { title: 'Двухфакторная защита', type: 'boolean' }, password: { ...fields.loginPassword, title: 'Текущий пароль' }, channel, code: fields.code },
  },
} as const;

/** POST /v1/currentuser/write/confirm-email */
export const confirmEmailSchema = {
  body: { type: 'object', properties: { code: fields.code } },
} as const;

/** POST /v1/user/write/set-email/{id}: the current password and the new e-mail. */
export const setEmailSchema = {
  params: ownId,
  body: {
    type: 'object',
    required: ['password', 'email'],
    properties: { password: { ...fields.loginPassword, title: 'Текущий пароль' }, email: { ...fields.email, title: 'Новый e-mail' } },
  },
} as const;

/** POST /v1/user/write/set-phone/{id}: user_input is the new phone; the call without code sends one. */
export const setPhoneSchema = {
  params: ownId,
  body: {
    type: 'object',
    required: ['user_input', 'channel'],
    properties: { user_input: { ...fields.phone, title: 'Новый телефон' }, channel, code: fields.code },
  },
} as const;

/** POST /v1/organization/write/update/kpp_or_ogrn: either or both; checked against the INN in code. */
export const requisitesSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    minProperties: 1,
    properties: {
      kpp: { title: 'КПП', type: 'string', minLength: 1, maxLength: 20 },
      ogrn: { title: 'ОГРН', type: 'string', minLength: 1, maxLength: 20 },
    },
  },
} as const;
