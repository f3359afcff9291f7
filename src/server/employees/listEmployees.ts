import { sql } from 'kysely';
import type { EmployeeListQuery, EmployeeListWire } from '../../domain/wire/employeesWire';
import type { AuthContext } from '../accounts/sessions';
import type { Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import { employeeScope } from './employeeScope';
import { employeesQuery, employeeWireOf, selectEmployees } from './employeeRows';
import { employeeTexts } from './texts';

export const employeeListDefaults = { pageSize: 20, maxPageSize: 100 } as const;

/** A text for LIKE that matches itself only: its own % and _ are not wildcards. */
function likeOperand(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * POST /v1/user/read/byorganization: the organisation's members of one cabinet, by last name, with the
 * spec's filters (is_active, name, permission_ru, organization_uuid, actor) and paging. `name` matches
 * every word of it against the full name and the e-mail; `permission_ru` is the permission's Russian
 * name, as the filter's list shows it.
 */
export async function listEmployees(db: Executor, auth: AuthContext, query: EmployeeListQuery): Promise<EmployeeListWire> {
  const scope = await employeeScope(db, auth, query.organization_uuid, query.actor);
  const pageSize = Math.min(query.page_size ?? employeeListDefaults.pageSize, employeeListDefaults.maxPageSize);
  const pageNumber = query.page_number ?? 1;
  let permissionKey: string | undefined;
  if (query.permission_ru !== undefined && query.permission_ru.trim() !== '') {
    const permission = await db.selectFrom('permissions').select('key').where('name', '=', query.permission_ru.trim()).where('actor', '=', scope.actor).executeTakeFirst();
    if (!permission) throw AppError.badRequest(employeeTexts.unknownPermissionName(query.permission_ru.trim()));
    permissionKey = permission.key;
  }
  const words = (query.name ?? '').trim().split(/\s+/).filter((word) => word !== '');
  const narrowed = employeesQuery(db, scope)
    .$if(query.is_active === true, (q) => q.where('m.disabled_at', 'is', null))
    .$if(query.is_active === false, (q) => q.where('m.disabled_at', 'is not', null))
    .$if(permissionKey !== undefined, (q) =>
      q.where((eb) =>
        eb.exists(eb.selectFrom('membership_permissions as mp').select('mp.membership_id').whereRef('mp.membership_id', '=', 'm.id').where('mp.permission_key', '=', permissionKey ?? '')),
      ),
    )
    .$if(words.length > 0, (q) =>
      q.where((eb) =>
        eb.and(
          words.map((word) => eb(sql<string>`u.last_name || ' ' || u.first_name || ' ' || coalesce(u.middle_name, '') || ' ' || u.login`, 'ilike', likeOperand(word))),
        ),
      ),
    );
  const [counted, rows] = await Promise.all([
    narrowed.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
    selectEmployees(narrowed)
      .orderBy('u.last_name')
      .orderBy('u.first_name')
      .orderBy('u.id')
      .limit(pageSize)
      .offset((pageNumber - 1) * pageSize)
      .execute(),
  ]);
  return { rows: rows.map((row) => employeeWireOf(row, scope)), total: Number(counted.total), page_number: pageNumber, page_size: pageSize };
}
