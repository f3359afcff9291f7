import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { banksConfig, banksForEnvironment } from '../../../domain/banks';
import { authOf } from '../../fastifyTypes';
import { ok } from '../../http/envelope';
import { requestNotFound } from '../../requests/requestAccess';
import { parseRequestNumber } from '../../requests/requestNumber';
import { AppError } from '../../http/AppError';
import { archiveBanks, unarchiveBanks } from '../../sending/archive';
import { bankList } from '../../sending/bankList';
import { createConsentLink, giveConsentByToken, giveConsentInApp } from '../../sending/consent';
import { assignManager } from '../../sending/manager';
import { failedInfo, runPrescoring } from '../../sending/prescoring';
import { completenessFor } from '../../sending/requestFacts';
import { returnFromClient } from '../../sending/returnFromClient';
import { revokeFromBanks } from '../../sending/revocation';
import { ensureChosenSubRequests, setSelected } from '../../sending/selection';
import { sendingBlocks } from '../../accession/sendingBlocks';
import { sendToBanks } from '../../sending/sendToBanks';
import { readSendingRequest, requestIdBySubRequest, requestIdByUuidForOwnerOrOperator } from '../../sending/sendingRequest';
import { statusHistory } from '../../sending/statusHistory';
import { subRequestCard, subRequestList } from '../../sending/subRequestView';
import { sendingTexts } from '../../sending/texts';
import { verifyRequest } from '../../sending/verification';
import type { SelectionItemWire } from '../../../domain/wire/banksWire';
import {
  archiveSchema,
  bankListSchema,
  changeStatusSchema,
  claimFromClientSchema,
  managerSchema,
  revokeSchema,
  selectedSchema,
  sendSchema,
  subRequestArchiveSchema,
  unarchiveSchema,
  verificationSchema,
  type ArchiveBody,
  type ManagerBody,
  type RevokeBody,
  type SendBody,
  type VerificationBody,
} from './schema';
import { access } from '../../access/routeAccess';

type WithId = { Params: { id?: string } };

function requestNumberOf(request: FastifyRequest<WithId>): number {
  const id = parseRequestNumber(request.params.id);
  if (id === null) throw requestNotFound();
  return id;
}

/**
 * Sending a request to banks and what follows it (issue 6; docs/banks-and-sending.md): the bank list,
 * the request's sub-requests, selection, pre-scoring, sending, consent, the operator's verification,
 * the manager, revocation, archiving, taking the request back from the client and the status history.
 * Every call but the consent link's needs a signed-in user; another organisation's request is 404.
 */
