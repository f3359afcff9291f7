import type { Actor, Executor } from '../db/schema';

/**
 * Gives a membership every permission of its cabinet (config/permissions.json, mirrored by the
 * `permissions` table), as a registration gives the founder of an agent organisation.
 */
export async function grantEveryPermission(db: Executor, membershipId: number, actor: Actor): Promise<void> {
  await db
    .insertInto('membership_permissions')
    .columns(['membership_id', 'permission_key'])
    .expression((eb) => eb.selectFrom('permissions').select([eb.val(membershipId).as('membership_id'), 'key']).where('actor', '=', actor))
    .execute();
}
