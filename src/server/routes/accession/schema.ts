/** Route schemas of the organisation's documents; `title` names the field in Russian error messages. */

const uuid = { title: 'Документ', type: 'string', format: 'uuid' } as const;
const scopeUuid = { title: 'Область хранения документа', type: 'string', format: 'uuid' } as const;

/** {uuid, scope_uuid}: the stored file of a signed document and its scope (spec-2 §7.1). */
export const signedDocumentSchema = {
  body: {
    title: 'Подписанный документ',
    type: 'object',
    required: ['uuid'],
    properties: { uuid, scope_uuid: scopeUuid },
  },
} as const;

/** {uuids}: the stored files of signed additional agreements. */
export const signedAgreementsSchema = {
  body: {
    title: 'Подписанные соглашения',
    type: 'object',
    required: ['uuids'],
    properties: { uuids: { title: 'Документы', type: 'array', minItems: 1, maxItems: 50, uniqueItems: true, items: uuid } },
  },
} as const;

export interface SignedDocumentBody {
  uuid: string;
  scope_uuid?: string;
}
export interface SignedAgreementsBody {
  uuids: string[];
}
