import { fields } from '../commonFields';

/** POST /v1/user/write/recover: `login` is the e-mail. */
export const recoverSchema = {
  body: { type: 'object', required: ['login'], properties: { login: { ...fields.email, title: 'E-mail' } } },
} as const;

/** POST /v1/user/write/confirm-recover */
export const confirmRecoverSchema = {
  body: { type: 'object', required: ['code', 'password'], properties: { code: fields.code, password: { ...fields.password, title: 'Новый пароль' } } },
} as const;
