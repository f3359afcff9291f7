import { sql } from 'kysely';
import type { Db } from '../db/schema';
import { hashPassword } from '../accounts/passwords';
import { demoOrganizations, demoUsers, type DemoUser } from './demoData';
import { seedDemoRequests } from './bulk/seedDemoRequests';

const seedLockKey = 7_331_002;

/**
 * Creates the demo organisations, people and memberships if they are missing; running it again
 * changes nothing (a demo password changed by hand stays changed). With `requests` (demo mode) the demo
 * agent's organisation also gets its request list once (seedDemoRequests).
 */
export async function seedDemo(db: Db, options: { requests?: boolean } = {}): Promise<readonly DemoUser[]> {
  const hashes = new Map<string, string>();
  for (const user of demoUsers) hashes.set(user.login, await hashPassword(user.password));

  await db.transaction().execute(async (trx) => {
    // Two instances starting at once on one PostgreSQL seed one after the other.
    await sql`select pg_advisory_xact_lock(${seedLockKey})`.execute(trx);
    const organizationIds = new Map<string, number>();
    for (const organization of demoOrganizations) {
      const existing = await trx
        .selectFrom('organizations')
        .select('id')
        .where('inn', '=', organization.inn)
        .where('type', '=', organization.type)
        .executeTakeFirst();
      const id =
        existing?.id ??
        (
          await trx
            .insertInto('organizations')
            .values({
              name: organization.name,
              inn: organization.inn,
              kpp: organization.kpp,
              ogrn: organization.ogrn,
              type: organization.type,
              ...(organization.registered_on ? { created_at: `${organization.registered_on}T09:00:00+03:00` } : {}),
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      organizationIds.set(organization.key, id);
    }

    for (const user of demoUsers) {
      await trx
        .insertInto('users')
        .values({
          login: user.login,
          phone: user.phone,
          password_hash: hashes.get(user.login) ?? '',
          last_name: user.last_name,
          first_name: user.first_name,
          middle_name: user.middle_name,
          post: user.post,
          confirmed_at: sql<Date>`now()`,
        })
        .onConflict((oc) => oc.column('login').doNothing())
        .execute();
      const { id: userId } = await trx.selectFrom('users').select('id').where('login', '=', user.login).executeTakeFirstOrThrow();
      if (user.platformOperator) {
        await trx.insertInto('platform_operators').values({ user_id: userId }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
      }

      for (const membership of user.memberships) {
        const organizationId = organizationIds.get(membership.organization);
        if (organizationId === undefined) throw new Error(`unknown demo organisation ${membership.organization}`);
        await trx
          .insertInto('memberships')
          .values({ user_id: userId, organization_id: organizationId })
          .onConflict((oc) => oc.columns(['user_id', 'organization_id']).doNothing())
          .execute();
        const { id: membershipId } = await trx
          .selectFrom('memberships')
          .select('id')
          .where('user_id', '=', userId)
          .where('organization_id', '=', organizationId)
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('membership_roles')
          .values({ membership_id: membershipId, role_key: membership.role })
          .onConflict((oc) => oc.doNothing())
          .execute();
        const keys =
          membership.permissions === 'all'
            ? (await trx.selectFrom('permissions').select('key').where('actor', '=', membership.role).execute()).map((row) => row.key)
            : membership.permissions;
        if (keys.length > 0) {
          await trx
            .insertInto('membership_permissions')
            .values(keys.map((key) => ({ membership_id: membershipId, permission_key: key })))
            .onConflict((oc) => oc.doNothing())
            .execute();
        }
      }
    }
  });
  if (options.requests) await seedDemoRequests(db);
  return demoUsers;
}
