import type { FastifyPluginAsync } from 'fastify';
import { access } from '../../access/routeAccess';
import { loginChallenge, loginWithEcp } from '../../accounts/ecpLogin';
import { attachCertificate, attachChallenge, attachedCertificates, detachCertificate } from '../../accounts/userCertificates';
import type { Actor } from '../../db/schema';
import { authOf } from '../../fastifyTypes';
import { ok } from '../../http/envelope';
import { requestMeta } from '../../http/requestMeta';
import { attachSchema, challengeSchema, detachSchema, ecpLoginSchema } from './schema';

/**
 * Sign-in by a qualified electronic signature (spec-2 §7.1, docs/signing-login.md): a one-time challenge,
 * signed attached by the certificate the person chose, sent back as `scope`. Attaching a certificate
 * to one's account takes the same kind of signature, signed in.
 */
const ecpRoutes: FastifyPluginAsync = async (app) => {
  const signedIn = { config: access.signedIn };

  app.post<{ Body: { thumbprint: string } }>('/v1/login/write/ecp/challenge', { config: access.public, schema: challengeSchema }, async (request) =>
    ok(await loginChallenge(app.accounts, request.body, requestMeta(request))),
  );

  app.post<{ Body: { scope: string; rememberme?: boolean; actor?: Actor } }>('/v1/login/write/ecp', { config: access.public, schema: ecpLoginSchema }, async (request) =>
    ok(await loginWithEcp(app.accounts, app.signing, request.body, requestMeta(request))),
  );

  app.post<{ Body: { thumbprint: string } }>('/v1/login/write/attach-ecp/challenge', { ...signedIn, schema: challengeSchema }, async (request) =>
    ok(await attachChallenge(app.accounts, authOf(request), request.body, requestMeta(request))),
  );

  app.post<{ Body: { scope: string } }>('/v1/login/write/attach-ecp', { ...signedIn, schema: attachSchema }, async (request) =>
    ok(await attachCertificate(app.database.db, app.signing, authOf(request), request.body.scope)),
  );

  app.post<{ Body: { thumbprint: string } }>('/v1/login/write/detach-ecp', { ...signedIn, schema: detachSchema }, async (request) =>
    ok(await detachCertificate(app.database.db, authOf(request), request.body.thumbprint)),
  );

  app.get('/v1/current-user-profile/read/certificates', signedIn, async (request) => ok(await attachedCertificates(app.database.db, authOf(request).userId)));
};

export default ecpRoutes;
