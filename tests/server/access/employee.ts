import { sql } from 'kysely';
import { expect } from 'vitest';
import { hashPassword } from '../../../src/server/accounts/passwords';
import type { UserView } from '../../../src/server/accounts/userEntity';
import { randomIp } from '../helpers/accounts';
import { client, type ServerTestContext } from '../helpers/serverContext';
import type { Member } from '../requests/requestFixtures';

/** A second member of the administrator's organisation, with the given agent permissions only, signed in. */
export async function employeeOf(ctx: ServerTestContext, admin: Member, keys: readonly string[]): Promise<Member & { membershipId: number }> {
  const db = ctx.database.db;
  const login = `employee.${Math.random().toString(16).slice(2)}@example.ru`;
  const user = await db
    .insertInto('users')
    .values({ login, password_hash: await hashPassword('Employee2026'), last_name: 'Сидоров', first_name: 'Илья', middle_name: null, post: null, phone: null, confirmed_at: sql<Date>`now()` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const membership = await db.insertInto('memberships').values({ user_id: user.id, organization_id: admin.viewer.organizationId }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('membership_roles').values({ membership_id: membership.id, role_key: 'agent' }).execute();
  if (keys.length > 0) await db.insertInto('membership_permissions').values(keys.map((key) => ({ membership_id: membership.id, permission_key: key }))).execute();
  const signed = await client(ctx.app, { ip: randomIp() }).post<{ token: string; user: UserView }>('/v1/login/write/creds', { email: login, password: 'Employee2026', actor: 'agent' });
  expect(signed.status).toBe(200);
  const data = signed.body.data!;
  return { token: data.token, user: data.user, organizationUuid: data.user.organization_uuid, viewer: { userId: data.user.id, organizationId: admin.viewer.organizationId, actor: 'agent' }, membershipId: membership.id };
}
