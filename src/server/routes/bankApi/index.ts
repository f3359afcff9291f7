import type { FastifyPluginAsync, RouteOptions } from 'fastify';
import type {
  BankApiClaimAnswerBody,
  BankApiDemandBody,
  BankApiDocumentKind,
  BankApiEventBody,
  BankApiEventList,
  BankApiOfferBody,
  BankApiOutboxAckAnswer,
  BankApiOutboxAckBody,
  BankApiOutboxList,
  BankApiSubRequestList,
} from '../../../domain/wire/bankApiWire';
import { isUuid } from '../../../domain/isUuid';
import { answerBankClaim, postBankDemand, postBankDocument, postBankEvent, postBankOffer } from '../../bankGateway/bankActions';
import { bankEvents } from '../../bankGateway/bankEvents';
import { acknowledgeBankEvents, pendingBankEvents } from '../../bankGateway/bankOutbox';
import { findBankSubRequest, listBankSubRequests } from '../../bankGateway/bankSubRequestView';
import { bankApiTexts } from '../../bankGateway/texts';
import { AppError } from '../../http/AppError';
import { ok } from '../../http/envelope';
import { errorCodes } from '../../http/errorCodes';
import { contentDisposition } from '../../storage/contentDisposition';
import { fileStoreFromConfig } from '../../storage/fileStoreFromConfig';
import { fileKindOf } from '../storage/fileKind';
import { maxDocumentBytes } from '../storage/uploads';
import { readSingleUpload } from '../questionnaire/readSingleUpload';
import { uploadTexts } from '../storage/texts';
import { bankAuth, bankOf } from './bankAuth';
import { buildOpenApiDocument, type DocumentedRoute } from './openApi';
import {
  ackSchema,
  chatListSchema,
  chatPostSchema,
  claimAnswerSchema,
  demandSchema,
  documentSchema,
  eventSchema,
  eventsSchema,
  fileSchema,
  getSchema,
  listSchema,
  offerSchema,
  openApiSchema,
  outboxSchema,
  signatureFileSchema,
} from './schema';
import { access } from '../../access/routeAccess';
import { chatScopesOf, listBankChat, postBankChatMessage } from '../../chat/bankChat';
import { readChatUpload } from './readChatUpload';
import { banksConfig, banksForEnvironment } from '../../../domain/banks';

/** Every route of the bank API starts here. */
export const bankApiPrefix = '/bank-api/v1';

const documentKinds: readonly BankApiDocumentKind[] = ['guarantee', 'contract', 'draft_agreement', 'claim_document', 'offer_document', 'additional_document', 'other'];
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The bank API (ARCHITECTURE "The bank side"): banks read the sub-requests sent to them and post
 * events, offers, demands, documents and claim answers with their own key; sub-requests move only
 * through the transition function. The simulator is a client of these same routes.
 */
