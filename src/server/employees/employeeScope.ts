import type { RequestMeta } from '../accounts/deps';
import type { AuthContext } from '../accounts/sessions';
import type { Actor, Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import { isUuid } from '../../domain/isUuid';
import { employeeTexts } from './texts';

/** The organisation whose employees a call reads or changes, and the cabinet it is about. */
export interface EmployeeScope {
  organizationId: number;
  organizationUuid: string;
  organizationName: string;
  actor: Actor;
  /** The caller: his user id, so the rules can tell himself from a colleague. */
  callerId: number;
  /** Where the call came from, for the audit log's entry of a change. */
  origin: RequestMeta | null;
}

/** The permission that makes a member the organisation's administrator of employees. */
export const administratorKey = 'agent_view_edit_users';

/**
 * The organisation a call is about: the session's by default, or another where the caller is an
 * enabled member holding the employees' permission (an administrator of several organisations manages
 * each without switching). Anyone else gets 403 and learns nothing of that organisation. The guard of
 * config/permissions.json has checked the session's own organisation already; the client cabinet holds
 * no such permission, so a client's session is refused here.
 */
export async function employeeScope(db: Executor, auth: AuthContext, organizationUuid?: string, actor?: Actor): Promise<EmployeeScope> {
  if (organizationUuid !== undefined && !isUuid(organizationUuid)) throw AppError.forbidden(employeeTexts.notAdministrator);
  const row = await db
    .selectFrom('memberships as m')
    .innerJoin('organizations as o', 'o.id', 'm.organization_id')
    .innerJoin('membership_permissions as mp', (join) => join.onRef('mp.membership_id', '=', 'm.id').on('mp.permission_key', '=', administratorKey))
    .select(['o.id', 'o.uuid', 'o.name', 'o.type'])
    .where('m.user_id', '=', auth.userId)
    .where('m.disabled_at', 'is', null)
    .$call((query) => (organizationUuid === undefined ? query.where('o.id', '=', auth.organizationId) : query.where('o.uuid', '=', organizationUuid)))
    .executeTakeFirst();
  if (!row || (organizationUuid === undefined && auth.actor !== 'agent')) throw AppError.forbidden(employeeTexts.notAdministrator);
  return { organizationId: row.id, organizationUuid: row.uuid, organizationName: row.name, actor: actor ?? row.type, callerId: auth.userId, origin: auth.origin ?? null };
}
