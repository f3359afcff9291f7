import { randomUUID } from 'node:crypto';
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
  await db
    .insertInto('membership_permissions')
    .columns(['membership_id', 'permission_key'])
    .expression((eb) => eb.selectFrom('permissions').select([eb.val(membership.id).as('membership_id'), 'key']).where('actor', '=', 'agent'))
    .execute();
  return { login, password };
}

/** Signs in over HTTP and answers the token. */
export async function signIn(base: string, login: string, password: string): Promise<string> {
  const answer = await fetch(`${base}/v1/login/write/creds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: login, password, actor: 'agent' }),
  });
  const body = (await answer.json()) as { data?: { token: string }; message?: string };
  if (!body.data) throw new Error(`sign-in failed: ${body.message}`);
  return body.data.token;
}
