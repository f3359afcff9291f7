import type { EmployeeFullWire } from '../../domain/wire/employeesWire';
import type { AuthContext } from '../accounts/sessions';
import type { Actor, Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import { employeeScope, type EmployeeScope } from './employeeScope';
import { employeeWireOf, findEmployee, type EmployeeRow } from './employeeRows';
import { employeeTexts } from './texts';

/** The caller's path of the employee's calls: `…/{id}/info/{organization_uuid}/{actor}` (docs/employees.md). */
export interface EmployeeAddress {
  id: number;
  organizationUuid: string;
  actor: Actor;
}

/** The member behind an address within the caller's administered organisation, or 404 (a foreign one included). */
export async function employeeAt(db: Executor, auth: AuthContext, address: EmployeeAddress): Promise<{ scope: EmployeeScope; row: EmployeeRow }> {
  const scope = await employeeScope(db, auth, address.organizationUuid, address.actor);
  const row = await findEmployee(db, scope, { id: address.id });
  if (!row) throw AppError.notFound(employeeTexts.employeeNotFound);
  return { scope, row };
}

/**
 * GET /v1/user/read/full/{id}/info/{organization_uuid}/{actor}: the employee's profile, details and
 * settings as his organisation's administrator sees them, with his open invitation if any.
 */
export async function readEmployeeFull(db: Executor, auth: AuthContext, address: EmployeeAddress): Promise<EmployeeFullWire> {
  const { scope, row } = await employeeAt(db, auth, address);
  const invitation = await db
    .selectFrom('employee_invitation')
    .select(['created_at', 'expires_at'])
    .where('membership_id', '=', row.membership_id)
    .where('used_at', 'is', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return {
    ...employeeWireOf(row, scope),
    organization: { uuid: scope.organizationUuid, name: scope.organizationName, inn: await innOf(db, scope.organizationId) },
    email_confirmed: row.confirmed_at !== null,
    two_factor: row.two_factor,
    disabled_notifications: row.disabled_notifications,
    disabled_at: row.disabled_at === null ? null : new Date(row.disabled_at).toISOString(),
    invitation: invitation
      ? {
          sent_at: new Date(invitation.created_at).toISOString(),
          expires_at: new Date(invitation.expires_at).toISOString(),
          expired: new Date(invitation.expires_at).getTime() <= Date.now(),
        }
      : null,
  };
}

async function innOf(db: Executor, organizationId: number): Promise<string> {
  return (await db.selectFrom('organizations').select('inn').where('id', '=', organizationId).executeTakeFirstOrThrow()).inn;
}
