/** Route schemas of signing; `title` names the field in Russian error messages. */

const fileUuid = { title: 'Файл', type: 'string', format: 'uuid' } as const;
/** A CMS with its certificate is a few kilobytes; an attached one carries a short text. */
const signature = { title: 'Подпись', type: 'string', minLength: 16, maxLength: 200_000 } as const;

/** POST /v1/storage/write/signature (spec-2 §7.5: file_uuid, scope, signature, is_attached). */
export const signatureSchema = {
  body: {
    title: 'Подпись файла',
    type: 'object',
    required: ['file_uuid', 'signature'],
    properties: {
      file_uuid: fileUuid,
      scope: { title: 'Назначение подписи', type: 'string', minLength: 1, maxLength: 100, default: 'document' },
      signature,
      is_attached: { title: 'Присоединённая подпись', type: 'boolean', default: false },
    },
  },
} as const;

/** POST /v1/storage/read/sign-info: the files to tell about. */
export const signInfoSchema = {
  body: {
    title: 'Сведения о подписях',
    type: 'object',
    required: ['file_uuids'],
    properties: { file_uuids: { title: 'Файлы', type: 'array', minItems: 1, maxItems: 100, items: fileUuid } },
  },
} as const;

/** POST /v2/bgrequest/write/sign-link/{id}: the banks the link covers (none: every bank waiting). */
export const signLinkSchema = {
  body: {
    title: 'Ссылка на подписание',
    type: ['object', 'null'],
    properties: { fko_uuids: { title: 'Банки', type: 'array', maxItems: 50, items: { type: 'string', format: 'uuid' } } },
  },
} as const;

/** POST /v1/sign-link/write/{token}/signature */
export const linkSignatureSchema = {
  body: {
    title: 'Подпись файла',
    type: 'object',
    required: ['file_uuid', 'signature'],
    properties: { file_uuid: fileUuid, signature, is_attached: { title: 'Присоединённая подпись', type: 'boolean', default: false } },
  },
} as const;

/** POST /v2/bgrequest/write/client/sign/additional/docs/{id}: the signatures of the bank's additional documents. */
export const additionalSignaturesSchema = {
  body: {
    title: 'Подписи документов банка',
    type: 'object',
    required: ['signatures'],
    properties: {
      signatures: {
        title: 'Подписи',
        type: 'array',
        minItems: 1,
        maxItems: 20,
        items: {
          title: 'Подпись файла',
          type: 'object',
          required: ['file_uuid', 'signature'],
          properties: { file_uuid: fileUuid, signature, is_attached: { title: 'Присоединённая подпись', type: 'boolean', default: false } },
        },
      },
    },
  },
} as const;

export interface SignatureBody {
  file_uuid: string;
  scope: string;
  signature: string;
  is_attached: boolean;
}
export interface LinkSignatureBody {
  file_uuid: string;
  signature: string;
  is_attached: boolean;
}