const bankRoutes: FastifyPluginAsync = async (app) => {
  const auth = { config: access.signedIn };
  const db = () => app.database.db;
  const banks = banksForEnvironment(banksConfig.banks, app.config.app.environment);
  const deps = () => ({ hub: app.hub });

  app.get<{ Querystring: { request_id?: string } }>('/v2/bgrequest/read/banks', { ...auth, schema: bankListSchema }, async (request) => {
    const id = request.query.request_id === undefined ? null : parseRequestNumber(request.query.request_id);
    if (request.query.request_id !== undefined && id === null) throw requestNotFound();
    return ok(await bankList(db(), authOf(request), banks, id));
  });

  app.get<WithId>('/v1/bgrequest/read/:id/subrequests', auth, async (request) => {
    const viewer = authOf(request);
    const id = requestNumberOf(request);
    const found = await readSendingRequest(db(), viewer, id);
    // The banks chosen on the preview step get their drafts when the owner first reads them.
    await ensureChosenSubRequests(db(), found);
    const completeness = await completenessFor(db(), found, []);
    const blocks = found.access === 'owner' ? await sendingBlocks(db(), found.organization_uuid, app.accounts.accession) : null;
    return ok(await subRequestList(db(), found, viewer, banks, completeness.progress, completeness.gaps, blocks));
  });

  app.post<{ Body: SelectionItemWire[] }>('/v1/bgsubrequest/write/selected', { ...auth, schema: selectedSchema }, async (request) =>
    ok(await setSelected(db(), authOf(request), request.body)),
  );

  app.post<WithId>('/v2/bgrequest/write/:id/prescoring', auth, async (request) =>
    ok(await runPrescoring(db(), deps(), authOf(request), requestNumberOf(request), banks)),
  );

  app.get<WithId>('/v2/bgsubrequest/read/:id/failed-info', auth, async (request) => ok(await failedInfo(db(), authOf(request), request.params.id ?? '', banks)));

  app.post<{ Body: SendBody }>('/v2/bgrequest/write/send', { ...auth, schema: sendSchema }, async (request) =>
    ok(await sendToBanks(db(), deps(), authOf(request), request.body, banks, app.accounts.accession)),
  );

  app.post<WithId>('/v2/bgrequest/write/:id/consent/link', auth, async (request) =>
    ok(await createConsentLink(db(), authOf(request), requestNumberOf(request), app.config.server.publicUrl)),
  );

  app.post<WithId>('/v2/bgrequest/write/:id/consent', auth, async (request) =>
    ok(await giveConsentInApp(db(), deps(), authOf(request), requestNumberOf(request), banks)),
  );

  // Public: the customer follows the link without an account; the token is the only key.
  app.post<{ Params: { token: string } }>('/v2/consent/write/:token', { config: access.public }, async (request) => ok(await giveConsentByToken(db(), deps(), request.params.token, banks)));

  app.post<WithId & { Body: VerificationBody }>('/v2/bgrequest/write/admin/verification/send/:id', { ...auth, schema: verificationSchema }, async (request) => {
    const { result, fko_uuids, comment } = request.body;
    return ok(await verifyRequest(db(), deps(), authOf(request), requestNumberOf(request), { result, ...(fko_uuids ? { fko_uuids } : {}), ...(comment ? { comment } : {}) }, banks));
  });

  app.post<{ Body: ManagerBody }>('/v1/bgrequest/write/agent/manager', { ...auth, schema: managerSchema }, async (request) =>
    ok(await assignManager(db(), authOf(request), request.body.request_id, request.body.manager)),
  );

  app.post<{ Body: RevokeBody }>('/v2/bgrequest/write/revokefrombank', { ...auth, schema: revokeSchema }, async (request) =>
    ok(await revokeFromBanks(db(), deps(), authOf(request), request.body.request_uuid, request.body.fko_uuids, banks)),
  );

  app.post<{ Body: ArchiveBody }>('/v1/bgrequest/write/archive', { ...auth, schema: archiveSchema }, async (request) => {
    const { request_uuid, fko_uuids, message } = request.body;
    return ok(await archiveBanks(db(), deps(), authOf(request), { requestUuid: request_uuid, ...(fko_uuids ? { fkoUuids: fko_uuids } : {}) }, message?.trim() || null));
  });

  app.post<{ Body: ArchiveBody }>('/v1/bgrequest/write/unarchive', { ...auth, schema: unarchiveSchema }, async (request) =>
    ok(await unarchiveBanks(db(), deps(), authOf(request), request.body.request_uuid, request.body.fko_uuids)),
  );

  app.post<WithId & { Body: { message?: string | null } | null }>('/v1/bgsubrequest/write/:id/archive', { ...auth, schema: subRequestArchiveSchema }, async (request) =>
    ok(await archiveBanks(db(), deps(), authOf(request), { subrequestUuid: request.params.id ?? '' }, request.body?.message?.trim() || null)),
  );

  app.post<WithId & { Body: { fko_uuids?: string[] } | null }>('/v2/bgrequest/write/:id/subrequest/change/status', { ...auth, schema: changeStatusSchema }, async (request) =>
    ok(await returnFromClient(db(), deps(), authOf(request), requestNumberOf(request), request.body?.fko_uuids)),
  );

  app.post<{ Body: { request_uuid: string } }>('/v1/bgrequest/write/claim/bank/client', { ...auth, schema: claimFromClientSchema }, async (request) => {
    const viewer = authOf(request);
    return ok(await returnFromClient(db(), deps(), viewer, await requestIdByUuidForOwnerOrOperator(db(), viewer, request.body.request_uuid)));
  });

  app.get<WithId>('/v1/bgrequest/read/:id/statuses', auth, async (request) => {
    const found = await readSendingRequest(db(), authOf(request), requestNumberOf(request));
    return ok(await statusHistory(db(), { requestId: found.id }, banks));
  });

  app.get<WithId>('/v1/bgsubrequest/read/:id/statuses', auth, async (request) => {
    const uuid = request.params.id ?? '';
    await requestIdBySubRequest(db(), authOf(request), uuid);
    return ok(await statusHistory(db(), { subrequestUuid: uuid }, banks));
  });

  // {id} is the sub-request, {x} the request it belongs to: one bank's card as the list shows it.
  app.get<WithId & { Params: { x: string } }>('/v1/bgsubrequest/read/:id/info/:x', auth, async (request) => {
    const viewer = authOf(request);
    const uuid = request.params.id ?? '';
    const id = await requestIdBySubRequest(db(), viewer, uuid);
    if (parseRequestNumber(request.params.x) !== id) throw AppError.notFound(sendingTexts.infoNotFound);
    const found = await readSendingRequest(db(), viewer, id);
    const completeness = await completenessFor(db(), found, []);
    const blocks = found.access === 'owner' ? await sendingBlocks(db(), found.organization_uuid, app.accounts.accession) : null;
    const card = await subRequestCard(db(), found, viewer, banks, completeness.progress, uuid, completeness.gaps, blocks);
    if (!card) throw AppError.notFound(sendingTexts.infoNotFound);
    return ok(card);
  });
};

export default bankRoutes;
