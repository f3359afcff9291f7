/** Route schemas of sending to banks (issue 6); `title` names the field in Russian error messages. */
import { int4 } from '../../http/numberBounds';

const requestId = { title: 'Номер заявки', type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;
const requestUuid = { title: 'Заявка', type: 'string', format: 'uuid' } as const;
const bankUuids = (title: string, minItems = 0) => ({ title, type: 'array', minItems, maxItems: 50, items: { type: 'string', format: 'uuid' } }) as const;
const message = { title: 'Комментарий', type: ['string', 'null'], maxLength: 2000 } as const;

/** GET /v2/bgrequest/read/banks?request_id= */
export const bankListSchema = {
  querystring: { type: 'object', properties: { request_id: { title: 'Номер заявки', type: 'string', pattern: '^[1-9][0-9]{0,15}$', patternHint: 'должен быть положительным целым числом' } } },
} as const;

/** POST /v1/bgsubrequest/write/selected (spec-2 §7.2: a list of subrequest_uuid and value 'true' or 'false'). */
export const selectedSchema = {
  body: {
    title: 'Выбор банков',
    type: 'array',
    minItems: 1,
    maxItems: 100,
    items: {
      type: 'object',
      required: ['subrequest_uuid', 'value'],
      properties: {
        subrequest_uuid: { title: 'Заявка в банк', type: 'string', format: 'uuid' },
        value: { title: 'Выбор', enum: ['true', 'false'] },
      },
    },
  },
} as const;

/** POST /v2/bgrequest/write/send (spec-2 §3.4: fko_uuids, request_id, signed). */
export const sendSchema = {
  body: {
    type: 'object',
    required: ['fko_uuids', 'request_id', 'signed'],
    properties: { fko_uuids: bankUuids('Банки для отправки', 1), request_id: requestId, signed: { title: 'Заявка подписана', type: 'boolean' } },
  },
} as const;

/** POST /v2/bgrequest/write/admin/verification/send/{id} */
export const verificationSchema = {
  body: {
    type: 'object',
    required: ['result'],
    properties: {
      result: { title: 'Результат верификации', enum: ['passed', 'failed', 'demand'] },
      fko_uuids: bankUuids('Банки'),
      comment: message,
    },
  },
} as const;

/** POST /v1/bgrequest/write/agent/manager {request_id, manager} */
export const managerSchema = {
  body: {
    type: 'object',
    required: ['request_id', 'manager'],
    properties: { request_id: requestId, manager: { title: 'Менеджер', type: ['integer', 'string'], minimum: 1, maximum: int4.maximum, maxLength: 64 } },
  },
} as const;

/** POST /v2/bgrequest/write/revokefrombank {request_uuid, fko_uuids} */
export const revokeSchema = {
  body: { type: 'object', required: ['request_uuid', 'fko_uuids'], properties: { request_uuid: requestUuid, fko_uuids: bankUuids('Банки', 1) } },
} as const;

/** POST /v1/bgrequest/write/archive {fko_uuids, message, request_uuid} */
export const archiveSchema = {
  body: { type: 'object', required: ['request_uuid'], properties: { request_uuid: requestUuid, fko_uuids: bankUuids('Банки'), message } },
} as const;

/** POST /v1/bgrequest/write/unarchive {request_uuid, fko_uuids?} */
export const unarchiveSchema = {
  body: { type: 'object', required: ['request_uuid'], properties: { request_uuid: requestUuid, fko_uuids: bankUuids('Банки') } },
} as const;

/** POST /v1/bgsubrequest/write/{id}/archive {message?}: the body may be absent. */
export const subRequestArchiveSchema = {
  body: { type: ['object', 'null'], properties: { message } },
} as const;

/** POST /v2/bgrequest/write/{id}/subrequest/change/status {fko_uuids?} */
export const changeStatusSchema = {
  body: { type: ['object', 'null'], properties: { fko_uuids: bankUuids('Банки') } },
} as const;

/** POST /v1/bgrequest/write/claim/bank/client {request_uuid} */
export const claimFromClientSchema = {
  body: { type: 'object', required: ['request_uuid'], properties: { request_uuid: requestUuid } },
} as const;

export interface SendBody {
  fko_uuids: string[];
  request_id: number;
  signed: boolean;
}
export interface ManagerBody {
  request_id: number;
  manager: number | string;
}
export interface RevokeBody {
  request_uuid: string;
  fko_uuids: string[];
}
export interface ArchiveBody {
  request_uuid: string;
  fko_uuids?: string[];
  message?: string | null;
}
export interface VerificationBody {
  result: 'passed' | 'failed' | 'demand';
  fko_uuids?: string[];
  comment?: string | null;
}
