import type { Executor } from '../db/schema';

/**
 * Whether the user is an operator of the platform: listed in platform_operators (migration 010). The
 * list is kept by the platform itself, never by an organisation's administrator.
 */
export async function isOperator(db: Executor, userId: number): Promise<boolean> {
  const row = await db.selectFrom('platform_operators').select('user_id').where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}
