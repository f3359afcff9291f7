import type { EmployeeActiveBody, EmployeeWire } from '../../domain/wire/employeesWire';
import type { AuthContext } from '../accounts/sessions';
import type { Db } from '../db/schema';
import { AppError } from '../http/AppError';
import { applyMembershipChange } from './applyMembershipChange';
import { employeeWireOf, findEmployee } from './employeeRows';
import { employeeScope } from './employeeScope';
import { employeeTexts } from './texts';

/**
 * POST /v1/user/write/upsert/active: disables the member in the organisation (his sessions there end at
 * once; he cannot sign in to it until enabled) or enables him again. Other organisations of the same
 * person are not touched.
 */
export async function setEmployeeActive(db: Db, auth: AuthContext, body: EmployeeActiveBody): Promise<EmployeeWire> {
  return db.transaction().execute(async (trx) => {
    const scope = await employeeScope(trx, auth, body.organization_uuid);
    const row = await findEmployee(trx, scope, { uuid: body.uuid });
    if (!row) throw AppError.notFound(employeeTexts.employeeNotFound);
    if ((row.disabled_at === null) !== body.is_active) {
      await applyMembershipChange(trx, { scope, membershipId: row.membership_id, userId: row.id }, { kind: 'active', active: body.is_active });
    }
    const changed = await findEmployee(trx, scope, { uuid: body.uuid });
    if (!changed) throw AppError.notFound(employeeTexts.employeeNotFound);
    return employeeWireOf(changed, scope);
  });
}
