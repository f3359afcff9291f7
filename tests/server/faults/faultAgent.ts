import { randomUUID } from 'node:crypto';
import { grantEveryPermission } from '../../../src/server/accounts/membershipPermissions';
import { hashPassword } from '../../../src/server/accounts/passwords';
import type { Db } from '../../../src/server/db/schema';
import { uniqueInn } from '../helpers/accounts';

/** An agent organisation with one signed-up user holding every agent permission, written straight to the database (the setup, not the load). */
export async function faultAgent(db: Db): Promise<{ login: string; password: string }> {
  const organization = await db
    .insertInto('organizations')
    .values({ name: 'ООО «Гарант-Нагрузка»', inn: uniqueInn(), kpp: '770501001', ogrn: '1177746123455', type: 'agent' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const login = `load.${randomUUID().slice(0, 8)}@example.ru`;
  const password = 'Agent2026';
  const user = await db
    .insertInto('users')
    .values({ login, password_hash: await hashPassword(password), last_name: 'Смирнов', first_name: 'Илья', middle_name: null, post: null, phone: null, confirmed_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const membership = await db.insertInto('memberships').values({ user_id: user.id, organization_id: organization.id }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('membership_roles').values({ membership_id: membership.id, role_key: 'agent' }).execute();
  // Every agent permission, as a registration gives its founder: the load creates and sends requests.
  await grantEveryPermission(db, membership.id, 'agent');
  return { login, password };
}

