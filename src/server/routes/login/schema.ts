import { fields } from '../commonFields';

/** POST /v1/login/write/creds; `code` is the two-factor code, on the second call of a two-factor account. */
export const credentialsSchema = {
  body: {
    type: 'object',
    required: ['email', 'password', 'actor'],
    properties: { email: fields.email, password: fields.loginPassword, actor: fields.actor, code: fields.code },
  },
} as const;

/** POST /v1/login/write/send/phone/code */
export const sendPhoneCodeSchema = {
  body: { type: 'object', required: ['phone'], properties: { phone: fields.phone } },
} as const;

/** POST /v1/login/write/check/phone/code */
export const checkPhoneCodeSchema = {
  body: { type: 'object', required: ['phone', 'code'], properties: { phone: fields.phone, code: fields.code } },
} as const;

/** POST /v1/login/write/phone */
export const phoneLoginSchema = {
  body: {
    type: 'object',
    required: ['phone', 'code'],
    properties: {
      phone: fields.phone,
      code: fields.code,
      rememberme: { title: 'Запомнить меня', type: 'boolean' },
      actor: fields.actor,
    },
  },
} as const;

/** POST /v1/login/write/organization */
export const switchOrganizationSchema = {
  body: { type: 'object', required: ['organization_uuid'], properties: { organization_uuid: fields.organizationUuid } },
} as const;
