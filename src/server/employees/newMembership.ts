import type { Actor, Executor } from '../db/schema';

/** Makes a person a member of an organisation in one cabinet, with the given (checked) permission keys. */
export async function newMembership(trx: Executor, membership: { userId: number; organizationId: number; actor: Actor; keys: readonly string[] }): Promise<number> {
  const row = await trx
    .insertInto('memberships')
    .values({ user_id: membership.userId, organization_id: membership.organizationId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('membership_roles').values({ membership_id: row.id, role_key: membership.actor }).execute();
  if (membership.keys.length > 0) {
    await trx.insertInto('membership_permissions').values(membership.keys.map((key) => ({ membership_id: row.id, permission_key: key }))).execute();
  }
  return row.id;
}
