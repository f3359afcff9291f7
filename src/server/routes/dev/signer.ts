import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { CertificateFactsWire } from '../../../domain/wire/signingWire';
import { access } from '../../access/routeAccess';
import { AppError } from '../../http/AppError';
import { ok } from '../../http/envelope';
import { getRequestForUser } from '../../requests/requestRepository';
import { parseRequestNumber } from '../../requests/requestNumber';
import { requestNotFound } from '../../requests/requestAccess';
import { signingApplicantOf } from '../../signing/signingApplicant';
import { openSignLink } from '../../signing/signLinks';
import { requestById } from '../../signing/signLinkView';
import { decodeBase64 } from '../../signing/storedBytes';
import { loginTestCertificates } from '../../signing/loginTestCertificates';
import { organizationTestCertificates } from '../../signing/organizationTestCertificates';
import { operatorTestCertificates } from '../../signing/operatorTestCertificates';
import { personalTestCertificates } from '../../signing/personalTestCertificates';
import { testCertificatesFor } from '../../signing/testSignerCertificates';
import { signingTexts } from '../../signing/texts';

/**
 * Whose certificates: a request's signer (`request_id`, signed in) or a sign link's (`link`); or, for
 * the sign-in by signature, the signed-in person's own (`for: 'me'`, to attach one) or those attached
 * to accounts (`for: 'login'`, on the sign-in page, without a session).
 */
interface SignerScope {
  request_id?: string | number;
  link?: string;
  /** 'organization': the signed-in user's own organisation documents (docs/accession.md); 'operator': the operator company's (docs/revisions.md). */
  for?: 'me' | 'login' | 'organization' | 'operator';
}

const link = { title: 'Ссылка на подписание', type: 'string', minLength: 20, maxLength: 200 } as const;
const purpose = { title: 'Назначение сертификатов', enum: ['me', 'login', 'organization', 'operator'] } as const;
/** The query carries text (no coercion here); the body a number. */
const queryScope = { request_id: { title: 'Номер заявки', type: 'string', pattern: '^[1-9][0-9]{0,15}$', patternHint: 'должен быть положительным целым числом' }, link, for: purpose } as const;
const bodyScope = { request_id: { title: 'Номер заявки', type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER }, link, for: purpose } as const;

/** 20 MB of content: the largest print form or document a test signature is asked for, with room. */
const maxContentBase64 = 28_000_000;

/**
 * The test signer of dev and demo (docs/signing.md): the server keeps test keys issued by its test CA
 * and signs for the person who may sign a request, the way a cloud signature service does, because the
 * CryptoPro plug-in cannot run here. Its signatures are real GOST CMS and are verified by the same code
 * as the plug-in's. Who may use it: a signed-in user for a request he sees, or the holder of a live
 * sign link for its request; for the sign-in by signature (docs/signing-login.md), a signed-in user for
 * his own certificates, and anyone for the certificates attached to accounts; a signed-in user for his
 * own organisation's documents (`for=organization`, docs/accession.md); a platform operator for the
 * operator company's acts of the settlements (`for=operator`, docs/revisions.md). Not registered in prod.
 */
const devSignerRoutes: FastifyPluginAsync = async (app) => {
  /** The caller's session: these routes are public for the link's holder, so the check is made here. */
  async function sessionOf(request: FastifyRequest) {
    await app.requireAuth.call(app, request, undefined as never);
    if (!request.auth) throw AppError.unauthorized();
    return request.auth;
  }

  /** The request the caller may sign for: by his session, or by the link. */
  async function requestOfScope(request: FastifyRequest, scope: SignerScope) {
    if (scope.link !== undefined) {
      const link = await openSignLink(app.database.db, scope.link);
      return requestById(app.database.db, link.request_id);
    }
    const id = scope.request_id === undefined ? null : parseRequestNumber(String(scope.request_id));
    if (id === null) throw requestNotFound();
    return getRequestForUser(app.database.db, await sessionOf(request), id);
  }

  /** The certificates the scope offers; a signature is made only with one of them. */
  async function offeredCertificates(request: FastifyRequest, scope: SignerScope): Promise<CertificateFactsWire[]> {
    if (scope.for === 'login') return loginTestCertificates(app.database.db, await app.signing.testCa());
    if (scope.for === 'me') {
      const auth = await sessionOf(request);
      return personalTestCertificates(app.database.db, await app.signing.testCa(), auth);
    }
    if (scope.for === 'organization') return organizationTestCertificates(app.database.db, await app.signing.testCa(), await sessionOf(request));
    if (scope.for === 'operator') return operatorTestCertificates(app.database.db, await app.signing.testCa(), await sessionOf(request));
    const found = await requestOfScope(request, scope);
    return testCertificatesFor(await app.signing.testCa(), await signingApplicantOf(app.database.db, found));
  }

  app.get<{ Querystring: SignerScope }>(
    '/v1/dev/signer/certificates',
    { config: access.public, schema: { querystring: { type: 'object', properties: queryScope } } },
    async (request) => ok({ certificates: await offeredCertificates(request, request.query) }),
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
      const offered = await offeredCertificates(request, request.body);
      const ca = await app.signing.testCa();
      const thumbprint = request.body.thumbprint.toUpperCase();
      if (!offered.some((certificate) => certificate.thumbprint === thumbprint)) throw AppError.badRequest(signingTexts.unknownCertificate);
      const signature = await ca.sign(thumbprint, decodeBase64(request.body.content), { detached: request.body.detached });
      return ok({ signature: signature.toString('base64') });
    },
  );
};

export default devSignerRoutes;
