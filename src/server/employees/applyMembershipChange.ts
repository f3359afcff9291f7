import { sql } from 'kysely';
import { administratorsAfter } from '../../domain/employees/administratorsAfter';
import type { Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import { permissionTable } from '../../domain/permissions';
import { recordAudit } from '../audit/recordAudit';
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
 * one after the other and the last enabled administrator always stays. Each change that takes effect
 * is one entry of the audit log, in the same transaction (docs/audit.md). A disabled membership's
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
    const changed = await trx
      .updateTable('memberships')
      .set({ disabled_at: change.active ? null : sql<Date>`now()` })
      .where('id', '=', target.membershipId)
      .where('disabled_at', change.active ? 'is not' : 'is', null)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) > 0) {
      const name = await memberName(trx, target.userId);
      await recordAudit(trx, auditActor(target.scope), {
        action: change.active ? 'user_enabled' : 'user_disabled',
        description: `Сотрудник ${name}: ${change.active ? 'снова включён' : 'отключён, его сеансы завершены'}`,
        details: { subject_user_id: target.userId },
      });
    }
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
  if (change.granted.length > 0 || change.revoked.length > 0) {
    const name = await memberName(trx, target.userId);
    const parts = [
      change.granted.length > 0 ? `выдано ${permissionNames(change.granted)}` : '',
      change.revoked.length > 0 ? `снято ${permissionNames(change.revoked)}` : '',
    ].filter(Boolean);
    await recordAudit(trx, auditActor(target.scope), {
      action: 'permissions_changed',
      description: `Сотрудник ${name}: ${parts.join('; ')}`,
      details: { subject_user_id: target.userId, granted: [...change.granted], revoked: [...change.revoked] },
    });
  }
}

function auditActor(scope: EmployeeScope) {
  return { userId: scope.callerId, organizationId: scope.organizationId, origin: scope.origin };
}

async function memberName(trx: Executor, userId: number): Promise<string> {
  const row = await trx.selectFrom('users').select(['last_name', 'first_name', 'middle_name']).where('id', '=', userId).executeTakeFirst();
  return row ? [row.last_name, row.first_name, row.middle_name].filter(Boolean).join(' ') : `№ ${userId}`;
}

/** «Принятие предложений банков», «Создание заявок» — as the permission table names them. */
function permissionNames(keys: readonly string[]): string {
  return keys.map((key) => `«${permissionTable.find((entry) => entry.key === key)?.name ?? key}»`).join(', ');
}
