import type { EmployeePermissionsBody, EmployeePermissionsWire } from '../../domain/wire/employeesWire';
import { permissionOf } from '../../domain/permissions';
import type { AuthContext } from '../accounts/sessions';
import type { Actor, Db, Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import { applyMembershipChange } from './applyMembershipChange';
import { employeeAt, type EmployeeAddress } from './employeeFull';
import { findEmployee } from './employeeRows';
import { employeeScope } from './employeeScope';
import { employeeTexts } from './texts';

/**
 * The keys of a request checked against the permission table (the `permissions` table, mirrored by
 * config/permissions.json): an unknown key or another cabinet's is a 400 naming it, before anything is
 * written.
 */
export async function checkedPermissionKeys(db: Executor, keys: readonly string[], actor: Actor): Promise<string[]> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return [];
  const known = await db.selectFrom('permissions').select(['key', 'name', 'actor']).where('key', 'in', unique).execute();
  for (const key of unique) {
    const row = known.find((permission) => permission.key === key);
    if (!row) throw AppError.badRequest(employeeTexts.unknownPermission(key));
    if (row.actor !== actor) throw AppError.badRequest(employeeTexts.foreignPermission(row.name, actor));
  }
  return unique;
}

async function permissionsOf(db: Executor, membershipId: number, userId: number, organizationUuid: string, actor: Actor): Promise<EmployeePermissionsWire> {
  const [table, held] = await Promise.all([
    db.selectFrom('permissions').select(['key', 'name']).where('actor', '=', actor).orderBy('sort_order').execute(),
    db.selectFrom('membership_permissions').select('permission_key').where('membership_id', '=', membershipId).execute(),
  ]);
  const granted = new Set(held.map((row) => row.permission_key));
  return {
    user_id: userId,
    organization_uuid: organizationUuid,
    actor,
    permissions: table.map((row) => ({ key: row.key, name: row.name, description: permissionOf(row.key)?.description ?? '', granted: granted.has(row.key) })),
  };
}

/** GET /v1/user/read/permissions/{id}/info/{organization_uuid}/{actor}: the cabinet's permission table, each row granted or not. */
export async function readEmployeePermissions(db: Executor, auth: AuthContext, address: EmployeeAddress): Promise<EmployeePermissionsWire> {
  const { scope, row } = await employeeAt(db, auth, address);
  return permissionsOf(db, row.membership_id, row.id, scope.organizationUuid, scope.actor);
}

/**
 * POST /v1/user/write/upsert/permissions: the member holds exactly `permissions` afterwards. One
 * transaction through {@link applyMembershipChange}; the answer is the table as it now stands.
 */
export async function writeEmployeePermissions(db: Db, auth: AuthContext, body: EmployeePermissionsBody): Promise<EmployeePermissionsWire> {
  return db.transaction().execute(async (trx) => {
    const scope = await employeeScope(trx, auth, body.organization_uuid, body.actor);
    const row = await findEmployee(trx, scope, { uuid: body.uuid });
    if (!row) throw AppError.notFound(employeeTexts.employeeNotFound);
    const wanted = await checkedPermissionKeys(trx, body.permissions, scope.actor);
    const held = row.permission_keys === '' ? [] : row.permission_keys.split(',');
    const granted = wanted.filter((key) => !held.includes(key));
    const revoked = held.filter((key) => !wanted.includes(key));
    if (granted.length > 0 || revoked.length > 0) {
      await applyMembershipChange(trx, { scope, membershipId: row.membership_id, userId: row.id }, { kind: 'permissions', granted, revoked });
    }
    return permissionsOf(trx, row.membership_id, row.id, scope.organizationUuid, scope.actor);
  });
}
