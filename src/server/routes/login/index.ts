import type { FastifyPluginAsync } from 'fastify';
import { loginWithCredentials } from '../../accounts/credentialsLogin';
import { checkPhoneCode, loginWithPhone, sendPhoneCode } from '../../accounts/phoneLogin';
import { switchOrganization } from '../../accounts/organizationSwitch';
import type { Actor } from '../../db/schema';
import { authOf } from '../../fastifyTypes';
import { ok } from '../../http/envelope';
import { requestMeta } from '../../http/requestMeta';
import { checkPhoneCodeSchema, credentialsSchema, phoneLoginSchema, sendPhoneCodeSchema, switchOrganizationSchema } from './schema';
import { access } from '../../access/routeAccess';

const loginRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { email: string; password: string; actor: Actor; code?: string } }>('/v1/login/write/creds', { schema: credentialsSchema, config: access.public }, async (request) =>
    ok(await loginWithCredentials(app.accounts, request.body, requestMeta(request))),
  );

  app.post<{ Body: { phone: string } }>('/v1/login/write/send/phone/code', { schema: sendPhoneCodeSchema, config: access.public }, async (request) =>
    ok(await sendPhoneCode(app.accounts, request.body, requestMeta(request))),
  );

  app.post<{ Body: { phone: string; code: string } }>('/v1/login/write/check/phone/code', { schema: checkPhoneCodeSchema, config: access.public }, async (request) =>
    ok(await checkPhoneCode(app.accounts, request.body, requestMeta(request))),
  );

  app.post<{ Body: { phone: string; code: string; rememberme?: boolean; actor?: Actor } }>(
    '/v1/login/write/phone',
    { schema: phoneLoginSchema, config: access.public },
    async (request) => ok(await loginWithPhone(app.accounts, request.body, requestMeta(request))),
  );

  app.post<{ Body: { organization_uuid: string } }>(
    '/v1/login/write/organization',
    { schema: switchOrganizationSchema, config: access.signedIn },
    async (request) => ok(await switchOrganization(app.accounts, authOf(request), request.body.organization_uuid)),
  );
};

export default loginRoutes;
