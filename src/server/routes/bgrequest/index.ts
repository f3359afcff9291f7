import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { authOf } from '../../fastifyTypes';
import { AppError } from '../../http/AppError';
import { ok } from '../../http/envelope';
import { checkCompany, uncheckedCompany } from '../../requests/companyCheck';
import { moscowDate } from '../../requests/moscowDate';
import { documentsToSign, generatePrintForms } from '../../requests/printForms';
import { requestNotFound } from '../../requests/requestAccess';
import { parseRequestNumber } from '../../requests/requestNumber';
import { findExistingRequest, saveTender } from '../../requests/requestRepository';
import { requestSummary } from '../../requests/requestSummary';
import { requestTexts } from '../../requests/texts';
import { validateTender } from '../../requests/validateTender';
import { fileStoreFromConfig } from '../../storage/fileStoreFromConfig';
import { clientChecksSchema, existsSchema, saveTenderSchema, type ChecksBody, type ExistsBody } from './schema';
import { access } from '../../access/routeAccess';

type WithId = { Params: { id?: string } };

/** The request number of the path, or the 404 a wrong number gets (it names no request). */
function requestNumberOf(request: FastifyRequest<WithId>): number {
  const id = parseRequestNumber(request.params.id);
  if (id === null) throw requestNotFound();
  return id;
}

/**
 * Calls of the request that do not need the request form: the company check, the existence check,
 * saving the tender, the print forms and what is to be signed. Every call needs a signed-in user
 * (checked before the body is read); a request of another organisation is 404.
 */
const bgRequestRoutes: FastifyPluginAsync = async (app) => {
  const store = fileStoreFromConfig(app.config);
  const auth = { config: access.signedIn };

  app.post<{ Body: ChecksBody }>('/v2/bgrequest/read/client/checks', { ...auth, schema: clientChecksSchema }, async (request) => {
    try {
      return ok(checkCompany(request.body.inn, request.body.kpp, moscowDate()));
    } catch (error) {
      // The check only advises: a failure is reported as "could not check", never as a blocked request.
      request.log.error({ err: error }, 'Проверка компании не выполнена');
      return ok(uncheckedCompany());
    }
  });

  app.post<{ Body: ExistsBody }>('/v2/bgrequest/read/exists', { ...auth, schema: existsSchema }, async (request) => {
    const { inn, kpp, ogrn } = request.body;
    const tenderNumber = request.body.tender_number?.trim() ?? '';
    // A purchase without a registry number cannot be told from another one of the same company.
    const found = tenderNumber === '' ? null : await findExistingRequest(app.database.db, authOf(request), { inn, kpp, ogrn, tender_number: tenderNumber });
    return ok({
      exists: found !== null,
      request: found ? requestSummary(found) : null,
      message: found ? requestTexts.alreadyExists(found.id) : null,
    });
  });

  const tenderWithoutRequest = async () => {
    throw AppError.badRequest(requestTexts.tenderWithoutRequest);
  };
  app.post('/v2/bgrequest/write/tender', auth, tenderWithoutRequest);
  app.post('/v2/bgrequest/write/tender/', auth, tenderWithoutRequest);
  app.post<WithId & { Body: { tender: unknown } }>(
    '/v2/bgrequest/write/tender/:id',
    {
      ...auth,
      // A tender needs a request to be saved in: a wrong number is refused before the body is judged.
      preValidation: async (request) => {
        if (parseRequestNumber(request.params.id) === null) throw AppError.badRequest(requestTexts.tenderWithoutRequest);
      },
      schema: saveTenderSchema,
    },
    async (request) => {
      const id = parseRequestNumber(request.params.id)!;
      const checked = validateTender(request.body.tender);
      if ('problem' in checked) throw AppError.badRequest(checked.problem);
      const saved = await saveTender(app.database.db, authOf(request), id, checked.tender);
      return ok({ ...requestSummary(saved), tender: saved.tender });
    },
  );

  app.post<WithId>('/v2/bgrequest/write/printforms/:id', auth, async (request) =>
    ok(await generatePrintForms({ db: app.database.db, store }, authOf(request), requestNumberOf(request))),
  );

  app.get<WithId>('/v2/bgrequest/read/sign/:id', auth, async (request) =>
    ok(await documentsToSign(app.database.db, authOf(request), requestNumberOf(request))),
  );
};

export default bgRequestRoutes;
