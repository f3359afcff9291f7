import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { authOf } from '../../fastifyTypes';
import { AppError } from '../../http/AppError';
import { ok } from '../../http/envelope';
import { requestNotFound } from '../../requests/requestAccess';
import { parseRequestNumber } from '../../requests/requestNumber';
import { getRequestForUser } from '../../requests/requestRepository';
import { saveAsDraft, type DraftBody } from '../../requestForm/draft';
import { customerNumbered, readCustomers, saveCustomers } from '../../requestForm/jointCustomers';
import { createFormRequest } from '../../requestForm/requestCreation';
import { readRoot } from '../../requestForm/requestRoot';
import { saveStep } from '../../requestForm/stepSaving';
import { saveTypedDraft } from '../../requestForm/typedDrafts';
import { requestFormTexts } from '../../requestForm/texts';
import { bgDocumentsSchema, customersSchema, saveAsDraftSchema } from './formSchema';
import { access } from '../../access/routeAccess';
import { auditRootRead } from '../../audit/personalDataReads';

type WithId = { Params: { id?: string } };

function requestNumberOf(request: FastifyRequest<WithId>): number {
  const id = parseRequestNumber(request.params.id);
  if (id === null) throw requestNotFound();
  return id;
}

/** A customer's order number in the path: 1, 2, …; anything else names no customer. */
function orderNumberOf(text: string): number {
  if (!/^[1-9][0-9]{0,5}$/.test(text)) throw AppError.notFound(requestFormTexts.customerNotFound);
  return Number(text);
}

/**
 * The request form's calls: creating a request from the start steps, the root with every step,
 * saving a step, the draft save, the joint customers and the documents scope. The server derives the
 * step context itself; a request of another organisation is 404 'Заявка не найдена', a read-only one
 * refuses every write.
 */
const requestFormRoutes: FastifyPluginAsync = async (app) => {
  const auth = { config: access.signedIn };
  const db = () => app.database.db;

  app.post('/v1/bgrequest/write', auth, async (request) => {
    const created = await createFormRequest(db(), authOf(request), request.body);
    return ok({ ...created, request_id: created.id, request_uuid: created.uuid });
  });

  for (const path of ['/v1/bgrequest/read/:id/root', '/v1/bgrequest/read/:id/root/edit']) {
    app.get<WithId>(path, auth, async (request) => {
      const root = await readRoot(db(), authOf(request), requestNumberOf(request));
      // The root carries the head, founders and signers with their passports: the read is recorded (docs/audit.md).
      await auditRootRead(db(), authOf(request), root);
      return ok(root);
    });
  }

  app.post<WithId & { Params: { step: string } }>('/v2/bgrequest/write/:id/step/:step', auth, async (request) =>
    ok(await saveStep(db(), authOf(request), requestNumberOf(request), request.params.step, request.body, new Date(), app.hub)),
  );

  // What was typed on a step whose rules do not hold yet (a failed «Далее»), kept apart from its data.
  app.post<WithId & { Params: { step: string } }>('/v2/bgrequest/write/:id/draft/:step', auth, async (request) =>
    ok(await saveTypedDraft(db(), authOf(request), requestNumberOf(request), request.params.step, request.body)),
  );

  app.post<{ Body: DraftBody }>('/v2/bgrequest/write/saveasdraft', { ...auth, schema: saveAsDraftSchema }, async (request) =>
    ok(await saveAsDraft(db(), authOf(request), request.body, app.hub)),
  );

  app.get<WithId & { Params: { x: string } }>('/v2/bgrequest/read/:id/customers/:x', auth, async (request) => {
    const customers = await readCustomers(db(), authOf(request), requestNumberOf(request));
    return ok(request.params.x === 'all' ? customers : customerNumbered(customers, orderNumberOf(request.params.x)));
  });

  app.post<WithId & { Body: { customers: Record<string, unknown>[] } }>('/v2/bgrequest/write/:id/customers/all', { ...auth, schema: customersSchema }, async (request) =>
    ok(await saveCustomers(db(), authOf(request), requestNumberOf(request), request.body.customers)),
  );

  app.post<WithId & { Params: { x: string } }>('/v2/bgrequest/write/:id/customers/:x', auth, async (request) => {
    const orderNum = orderNumberOf(request.params.x);
    const body = request.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) throw AppError.badRequest(requestFormTexts.notAnObject);
    const customers = await saveCustomers(db(), authOf(request), requestNumberOf(request), [{ ...(body as Record<string, unknown>), order_num: orderNum }]);
    return ok(customerNumbered(customers, orderNum));
  });

  // The documents entity of a request is its documents scope: the scope's uuid is the entity's uuid.
  app.post<{ Body: { scope: string } }>('/v1/bgdocuments/write', { ...auth, schema: bgDocumentsSchema }, async (request) => {
    const viewer = authOf(request);
    const found = await db()
      .selectFrom('bg_request as r')
      .select(['r.id', 'r.documents_scope_uuid'])
      .where('r.documents_scope_uuid', '=', request.body.scope)
      .executeTakeFirst();
    if (!found) throw requestNotFound();
    const visible = await getRequestForUser(db(), viewer, Number(found.id));
    return ok({ uuid: visible.documents_scope_uuid, request_id: visible.id });
  });
};

export default requestFormRoutes;
