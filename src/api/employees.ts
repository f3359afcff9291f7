import type {
  EmployeeActiveBody,
  EmployeeActor,
  EmployeeFullWire,
  EmployeeInviteBody,
  EmployeeInviteWire,
  EmployeeListQuery,
  EmployeeListWire,
  EmployeePermissionsBody,
  EmployeePermissionsWire,
  EmployeeUpsertBody,
  EmployeeWire,
  InvitationWire,
} from '../domain/wire/employeesWire';
import type { Http } from './createHttp';

/** The path tail of one employee's reads: `{id}/info/{organization_uuid}/{actor}` (docs/employees.md). */
function address(id: number, organizationUuid: string, actor: EmployeeActor): string {
  return `${id}/info/${encodeURIComponent(organizationUuid)}/${actor}`;
}

/**
 * The employees' calls of spec-2 §7.1. The writes are silent: the pages tell a refusal beside the form
 * that caused it, in the server's own words.
 */
export function createEmployeesApi(http: Http) {
  return {
    list: (query: EmployeeListQuery) => http.post<EmployeeListWire>('/v1/user/read/byorganization', query),
    readFull: (id: number, organizationUuid: string, actor: EmployeeActor) => http.get<EmployeeFullWire>(`/v1/user/read/full/${address(id, organizationUuid, actor)}`, { silent: true }),
    readPermissions: (id: number, organizationUuid: string, actor: EmployeeActor) =>
      http.get<EmployeePermissionsWire>(`/v1/user/read/permissions/${address(id, organizationUuid, actor)}`, { silent: true }),
    invite: (body: EmployeeInviteBody) => http.post<EmployeeInviteWire>('/v1/user/write/upsert/invite', body, { silent: true }),
    upsert: (body: EmployeeUpsertBody) => http.post<EmployeeWire>('/v1/user/write/upsert', body, { silent: true }),
    writePermissions: (body: EmployeePermissionsBody) => http.post<EmployeePermissionsWire>('/v1/user/write/upsert/permissions', body, { silent: true }),
    setActive: (body: EmployeeActiveBody) => http.post<EmployeeWire>('/v1/user/write/upsert/active', body, { silent: true }),
    /** The invitation page is opened by a person who has no session yet. */
    readInvitation: (token: string) => http.get<InvitationWire>(`/v1/user/read/invitation/${encodeURIComponent(token)}`, { silent: true, anonymous: true }),
    acceptInvitation: (token: string, password: string) => http.post<{ login: string }>('/v1/user/write/invitation/accept', { token, password }, { silent: true, anonymous: true }),
  };
}

export type EmployeesApi = ReturnType<typeof createEmployeesApi>;
