import type { FastifyPluginAsync } from 'fastify';
import { access } from '../../access/routeAccess';
import type { Channel } from '../../db/schema';
import { authOf } from '../../fastifyTypes';
import { ok } from '../../http/envelope';
import { requestMeta } from '../../http/requestMeta';
import { changePassword } from '../../profile/changePassword';
import { confirmEmail } from '../../profile/confirmEmail';
import { updateOrganizationRequisites } from '../../profile/organizationRequisites';
import { setEmail } from '../../profile/setEmail';
import { setPhone } from '../../profile/setPhone';
import { switchTwoFactor } from '../../profile/twoFactorSwitch';
import { updateCurrentUser, type CurrentUserUpdate } from '../../profile/updateCurrentUser';
import { changePasswordSchema, confirmEmailSchema, requisitesSchema, setEmailSchema, setPhoneSchema, twoFactorSchema, updateCurrentUserSchema } from './schema';

/**
 * The profile's changes (spec-2 §7.1, docs/profile.md): names and post, e-mail by password, phone by a
 * code, password, two-factor, the NDS setting and the organisation's KPP/OGRN. Every call is the
 * signed-in user's about himself: `{id}` must be his own.
 */
const profileRoutes: FastifyPluginAsync = async (app) => {
  const signedIn = { config: access.signedIn };

  app.post<{ Body: CurrentUserUpdate }>('/v1/currentuser/write/update', { ...signedIn, schema: updateCurrentUserSchema }, async (request) =>
    ok(await updateCurrentUser(app.accounts, authOf(request), request.body)),
  );

  app.post<{ Body: { password: string; new_password: string } }>('/v1/currentuser/write/password', { ...signedIn, schema: changePasswordSchema }, async (request) =>
    ok(await changePassword(app.accounts, authOf(request), request.body, requestMeta(request))),
  );

  app.post<{ Body: { enabled: boolean; password: string; channel?: Channel; code?: string } }>(
    '/v1/currentuser/write/two-factor',
    { ...signedIn, schema: twoFactorSchema },
    async (request) => ok(await switchTwoFactor(app.accounts, authOf(request), request.body, requestMeta(request))),
  );

  app.post<{ Body: { code?: string } }>('/v1/currentuser/write/confirm-email', { ...signedIn, schema: confirmEmailSchema }, async (request) =>
    ok(await confirmEmail(app.accounts, authOf(request), request.body ?? {}, requestMeta(request))),
  );

  app.post<{ Params: { id: string }; Body: { password: string; email: string } }>('/v1/user/write/set-email/:id', { ...signedIn, schema: setEmailSchema }, async (request) =>
    ok(await setEmail(app.accounts, authOf(request), request.params.id, request.body, requestMeta(request))),
  );

  app.post<{ Params: { id: string }; Body: { user_input: string; channel: Channel; code?: string } }>(
    '/v1/user/write/set-phone/:id',
    { ...signedIn, schema: setPhoneSchema },
    async (request) => ok(await setPhone(app.accounts, authOf(request), request.params.id, request.body, requestMeta(request))),
  );

  app.post<{ Body: { kpp?: string; ogrn?: string } }>('/v1/organization/write/update/kpp_or_ogrn', { ...signedIn, schema: requisitesSchema }, async (request) =>
    ok(await updateOrganizationRequisites(app.database.db, authOf(request), request.body)),
  );
};

export default profileRoutes;
