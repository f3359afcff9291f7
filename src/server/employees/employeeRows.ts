import { sql } from 'kysely';
import { isUuid } from '../../domain/isUuid';
import type { EmployeeState, EmployeeWire } from '../../domain/wire/employeesWire';
import { permissionTable } from '../../domain/permissions';
import type { Executor } from '../db/schema';
import type { EmployeeScope } from './employeeScope';

/** The members of the scope's organisation in its cabinet, as one query to narrow, count or page. */
export function employeesQuery(db: Executor, scope: EmployeeScope) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('membership_roles as r', (join) => join.onRef('r.membership_id', '=', 'm.id').on('r.role_key', '=', scope.actor))
    .where('m.organization_id', '=', scope.organizationId);
}

type EmployeesQuery = ReturnType<typeof employeesQuery>;

/** The columns of an employee's row, selected on a narrowed {@link employeesQuery}. */
export function selectEmployees(query: EmployeesQuery) {
  return query.select([
    'u.id',
    'u.uuid',
    'u.last_name',
    'u.first_name',
    'u.middle_name',
    'u.login',
    'u.post',
    'u.phone',
    'u.confirmed_at',
    'u.two_factor',
    'u.disabled_notifications',
    'm.id as membership_id',
    'm.disabled_at',
    'm.created_at',
    // One text, not an array: both drivers answer it alike; keys never hold a comma (permissions.schema.json).
    sql<string>`coalesce((select string_agg(mp.permission_key, ',') from membership_permissions as mp where mp.membership_id = m.id), '')`.as('permission_keys'),
    sql<string | null>`(select max(i.created_at)::text from employee_invitation as i where i.membership_id = m.id and i.used_at is null)`.as('invited_at'),
  ]);
}

export type EmployeeRow = Awaited<ReturnType<ReturnType<typeof selectEmployees>['execute']>>[number];

/** The held permissions in the table's order, named as config/permissions.json names them. */
export function heldPermissions(keys: string): { key: string; name: string }[] {
  const held = new Set(keys === '' ? [] : keys.split(','));
  return permissionTable.filter((entry) => held.has(entry.key)).map((entry) => ({ key: entry.key, name: entry.name }));
}

/** The row as the browser reads it. */
export function employeeWireOf(row: EmployeeRow, scope: EmployeeScope): EmployeeWire {
  const state: EmployeeState = row.disabled_at !== null ? 'disabled' : row.invited_at !== null && row.confirmed_at === null ? 'invited' : 'active';
  return {
    id: row.id,
    uuid: row.uuid,
    last_name: row.last_name,
    first_name: row.first_name,
    middle_name: row.middle_name,
    login: row.login,
    post: row.post,
    phone: row.phone,
    organization_uuid: scope.organizationUuid,
    actor: scope.actor,
    is_active: row.disabled_at === null,
    state,
    available_permissions: heldPermissions(row.permission_keys),
    is_self: row.id === scope.callerId,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** One member of the scope by the user's id or uuid, or undefined. */
export async function findEmployee(db: Executor, scope: EmployeeScope, user: { id: number } | { uuid: string }): Promise<EmployeeRow | undefined> {
  if ('uuid' in user && !isUuid(user.uuid)) return undefined;
  const narrowed = 'id' in user ? employeesQuery(db, scope).where('u.id', '=', user.id) : employeesQuery(db, scope).where('u.uuid', '=', user.uuid);
  return selectEmployees(narrowed).executeTakeFirst();
}
