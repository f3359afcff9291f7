/** The template's key: lower-case letters, digits and dashes. */
export const templateParamsSchema = {
  params: {
    type: 'object',
    required: ['key'],
    additionalProperties: false,
    properties: { key: { type: 'string', pattern: '^[a-z0-9-]{1,40}$' } },
  },
} as const;
