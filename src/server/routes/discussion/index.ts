import type { FastifyPluginAsync } from 'fastify';
import type { ApprovalCustomersBody, ToDiscussionBody, ValidateBeforeApprovalBody } from '../../../domain/wire/offersWire';
import { authOf } from '../../fastifyTypes';
import { ok } from '../../http/envelope';
import { agreementParam, saveApprovalCustomers, toDiscussion, validateBeforeApproval } from '../../offers/discussion/discussion';
import { money } from '../offers/schema';
import { access } from '../../access/routeAccess';

type WithId = { Params: { id: string } };

const date = (title: string) => ({ title, type: 'string', maxLength: 10 }) as const;

/** POST /v2/bgrequest/read/validate/before/approval (spec-2 §7.2: fko_uuid, date_from, date_to, request_id, sum). */
const validateSchema = {
  body: {
    type: 'object',
    required: ['fko_uuid', 'request_id', 'date_from', 'date_to', 'sum'],
    properties: {
      fko_uuid: { title: 'Банк', type: 'string', format: 'uuid' },
      request_id: { title: 'Номер заявки', type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
      date_from: date('Дата начала гарантии'),
      date_to: date('Дата окончания гарантии'),
      sum: money('Сумма гарантии'),
    },
  },
} as const;

/** POST /v1/bgsubrequest/write/{id}/todiscussion */
const toDiscussionSchema = {
  body: {
    type: 'object',
    required: ['date_from', 'date_to', 'sum'],
    properties: {
      date_from: date('Дата начала гарантии'),
      date_to: date('Дата окончания гарантии'),
      sum: money('Сумма гарантии'),
      comment: { title: 'Комментарий для банка', type: 'string', maxLength: 4000 },
      with_customers: { title: 'Со списком заказчиков', type: 'boolean' },
    },
  },
} as const;

/** POST /v2/bgsubrequest/write/approval/customers */
const customersSchema = {
  body: {
    type: 'object',
    required: ['subrequest_uuid', 'customers'],
    properties: {
      subrequest_uuid: { title: 'Заявка в банк', type: 'string', format: 'uuid' },
      customers: {
        title: 'Заказчики',
        type: 'array',
        maxItems: 200,
        items: {
          type: 'object',
          required: ['inn', 'name', 'sum'],
          properties: {
            inn: { title: 'ИНН заказчика', type: 'string', ruInn: true },
            name: { title: 'Наименование заказчика', type: 'string', minLength: 1, maxLength: 1000 },
            sum: money('Сумма по заказчику'),
          },
        },
      },
    },
  },
} as const;

/**
 * Discussion of the draft agreement with a form-type bank (issue 6; spec-1 §4 "Discussion"): the check of
 * the terms, the customers list, sending to discussion and the parameters in force. Another
 * organisation's request is 404; sending is for the organisation that keeps the request.
 */
const discussionRoutes: FastifyPluginAsync = async (app) => {
  const auth = { config: access.signedIn };
  const db = () => app.database.db;

  app.post<{ Body: ValidateBeforeApprovalBody }>('/v2/bgrequest/read/validate/before/approval', { ...auth, schema: validateSchema }, async (request) =>
    ok(await validateBeforeApproval(db(), authOf(request), request.body)),
  );
  app.post<{ Body: ApprovalCustomersBody }>('/v2/bgsubrequest/write/approval/customers', { ...auth, schema: customersSchema }, async (request) =>
    ok(await saveApprovalCustomers(db(), authOf(request), request.body)),
  );
  app.post<WithId & { Body: ToDiscussionBody }>('/v1/bgsubrequest/write/:id/todiscussion', { ...auth, schema: toDiscussionSchema }, async (request) =>
    ok(await toDiscussion(db(), { hub: app.hub }, authOf(request), request.params.id, request.body)),
  );
  app.get<WithId & { Params: { x: string } }>('/v2/bgsubrequest/read/:id/agreement/param/:x', auth, async (request) =>
    ok(await agreementParam(db(), authOf(request), request.params.id, request.params.x)),
  );
};

export default discussionRoutes;
