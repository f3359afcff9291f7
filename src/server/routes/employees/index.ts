import type { FastifyPluginAsync } from 'fastify';
import type {
  EmployeeActiveBody,
  EmployeeActor,
  EmployeeInviteBody,
  EmployeeListQuery,
  EmployeePermissionsBody,
  EmployeeUpsertBody,
} from '../../../domain/wire/employeesWire';
import { access } from '../../access/routeAccess';
import { readEmployeeFull, type EmployeeAddress } from '../../employees/employeeFull';
import { readEmployeePermissions, writeEmployeePermissions } from '../../employees/employeePermissions';
import { acceptInvitation, readInvitation } from '../../employees/invitationLink';
import { inviteEmployee } from '../../employees/inviteEmployee';
import { listEmployees } from '../../employees/listEmployees';
import { setEmployeeActive } from '../../employees/setEmployeeActive';
import { upsertEmployee } from '../../employees/upsertEmployee';
import { authOf } from '../../fastifyTypes';
import { ok } from '../../http/envelope';
import {
  employeeActiveSchema,
  employeeAddressSchema,
  employeeInviteSchema,
  employeeListSchema,
  employeePermissionsSchema,
  employeeUpsertSchema,
  invitationAcceptSchema,
  invitationReadSchema,
} from './schema';

type AddressParams = { id: string; organization: string; actor: EmployeeActor };

function addressOf(params: AddressParams): EmployeeAddress {
  return { id: Number(params.id), organizationUuid: params.organization, actor: params.actor };
}

/**
 * The employees' calls of spec-2 §7.1 (docs/employees.md). Every signed-in one is guarded by
 * agent_view_edit_users in config/permissions.json; the invitation's two are public (the link's token
 * is the key).
 */
const employeeRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: EmployeeListQuery }>('/v1/user/read/byorganization', { schema: employeeListSchema, config: access.signedIn }, async (request) =>
    ok(await listEmployees(app.database.db, authOf(request), request.body ?? {})),
  );

  app.get<{ Params: AddressParams }>('/v1/user/read/full/:id/info/:organization/:actor', { schema: employeeAddressSchema, config: access.signedIn }, async (request) =>
    ok(await readEmployeeFull(app.database.db, authOf(request), addressOf(request.params))),
  );

  app.get<{ Params: AddressParams }>('/v1/user/read/permissions/:id/info/:organization/:actor', { schema: employeeAddressSchema, config: access.signedIn }, async (request) =>
    ok(await readEmployeePermissions(app.database.db, authOf(request), addressOf(request.params))),
  );

  app.post<{ Body: EmployeeInviteBody }>('/v1/user/write/upsert/invite', { schema: employeeInviteSchema, config: access.signedIn }, async (request) =>
    ok(await inviteEmployee(app.accounts, authOf(request), request.body)),
  );

  app.post<{ Body: EmployeeUpsertBody }>('/v1/user/write/upsert', { schema: employeeUpsertSchema, config: access.signedIn }, async (request) =>
    ok(await upsertEmployee(app.accounts, authOf(request), request.body)),
  );

  app.post<{ Body: EmployeePermissionsBody }>('/v1/user/write/upsert/permissions', { schema: employeePermissionsSchema, config: access.signedIn }, async (request) =>
    ok(await writeEmployeePermissions(app.database.db, authOf(request), request.body)),
  );

  app.post<{ Body: EmployeeActiveBody }>('/v1/user/write/upsert/active', { schema: employeeActiveSchema, config: access.signedIn }, async (request) =>
    ok(await setEmployeeActive(app.database.db, authOf(request), request.body)),
  );

  app.get<{ Params: { token: string } }>('/v1/user/read/invitation/:token', { schema: invitationReadSchema, config: access.public }, async (request) =>
    ok(await readInvitation(app.database.db, request.params.token)),
  );

  app.post<{ Body: { token: string; password: string } }>('/v1/user/write/invitation/accept', { schema: invitationAcceptSchema, config: access.public }, async (request) =>
    ok(await acceptInvitation(app.accounts, request.body)),
  );
};

export default employeeRoutes;
