import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { banksConfig, banksForEnvironment } from '../../../domain/banks';
import { access } from '../../access/routeAccess';
import { authOf } from '../../fastifyTypes';
import { AppError } from '../../http/AppError';
import { ok } from '../../http/envelope';
import { requestMeta } from '../../http/requestMeta';
import { isUuid } from '../../../domain/isUuid';
import { printFormTypes } from '../../requests/printForms';
import { requestNotFound } from '../../requests/requestAccess';
import { parseRequestNumber } from '../../requests/requestNumber';
import { signInfo } from '../../signing/signInfo';
import { createRequestSignLink, openSignLink, revokeSignLinks, type OpenSignLink } from '../../signing/signLinks';
import { additionalDocumentsToSign, additionalSignLink, signAdditionalDocuments, type AdditionalSignature } from '../../signing/additionalDocumentsCalls';
import { dealSigningOfLink } from '../../signing/purposes';
import { agentOfferSign, offerDocumentsToSign, offerSignLink } from '../../offers/offerSigningCalls';
import { offerTexts } from '../../offers/texts';
import { subRequestTexts } from '../../subrequests/texts';
import { externalUserOf, linkSubRequest, signLinkView } from '../../signing/signLinkView';
import { storeSignature, type SignatureDeps } from '../../signing/storeSignature';
import { signingTexts } from '../../signing/texts';
import { contentDisposition } from '../../storage/contentDisposition';
import { fileStoreFromConfig } from '../../storage/fileStoreFromConfig';
import { additionalSignaturesSchema, linkSignatureSchema, signatureSchema, signInfoSchema, signLinkSchema, type LinkSignatureBody, type SignatureBody } from './schema';

type WithId = { Params: { id?: string } };
type WithToken = { Params: { token: string } };

/** A uuid of the path, or the 404 a malformed one gets (it names nothing). */
function uuidOf(value: string | undefined, notFound: string): string {
  if (!value || !isUuid(value)) throw AppError.notFound(notFound);
  return value;
}

function requestNumberOf(request: FastifyRequest<WithId>): number {
  const id = parseRequestNumber(request.params.id);
  if (id === null) throw requestNotFound();
  return id;
}

/**
 * Signing (issue 15, docs/offers-and-claims.md «Подписание предложения и документов»): verified
 * signatures of stored files, who signed what, the documents of a bank's deal to sign (an offer's
 * acceptance, the bank's additional documents) and the sign links by which a client signs without an
 * account. The link's own calls are public: the token stands in for a session and reaches only what
 * its kind signs — its request's print forms, or the documents of its bank's offer, claim or additional
 * documents while they wait.
 */
