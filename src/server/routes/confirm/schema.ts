/** POST /v1/confirm/write/{code}: the code travels in the path; a malformed one is just a wrong code. */
export const confirmSchema = {
  params: {
    type: 'object',
    required: ['code'],
    properties: { code: { title: 'Код подтверждения', type: 'string', maxLength: 64 } },
  },
} as const;
