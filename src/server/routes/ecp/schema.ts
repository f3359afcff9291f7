import { fields } from '../commonFields';

/** Route schemas of the sign-in by a qualified signature; `title` names the field in Russian error messages. */

const thumbprint = { title: 'Сертификат', type: 'string', pattern: '^[0-9A-Fa-f]{40}$', patternHint: 'должен быть отпечатком SHA-1 сертификата (40 шестнадцатеричных цифр)' } as const;
/** The spec's name for the signature: base64 DER CMS, a few kilobytes with its certificate. */
const scope = { title: 'Подпись', type: 'string', minLength: 16, maxLength: 200_000 } as const;

/** POST /v1/login/write/ecp/challenge and /v1/login/write/attach-ecp/challenge: the certificate chosen. */
export const challengeSchema = {
  body: { title: 'Код для подписи', type: 'object', required: ['thumbprint'], properties: { thumbprint } },
} as const;

/** POST /v1/login/write/ecp (spec-2 §7.1: rememberme, scope). */
export const ecpLoginSchema = {
  body: {
    title: 'Вход по электронной подписи',
    type: 'object',
    required: ['scope'],
    properties: { scope, rememberme: { title: 'Запомнить меня', type: 'boolean' }, actor: fields.actor },
  },
} as const;

/** POST /v1/login/write/attach-ecp (spec-2 §7.1: scope). */
export const attachSchema = {
  body: { title: 'Прикрепление сертификата', type: 'object', required: ['scope'], properties: { scope } },
} as const;

/** POST /v1/login/write/detach-ecp: the certificate to detach. */
export const detachSchema = {
  body: { title: 'Открепление сертификата', type: 'object', required: ['thumbprint'], properties: { thumbprint } },
} as const;