const signingRoutes: FastifyPluginAsync = async (app) => {
  const auth = { config: access.signedIn };
  const store = fileStoreFromConfig(app.config);
  const banks = banksForEnvironment(banksConfig.banks, app.config.app.environment);
  const deps = (): SignatureDeps => ({ db: app.database.db, store, signing: app.signing, move: { hub: app.hub }, banks });

  app.post<{ Body: SignatureBody }>('/v1/storage/write/signature', { ...auth, schema: signatureSchema }, async (request) =>
    ok(await storeSignature(deps(), { kind: 'user', viewer: authOf(request) }, request.body)),
  );

  app.post<{ Body: { file_uuids: string[] } }>('/v1/storage/read/sign-info', { ...auth, schema: signInfoSchema }, async (request) =>
    ok(await signInfo(app.database.db, authOf(request), request.body.file_uuids)),
  );

  app.post<WithId & { Body: { fko_uuids?: string[] } | null }>('/v2/bgrequest/write/sign-link/:id', { ...auth, schema: signLinkSchema }, async (request) =>
    ok(await createRequestSignLink(app.database.db, authOf(request), requestNumberOf(request), request.body?.fko_uuids ?? [], banks, app.config.server.publicUrl)),
  );

  app.post<WithId>('/v2/bgrequest/write/sign-link/:id/revoke', auth, async (request) => ok(await revokeSignLinks(app.database.db, authOf(request), requestNumberOf(request))));

  app.get<WithToken>('/v1/sign-link/read/:token', { config: access.public }, async (request) => {
    const { link: _link, ...view } = await signLinkView({ db: app.database.db, store }, request.params.token, banks);
    return ok(view);
  });

  app.get<WithToken>('/v1/sign-link/read/:token/user', { config: access.public }, async (request) => ok(await externalUserOf(app.database.db, request.params.token)));

  /** A document the link reaches: its request's print forms, or the documents of its deal's signing. */
  async function linkFile(link: OpenSignLink, fileUuid: string) {
    const signing = dealSigningOfLink(link.kind);
    if (signing) return (await signing.documents(app.database.db, await linkSubRequest(app.database.db, link))).find((document) => document.uuid === fileUuid);
    return app.database.db
      .selectFrom('storage_file as f')
      .innerJoin('bg_request as r', 'r.documents_scope_uuid', 'f.scope_uuid')
      .select(['f.uuid', 'f.name', 'f.mime', 'f.size', 'f.sha256'])
      .where('r.id', '=', link.request_id)
      .where('f.uuid', '=', fileUuid)
      .where('f.type', 'in', Object.values(printFormTypes))
      .where('f.deleted_at', 'is', null)
      .executeTakeFirst();
  }

  app.get<{ Params: { token: string; file: string } }>('/v1/sign-link/read/:token/file/:file', { config: access.public }, async (request, reply) => {
    const link = await openSignLink(app.database.db, request.params.token);
    if (!isUuid(request.params.file)) throw AppError.notFound(signingTexts.fileNotFound);
    const file = await linkFile(link, request.params.file);
    const stream = file ? await store.get(file.sha256) : null;
    if (!file || !stream) throw AppError.notFound(signingTexts.fileNotFound);
    return reply
      .header('content-type', file.mime)
      .header('content-length', String(file.size))
      .header('content-disposition', contentDisposition(file.name, 'inline'))
      .header('cache-control', 'no-store')
      .send(stream);
  });

  const dealDeps = () => ({ db: app.database.db, store, banks, origin: app.config.server.publicUrl });

  app.get<WithId>('/v1/bgrequest/read/offer/:id/docstosign', auth, async (request) => ok(await offerDocumentsToSign(dealDeps(), authOf(request), uuidOf(request.params.id, offerTexts.offerNotFound))));

  app.get<{ Params: { id: string; offer: string } }>('/v2/bgrequest/read/request/:id/:offer/agent/sign', auth, async (request) => {
    const id = parseRequestNumber(request.params.id);
    if (id === null) throw requestNotFound();
    return ok(await agentOfferSign(dealDeps(), authOf(request), id, uuidOf(request.params.offer, offerTexts.offerNotFound)));
  });

  app.post<WithId>('/v2/bgrequest/write/sign-link/offer/:id', auth, async (request) => ok(await offerSignLink(dealDeps(), authOf(request), uuidOf(request.params.id, offerTexts.offerNotFound))));

  app.post<WithId>('/v2/bgrequest/write/sign-link/additional/:id', auth, async (request) =>
    ok(await additionalSignLink(dealDeps(), authOf(request), uuidOf(request.params.id, subRequestTexts.notFound))),
  );

  app.get<WithId>('/v2/bgrequest/read/client/sign/additional/docs/:id', auth, async (request) =>
    ok(await additionalDocumentsToSign(dealDeps(), authOf(request), uuidOf(request.params.id, subRequestTexts.notFound))),
  );

  app.post<WithId & { Body: { signatures: AdditionalSignature[] } }>('/v2/bgrequest/write/client/sign/additional/docs/:id', { ...auth, schema: additionalSignaturesSchema }, async (request) =>
    ok(await signAdditionalDocuments(deps(), authOf(request), uuidOf(request.params.id, subRequestTexts.notFound), request.body.signatures)),
  );

  app.post<WithToken & { Body: LinkSignatureBody }>('/v1/sign-link/write/:token/signature', { config: access.public, schema: linkSignatureSchema }, async (request) => {
    const link = await openSignLink(app.database.db, request.params.token);
    return ok(await storeSignature(deps(), { kind: 'link', linkUuid: link.uuid, linkKind: link.kind, requestId: link.request_id, subrequestUuids: link.subrequest_uuids, origin: requestMeta(request) }, { ...request.body, scope: `${link.kind}_sign_link` }));
  });
};

export default signingRoutes;
