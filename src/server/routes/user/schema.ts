import { fields } from '../commonFields';

/** POST /v1/user/write/recover: `login` is the e-mail. */
export const recoverSchema = {
  body: { type: 'object', required: ['login'], properties: { login: { ...fields.email, title: 'E-mail' } } },
} as const;

/** POST /v1/user/write/confirm-recover: the code is looked up together with the e-mail it was sent to. */
export const confirmRecoverSchema = {
  body: {
    type: 'object',
    required: ['login', 'code', 'password'],
    properties: { login: { ...fields.email, title: 'E-mail' }, code: fields.code, password: { ...fields.password, title: 'Новый пароль' } },
  },
} as const;
