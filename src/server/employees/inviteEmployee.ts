import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { EmployeeInviteBody, EmployeeInviteWire } from '../../domain/wire/employeesWire';
import { isUniqueViolation, type AccountDeps } from '../accounts/deps';
import { normalizeEmail } from '../accounts/normalize';
import { hashPassword } from '../accounts/passwords';
import type { AuthContext } from '../accounts/sessions';
import { AppError } from '../http/AppError';
import type { OutgoingMessage } from '../messenger/messenger';
import { checkedPermissionKeys } from './employeePermissions';
import { employeeWireOf, findEmployee } from './employeeRows';
import { employeeScope } from './employeeScope';
import { invitationTtlDays, newInvitationToken } from './invitationToken';
import { newMembership } from './newMembership';
import { employeeTexts } from './texts';

/** Text fields as stored: trimmed, an empty optional one is null. */
export function cleanText(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * POST /v1/user/write/upsert/invite: invites an employee by e-mail. A new address gets an account
 * without a usable password and a one-time link (valid {@link invitationTtlDays} days) to set one: the
 * link proves the e-mail. A person who already has an account on the platform joins the organisation
 * at once and is told so; his names stay his own. An address already among the members is a 409 and
 * nothing changes. The e-mail goes after the transaction commits.
 */
export async function inviteEmployee(deps: AccountDeps, auth: AuthContext, body: EmployeeInviteBody): Promise<EmployeeInviteWire> {
  const login = normalizeEmail(body.login);
  // Argon2 is slow: the unusable password's hash is made before the transaction opens.
  const placeholderHash = await hashPassword(randomBytes(32).toString('hex'));
  try {
    const answer = await deps.db.transaction().execute(async (trx) => {
      const scope = await employeeScope(trx, auth, body.organization_uuid);
      const keys = await checkedPermissionKeys(trx, body.permissions ?? [], scope.actor);
      const existing = await trx.selectFrom('users').select(['id', 'uuid', 'first_name', 'last_name']).where('login', '=', login).executeTakeFirst();
      let message: OutgoingMessage;
      let result: EmployeeInviteWire['result'];
      let userUuid: string;
      if (existing) {
        const member = await trx.selectFrom('memberships').select('id').where('user_id', '=', existing.id).where('organization_id', '=', scope.organizationId).executeTakeFirst();
        if (member) throw AppError.conflict(employeeTexts.alreadyMember(login));
        await newMembership(trx, { userId: existing.id, organizationId: scope.organizationId, actor: scope.actor, keys });
        result = 'added';
        userUuid = existing.uuid;
        message = {
          channel: 'email',
          to: login,
          subject: employeeTexts.mail.addedSubject(scope.organizationName),
          text: employeeTexts.mail.addedText(existing.first_name, scope.organizationName, `${deps.publicUrl}/${scope.actor}/login`),
          purpose: 'employee_added',
        };
      } else {
        const user = await trx
          .insertInto('users')
          .values({
            login,
            password_hash: placeholderHash,
            last_name: body.last_name.trim(),
            first_name: body.first_name.trim(),
            middle_name: cleanText(body.middle_name),
            post: cleanText(body.post),
          })
          .returning(['id', 'uuid'])
          .executeTakeFirstOrThrow();
        const membershipId = await newMembership(trx, { userId: user.id, organizationId: scope.organizationId, actor: scope.actor, keys });
        const { token, hash } = newInvitationToken();
        await trx
          .insertInto('employee_invitation')
          .values({ token_hash: hash, membership_id: membershipId, invited_by: auth.userId, expires_at: sql<Date>`now() + make_interval(days => ${invitationTtlDays})` })
          .execute();
        result = 'invited';
        userUuid = user.uuid;
        message = {
          channel: 'email',
          to: login,
          subject: employeeTexts.mail.inviteSubject(scope.organizationName),
          text: employeeTexts.mail.inviteText(body.first_name.trim(), scope.organizationName, `${deps.publicUrl}/${scope.actor}/invitation?token=${token}`, invitationTtlDays),
          purpose: 'employee_invitation',
          // As a code: in prod the outbox keeps the text with the token masked, so the table opens nothing.
          code: token,
        };
      }
      const id = await deps.postOffice.record(trx, message);
      const row = await findEmployee(trx, scope, { uuid: userUuid });
      if (!row) throw new Error('the invited member must be found in the same transaction');
      return { wire: { result, employee: employeeWireOf(row, scope) }, id, message };
    });
    deps.postOffice.deliver(answer.id, answer.message);
    return answer.wire;
  } catch (error) {
    // Two invitations of one new address at once: the unique index of logins decides, the second is told.
    if (isUniqueViolation(error)) throw AppError.conflict(employeeTexts.alreadyMember(login));
    throw error;
  }
}