const bankApiRoutes: FastifyPluginAsync = async (app) => {
  const documented: DocumentedRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(bankApiPrefix) || route.method === 'HEAD') return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') documented.push({ method, url: route.url, schema: route.schema as Record<string, unknown> | undefined });
  });
  app.decorateRequest('bankCaller', null);
  const auth = bankAuth(app);
  const store = fileStoreFromConfig(app.config);
  const deps = () => ({ hub: app.hub });
  const db = app.database.db;

  app.get(`${bankApiPrefix}/openapi.json`, { schema: openApiSchema, config: access.public }, async () => buildOpenApiDocument(documented));

  app.get(`${bankApiPrefix}/events`, { schema: eventsSchema, onRequest: auth, config: access.bankKey }, async () => ok<BankApiEventList>({ events: bankEvents.map((item) => ({ ...item })) }));

  app.get<{ Querystring: { status?: string; updated_since?: string; limit?: string } }>(`${bankApiPrefix}/subrequests`, { schema: listSchema, onRequest: auth, config: access.bankKey }, async (request) => {
    const limit = Number(request.query.limit ?? 50);
    const { items, cursor } = await listBankSubRequests(db, bankOf(request).bankUuid, {
      statuses: request.query.status?.split(','),
      updatedSince: request.query.updated_since,
      limit,
    });
    return ok<BankApiSubRequestList>({ items, next_updated_since: items.length === limit ? cursor : null });
  });

  app.get<{ Params: { uuid: string } }>(`${bankApiPrefix}/subrequests/:uuid`, { schema: getSchema, onRequest: auth, config: access.bankKey }, async (request) => {
    const found = isUuid(request.params.uuid) ? await findBankSubRequest(db, bankOf(request).bankUuid, request.params.uuid) : null;
    if (!found) throw AppError.notFound(bankApiTexts.subRequestNotFound);
    return ok(found);
  });

  app.post<{ Params: { uuid: string }; Body: BankApiEventBody }>(`${bankApiPrefix}/subrequests/:uuid/events`, { schema: eventSchema, onRequest: auth, config: access.bankKey }, async (request) =>
    ok(await postBankEvent(db, deps(), bankOf(request), request.params.uuid, request.body)),
  );

  app.post<{ Params: { uuid: string }; Body: BankApiOfferBody }>(`${bankApiPrefix}/subrequests/:uuid/offers`, { schema: offerSchema, onRequest: auth, config: access.bankKey }, async (request) =>
    ok(await postBankOffer(db, deps(), bankOf(request), request.params.uuid, request.body)),
  );

  app.post<{ Params: { uuid: string }; Body: BankApiDemandBody }>(`${bankApiPrefix}/subrequests/:uuid/demands`, { schema: demandSchema, onRequest: auth, config: access.bankKey }, async (request) =>
    ok(await postBankDemand(db, deps(), bankOf(request), request.params.uuid, request.body)),
  );

  app.post<{ Params: { uuid: string } }>(`${bankApiPrefix}/subrequests/:uuid/documents`, { schema: documentSchema, onRequest: auth, config: access.bankKey }, async (request) => {
    const length = Number(request.headers['content-length'] ?? 0);
    if (Number.isFinite(length) && length > maxDocumentBytes + 64 * 1024) throw new AppError(errorCodes.bodyTooLarge, uploadTexts.tooLarge);
    const { file, fields } = await readSingleUpload(request, { fileSize: maxDocumentBytes, fields: 3, fieldSize: 64 });
    const kind = (fields['kind'] ?? '').trim() as BankApiDocumentKind;
    if (!documentKinds.includes(kind)) throw AppError.badRequest(bankApiTexts.documentKind);
    const dateTo = fields['date_to']?.trim() || undefined;
    if (dateTo !== undefined && (!datePattern.test(dateTo) || Number.isNaN(Date.parse(dateTo)))) throw AppError.badRequest(bankApiTexts.dateTo);
    if (!file) throw AppError.badRequest(uploadTexts.noFile);
    if (file.bytes.length === 0) throw AppError.badRequest(uploadTexts.emptyFile);
    const fileKind = fileKindOf(file.bytes);
    if (!fileKind) throw AppError.badRequest(uploadTexts.wrongKind);
    const name = file.fileName.trim() === '' ? `${kind}.${fileKind.kind}` : file.fileName.replace(/\u0000/g, '');
    if (name.length > 255) throw AppError.badRequest(uploadTexts.fileNameTooLong);
    return ok(await postBankDocument(db, store, deps(), bankOf(request), request.params.uuid, { kind, name, mime: fileKind.mime, bytes: file.bytes, dateTo }));
  });

  const banks = banksForEnvironment(banksConfig.banks, app.config.app.environment);
  app.get<{ Params: { uuid: string } }>(`${bankApiPrefix}/subrequests/:uuid/chat`, { schema: chatListSchema, onRequest: auth, config: access.bankKey }, async (request) =>
    ok(await listBankChat(db, bankOf(request), request.params.uuid)),
  );

  app.post<{ Params: { uuid: string } }>(`${bankApiPrefix}/subrequests/:uuid/chat`, { schema: chatPostSchema, onRequest: auth, config: access.bankKey }, async (request) =>
    ok(await postBankChatMessage(db, store, { hub: app.hub, banks }, bankOf(request), request.params.uuid, await readChatUpload(request))),
  );

  app.post<{ Params: { uuid: string; claimUuid: string }; Body: BankApiClaimAnswerBody }>(
    `${bankApiPrefix}/subrequests/:uuid/claims/:claimUuid/answer`,
    { schema: claimAnswerSchema, onRequest: auth, config: access.bankKey },
    async (request) => ok(await answerBankClaim(db, deps(), bankOf(request), request.params.uuid, request.params.claimUuid, request.body)),
  );

  app.get<{ Params: { uuid: string; fileUuid: string } }>(`${bankApiPrefix}/subrequests/:uuid/files/:fileUuid`, { schema: fileSchema, onRequest: auth, config: access.bankKey }, async (request, reply) => {
    const { uuid, fileUuid } = request.params;
    const subRequest = isUuid(uuid) && isUuid(fileUuid) ? await findBankSubRequest(db, bankOf(request).bankUuid, uuid) : null;
    if (!subRequest) throw AppError.notFound(bankApiTexts.subRequestNotFound);
    // Only the request's documents, the files the bank itself posted on this sub-request and those of its chat's messages.
    const file = await db
      .selectFrom('storage_file')
      .select(['uuid', 'name', 'mime', 'size', 'sha256'])
      .where('uuid', '=', fileUuid)
      .where('deleted_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb('scope_uuid', '=', subRequest.uuid),
          eb('scope_uuid', '=', eb.selectFrom('bg_request').select('documents_scope_uuid').where('uuid', '=', subRequest.request.uuid)),
          eb('scope_uuid', 'in', chatScopesOf(db, subRequest.uuid)),
        ]),
      )
      .executeTakeFirst();
    const stream = file ? await store.get(file.sha256) : null;
    if (!file || !stream) throw AppError.notFound(bankApiTexts.fileNotFound);
    return reply
      .header('content-type', file.mime)
      .header('content-length', String(file.size))
      .header('content-disposition', contentDisposition(file.name))
      .header('cache-control', 'no-store')
      .send(stream);
  });

  app.get<{ Params: { uuid: string; signatureUuid: string } }>(
    `${bankApiPrefix}/subrequests/:uuid/signatures/:signatureUuid`,
    { schema: signatureFileSchema, onRequest: auth, config: access.bankKey },
    async (request, reply) => {
      const { uuid, signatureUuid } = request.params;
      const subRequest = isUuid(uuid) && isUuid(signatureUuid) ? await findBankSubRequest(db, bankOf(request).bankUuid, uuid) : null;
      if (!subRequest) throw AppError.notFound(bankApiTexts.subRequestNotFound);
      // Signatures of the files this bank may download: its sub-request's own and the request's documents.
      const signature = await db
        .selectFrom('file_signature as s')
        .innerJoin('storage_file as f', 'f.uuid', 's.file_uuid')
        .select(['s.signature', 'f.name'])
        .where('s.uuid', '=', signatureUuid)
        .where((eb) =>
          eb.or([
            eb('f.scope_uuid', '=', subRequest.uuid),
            eb('f.scope_uuid', '=', eb.selectFrom('bg_request').select('documents_scope_uuid').where('uuid', '=', subRequest.request.uuid)),
            eb('f.scope_uuid', 'in', chatScopesOf(db, subRequest.uuid)),
          ]),
        )
        .executeTakeFirst();
      if (!signature) throw AppError.notFound(bankApiTexts.signatureNotFound);
      return reply
        .header('content-type', 'application/pkcs7-signature')
        .header('content-length', String(signature.signature.length))
        .header('content-disposition', contentDisposition(`${signature.name}.sig`))
        .header('cache-control', 'no-store')
        .send(signature.signature);
    },
  );

  app.get<{ Querystring: { limit?: string } }>(`${bankApiPrefix}/outbox`, { schema: outboxSchema, onRequest: auth, config: access.bankKey }, async (request) => {
    const items = await pendingBankEvents(db, bankOf(request).bankUuid, Number(request.query.limit ?? 50));
    return ok<BankApiOutboxList>({ items: items.map(({ attempts: _attempts, ...item }) => item) });
  });

  app.post<{ Body: BankApiOutboxAckBody }>(`${bankApiPrefix}/outbox/ack`, { schema: ackSchema, onRequest: auth, config: access.bankKey }, async (request) =>
    ok<BankApiOutboxAckAnswer>({ acknowledged: await acknowledgeBankEvents(db, bankOf(request).bankUuid, request.body.ids) }),
  );
};

export default bankApiRoutes;
