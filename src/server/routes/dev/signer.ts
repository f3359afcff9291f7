import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { access } from '../../access/routeAccess';
import { AppError } from '../../http/AppError';
import { ok } from '../../http/envelope';
import { getRequestForUser } from '../../requests/requestRepository';
import { parseRequestNumber } from '../../requests/requestNumber';
import { requestNotFound } from '../../requests/requestAccess';
import { organizationSignerOf } from '../../accession/organizationSignerOf';
import type { CertificateFactsWire } from '../../../domain/wire/signingWire';
import type { TestCertificateAuthority } from '../../signing/crypto/TestCertificateAuthority';
import { organizationTestCertificates } from '../../signing/organizationTestCertificates';
import { signingApplicantOf } from '../../signing/signingApplicant';
import { openSignLink } from '../../signing/signLinks';
import { requestById } from '../../signing/signLinkView';
import { decodeBase64 } from '../../signing/storedBytes';
import { testCertificatesFor } from '../../signing/testSignerCertificates';
import { signingTexts } from '../../signing/texts';

interface SignerScope {
  request_id?: string | number;
  link?: string;
  /** 'organization': the signed-in user's own organisation documents (docs/accession.md). */
  for?: 'organization';
}

const link = { title: 'Ссылка на подписание', type: 'string', minLength: 20, maxLength: 200 } as const;
/** The query carries text (no coercion here); the body a number. */
const whose = { title: 'Чьи документы', type: 'string', enum: ['organization'] } as const;
const queryScope = { request_id: { title: 'Номер заявки', type: 'string', pattern: '^[1-9][0-9]{0,15}$', patternHint: 'должен быть положительным целым числом' }, link, for: whose } as const;
const bodyScope = { request_id: { title: 'Номер заявки', type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER }, link, for: whose } as const;

/** 20 MB of content: the largest print form or document a test signature is asked for, with room. */
const maxContentBase64 = 28_000_000;

/**
 * The test signer of dev and demo (docs/signing.md): the server keeps test keys issued by its test CA
 * and signs for the person who may sign a request, the way a cloud signature service does, because the
 * CryptoPro plug-in cannot run here. Its signatures are real GOST CMS and are verified by the same code
 * as the plug-in's. Who may use it: a signed-in user for a request he sees or (`for=organization`) for
 * his own organisation's documents, or the holder of a live sign link for its request. Not registered
 * in prod.
 */
const devSignerRoutes: FastifyPluginAsync = async (app) => {
  /** The request the caller may sign for: by his session, or by the link. */
  async function requestOfScope(request: FastifyRequest, scope: SignerScope) {
    if (scope.link !== undefined) {
      const link = await openSignLink(app.database.db, scope.link);
      return requestById(app.database.db, link.request_id);
    }
    const id = scope.request_id === undefined ? null : parseRequestNumber(String(scope.request_id));
    if (id === null) throw requestNotFound();
    await app.requireAuth.call(app, request, undefined as never);
    if (!request.auth) throw AppError.unauthorized();
    return getRequestForUser(app.database.db, request.auth, id);
  }

  /** `?for=organization`: the signed-in user's certificates for his organisation's own documents. */
  async function organizationCertificates(request: FastifyRequest, ca: TestCertificateAuthority): Promise<CertificateFactsWire[]> {
    await app.requireAuth.call(app, request, undefined as never);
    if (!request.auth) throw AppError.unauthorized();
    const signer = await organizationSignerOf(app.database.db, request.auth.organizationId, request.auth.userId);
    if (!signer) throw AppError.unauthorized();
    const user = await app.database.db.selectFrom('users').select('post').where('id', '=', request.auth.userId).executeTakeFirstOrThrow();
    return organizationTestCertificates(ca, signer, user.post);
  }

  /** The certificates offered for the scope: an organisation's documents, a request's, or a link's. */
  async function offered(request: FastifyRequest, scope: SignerScope, ca: TestCertificateAuthority): Promise<CertificateFactsWire[]> {
    if (scope.for === 'organization') return organizationCertificates(request, ca);
    return testCertificatesFor(ca, await signingApplicantOf(app.database.db, await requestOfScope(request, scope)));
  }

  app.get<{ Querystring: SignerScope }>(
    '/v1/dev/signer/certificates',
    { config: access.public, schema: { querystring: { type: 'object', properties: queryScope } } },
    async (request) => ok({ certificates: await offered(request, request.query, await app.signing.testCa()) }),
  );

  app.post<{ Body: SignerScope & { thumbprint: string; content: string; detached: boolean } }>(
    '/v1/dev/signer/sign',
    {
      config: access.public,
      // The content of a file to sign is larger than the API's usual JSON body.
      bodyLimit: maxContentBase64 + 4096,
      schema: {
        body: {
          type: 'object',
          required: ['thumbprint', 'content', 'detached'],
          properties: {
            ...bodyScope,
            thumbprint: { title: 'Сертификат', type: 'string', pattern: '^[0-9A-Fa-f]{40}$', patternHint: 'должен быть отпечатком SHA-1 сертификата' },
            content: { title: 'Содержимое', type: 'string', maxLength: maxContentBase64 },
            detached: { title: 'Отсоединённая подпись', type: 'boolean' },
          },
        },
      },
    },
    async (request) => {
      const ca = await app.signing.testCa();
      const certificates = await offered(request, request.body, ca);
      const thumbprint = request.body.thumbprint.toUpperCase();
      if (!certificates.some((certificate) => certificate.thumbprint === thumbprint)) throw AppError.badRequest(signingTexts.unknownCertificate);
      const signature = await ca.sign(thumbprint, decodeBase64(request.body.content), { detached: request.body.detached });
      return ok({ signature: signature.toString('base64') });
    },
  );
};

export default devSignerRoutes;
