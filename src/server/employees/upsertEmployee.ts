import { sql } from 'kysely';
import type { EmployeeUpsertBody, EmployeeWire } from '../../domain/wire/employeesWire';
import { isUniqueViolation, type AccountDeps } from '../accounts/deps';
import { normalizeEmail } from '../accounts/normalize';
import { hashPassword } from '../accounts/passwords';
import type { AuthContext } from '../accounts/sessions';
import { AppError } from '../http/AppError';
import type { OutgoingMessage } from '../messenger/messenger';
import { checkedPermissionKeys } from './employeePermissions';
import { employeeWireOf, findEmployee } from './employeeRows';
import { employeeScope } from './employeeScope';
import { cleanText } from './inviteEmployee';
import { newMembership } from './newMembership';
import { employeeTexts } from './texts';

/**
 * POST /v1/user/write/upsert. Without `uuid`: an account with the password the administrator's page
 * generated (spec-2 §9) — the administrator vouches for the e-mail, so it is taken as confirmed; the
 * employee is told by e-mail that the account exists, never the password. An address that already has
 * an account is refused (its owner's password is his own: invite him instead). With `uuid`: the
 * member's names and post; the e-mail for sign-in is the employee's to change, in his profile.
 */
export async function upsertEmployee(deps: AccountDeps, auth: AuthContext, body: EmployeeUpsertBody): Promise<EmployeeWire> {
  const login = normalizeEmail(body.login);
  if (body.uuid !== undefined) return editEmployee(deps, auth, { ...body, uuid: body.uuid }, login);
  if (body.password === undefined) throw AppError.badRequest(employeeTexts.passwordRequired);
  const passwordHash = await hashPassword(body.password);
  try {
    const answer = await deps.db.transaction().execute(async (trx) => {
      const scope = await employeeScope(trx, auth, body.organization_uuid);
      const keys = await checkedPermissionKeys(trx, body.permissions ?? [], scope.actor);
      const existing = await trx.selectFrom('users').select('id').where('login', '=', login).executeTakeFirst();
      if (existing) {
        const member = await trx.selectFrom('memberships').select('id').where('user_id', '=', existing.id).where('organization_id', '=', scope.organizationId).executeTakeFirst();
        throw AppError.conflict(member ? employeeTexts.alreadyMember(login) : employeeTexts.accountExists(login));
      }
      const user = await trx
        .insertInto('users')
        .values({
          login,
          password_hash: passwordHash,
          last_name: body.last_name.trim(),
          first_name: body.first_name.trim(),
          middle_name: cleanText(body.middle_name),
          post: cleanText(body.post),
          confirmed_at: sql<Date>`now()`,
        })
        .returning(['id', 'uuid'])
        .executeTakeFirstOrThrow();
      await newMembership(trx, { userId: user.id, organizationId: scope.organizationId, actor: scope.actor, keys });
      const message: OutgoingMessage = {
        channel: 'email',
        to: login,
        subject: employeeTexts.mail.createdSubject(scope.organizationName),
        text: employeeTexts.mail.createdText(body.first_name.trim(), scope.organizationName, `${deps.publicUrl}/${scope.actor}/login`),
        purpose: 'employee_created',
      };
      const id = await deps.postOffice.record(trx, message);
      const row = await findEmployee(trx, scope, { uuid: user.uuid });
      if (!row) throw new Error('the created member must be found in the same transaction');
      return { wire: employeeWireOf(row, scope), id, message };
    });
    deps.postOffice.deliver(answer.id, answer.message);
    return answer.wire;
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.conflict(employeeTexts.accountExists(login));
    throw error;
  }
}

async function editEmployee(deps: AccountDeps, auth: AuthContext, body: EmployeeUpsertBody & { uuid: string }, login: string): Promise<EmployeeWire> {
  return deps.db.transaction().execute(async (trx) => {
    const scope = await employeeScope(trx, auth, body.organization_uuid);
    const row = await findEmployee(trx, scope, { uuid: body.uuid });
    if (!row) throw AppError.notFound(employeeTexts.employeeNotFound);
    if (row.login !== login) throw AppError.badRequest(employeeTexts.loginChangeRefused);
    await trx
      .updateTable('users')
      .set({ last_name: body.last_name.trim(), first_name: body.first_name.trim(), middle_name: cleanText(body.middle_name), post: cleanText(body.post), updated_at: sql<Date>`now()` })
      .where('id', '=', row.id)
      .execute();
    const changed = await findEmployee(trx, scope, { uuid: body.uuid });
    if (!changed) throw AppError.notFound(employeeTexts.employeeNotFound);
    return employeeWireOf(changed, scope);
  });
}
