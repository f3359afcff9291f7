import type { FastifyPluginAsync } from 'fastify';
import type { OrganizationDocumentKind } from '../../../domain/accession/accessionSettings';
import type { RegulationsStateWire } from '../../../domain/wire/accessionWire';
import { confirmSigned } from '../../accession/confirmSigned';
import { organizationDocuments } from '../../accession/organizationDocuments';
import { prepareOrganizationDocuments } from '../../accession/prepareDocuments';
import { standingOf } from '../../accession/standingOf';
import { access } from '../../access/routeAccess';
import { authOf } from '../../fastifyTypes';
import { ok } from '../../http/envelope';
import { fileStoreFromConfig } from '../../storage/fileStoreFromConfig';
import { signedAgreementsSchema, signedDocumentSchema, type SignedAgreementsBody, type SignedDocumentBody } from './schema';

/**
 * The documents an organisation signs with the operator (docs/accession.md; spec-2 §7.1): the list
 * with its state, the preparation of their PDFs, and the confirmation calls of each kind. Signatures
 * themselves go through POST /v1/storage/write/signature, which verifies them and checks the
 * organisation's authority (the signing purpose `organization`).
 */
const accessionRoutes: FastifyPluginAsync = async (app) => {
  const auth = { config: access.signedIn };
  const db = () => app.database.db;
  const context = () => app.accounts.accession;
  const store = fileStoreFromConfig(app.config);

  app.get('/v2/user/read/docs/sign', auth, async (request) => ok(await organizationDocuments(db(), authOf(request).organizationId, context())));

  app.post('/v2/user/read/docs/sign/confirm', auth, async (request) => {
    const viewer = authOf(request);
    return ok(await prepareOrganizationDocuments({ db: db(), store, context: context() }, { userId: viewer.userId, organizationId: viewer.organizationId }));
  });

  app.get('/v1/bgrequest/read/reglament-signed', auth, async (request) => {
    const { standing } = await standingOf(db(), { id: authOf(request).organizationId }, context());
    const state: RegulationsStateWire = {
      is_regulations_signed: standing.is_regulations_signed,
      need_sign_add_agreement: standing.need_sign_add_agreement,
      has_unsigned_docs: standing.has_unsigned_docs,
      regulations_overdue: standing.regulations_overdue,
      regulations_deadline: standing.regulations_deadline,
    };
    return ok(state);
  });

  const confirmOne = (path: string, kinds: readonly OrganizationDocumentKind[]) =>
    app.post<{ Body: SignedDocumentBody }>(path, { ...auth, schema: signedDocumentSchema }, async (request) =>
      ok(await confirmSigned(db(), authOf(request).organizationId, context(), [request.body], kinds)),
    );
  confirmOne('/v1/organization/write/accession/sign/agent', ['accession_agent']);
  confirmOne('/v1/organization/write/accession/sign/client', ['accession_client']);
  // The client cabinet's variant of the same confirmation (spec-2 §6: agent and client use different endpoints).
  confirmOne('/v1/bgrequest/write/accession/sign/client', ['accession_client']);
  confirmOne('/v1/user/write/update-sign-add-agreement', ['partner_agreement']);

  app.post<{ Body: SignedAgreementsBody }>('/v1/organization/write/accession/sign/agent/partner', { ...auth, schema: signedAgreementsSchema }, async (request) =>
    ok(await confirmSigned(db(), authOf(request).organizationId, context(), request.body.uuids.map((uuid) => ({ uuid })), ['partner_agreement'])),
  );
};

export default accessionRoutes;
