/**
 * Field schemas shared by several endpoints. `title` names the field in error messages; `ruEmail`,
 * `ruPhone`, `ruInn` are the Russian checks registered in the server's ajv.
 */
export const fields = {
  email: { title: 'E-mail', type: 'string', minLength: 1, maxLength: 254, ruEmail: true },
  phone: { title: 'Телефон', type: 'string', minLength: 1, maxLength: 32, ruPhone: true },
  password: {
    title: 'Пароль',
    type: 'string',
    minLength: 8,
    maxLength: 128,
    pattern: '^(?=.*[A-Za-zА-Яа-яЁё])(?=.*[0-9]).+$',
    patternHint: 'должно содержать буквы и цифры',
  },
  /** A password as typed at sign-in: the policy applies when it is set, not when it is checked. */
  loginPassword: { title: 'Пароль', type: 'string', minLength: 1, maxLength: 128 },
  code: { title: 'Код подтверждения', type: 'string', pattern: '^[0-9]{6}$', patternHint: 'должно состоять из 6 цифр' },
  actor: { title: 'Роль', enum: ['agent', 'client'] },
  organizationUuid: { title: 'Организация', type: 'string', format: 'uuid' },
} as const;
