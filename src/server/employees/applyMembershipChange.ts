import { sql } from 'kysely';
import { administratorsAfter } from '../../domain/employees/administratorsAfter';
import type { Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import { administratorKey, type EmployeeScope } from './employeeScope';
import { employeeTexts } from './texts';

/** A change of what a member may do in his organisation. */
export type MembershipChange =
  | { kind: 'permissions'; granted: readonly string[]; revoked: readonly string[] }
  | { kind: 'active'; active: boolean };

/** Who changes whom: the caller, the organisation, the member. */
export interface MembershipChangeTarget {
  scope: EmployeeScope;
  membershipId: number;
  userId: number;
}

/**
 * The one place where a member's permissions are granted or revoked, or his membership disabled or
 * enabled, inside the caller's transaction (docs/employees.md): an audit log hooks in here. The
 * organisation's row is locked first, so two administrators changing each other at once are decided
 * one after the other and the last enabled administrator always stays. A disabled membership's
 * sessions end in the same transaction (the trigger of migration 022), and a permission change reaches
 * the hub's connections on commit (migration 014) and the member's very next call.
 */
export async function applyMembershipChange(trx: Executor, target: MembershipChangeTarget, change: MembershipChange): Promise<void> {
  await sql`select id from organizations where id = ${target.scope.organizationId} for update`.execute(trx);
  const members = await trx
    .selectFrom('memberships as m')
    .select(['m.id', 'm.user_id', 'm.disabled_at'])
    .select((eb) =>
      eb
        .exists(eb.selectFrom('membership_permissions as mp').select('mp.membership_id').whereRef('mp.membership_id', '=', 'm.id').where('mp.permission_key', '=', administratorKey))
        .as('administrator'),
    )
    .where('m.organization_id', '=', target.scope.organizationId)
    .execute();
  // The caller's own right is read again under the lock: a colleague may have just taken it away.
  const caller = members.find((member) => member.user_id === target.scope.callerId);
  if (!caller || caller.disabled_at !== null || !caller.administrator) throw AppError.forbidden(employeeTexts.notAdministrator);
  const candidates = members.map((member) => ({ membershipId: member.id, active: member.disabled_at === null, administrator: Boolean(member.administrator) }));
  // An organisation that has no enabled administrator already (set up by hand) is not held to the rule.
  const before = candidates.filter((member) => member.active && member.administrator).length;

  if (change.kind === 'active') {
    if (!change.active && target.userId === target.scope.callerId) throw AppError.conflict(employeeTexts.selfDisabled);
    if (before > 0 && administratorsAfter(candidates, target.membershipId, { kind: 'active', active: change.active }) === 0) {
      throw AppError.conflict(employeeTexts.lastAdministratorDisabled);
    }
    await trx
      .updateTable('memberships')
      .set({ disabled_at: change.active ? null : sql<Date>`now()` })
      .where('id', '=', target.membershipId)
      .$if(!change.active, (query) => query.where('disabled_at', 'is', null))
      .execute();
    return;
  }

  const losesAdministrator = change.revoked.includes(administratorKey);
  if (losesAdministrator && before > 0 && administratorsAfter(candidates, target.membershipId, { kind: 'permissions', administrator: false }) === 0) {
    throw AppError.conflict(employeeTexts.lastAdministratorRight);
  }
  if (change.revoked.length > 0) {
    await trx.deleteFrom('membership_permissions').where('membership_id', '=', target.membershipId).where('permission_key', 'in', [...change.revoked]).execute();
  }
  if (change.granted.length > 0) {
    await trx
      .insertInto('membership_permissions')
      .values(change.granted.map((key) => ({ membership_id: target.membershipId, permission_key: key })))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}
