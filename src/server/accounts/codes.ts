import { createHash, randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { CodePurpose, Executor } from '../db/schema';

/** How long each kind of one-time code lives. */
export const codeTtlMinutes: Record<CodePurpose, number> = {
  registration: 24 * 60,
  recovery: 60,
  phone_login: 10,
  set_phone: 10,
  two_factor: 10,
  confirm_email: 60,
};

/** Codes are kept hashed, so a copy of the database does not hand out live codes. */
export function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

function sixDigits(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Issues a fresh 6-digit code for a user and purpose, retiring the earlier unused ones for the same
 * target. A code is unique among the live codes of its purpose, because a registration code is looked
 * up by the code alone.
 */
export async function issueCode(db: Executor, purpose: CodePurpose, userId: number, target: string): Promise<string> {
  await db
    .updateTable('verification_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('purpose', '=', purpose)
    .where('target', '=', target)
    .where('used_at', 'is', null)
    .execute();
  for (;;) {
    const code = sixDigits();
    const clash = await db
      .selectFrom('verification_codes')
      .select('id')
      .where('purpose', '=', purpose)
      .where('code_hash', '=', hashCode(code))
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
    if (clash) continue;
    await db
      .insertInto('verification_codes')
      .values({
        purpose,
        user_id: userId,
        target,
        code_hash: hashCode(code),
        expires_at: sql<Date>`now() + make_interval(mins => ${codeTtlMinutes[purpose]})`,
      })
      .execute();
    return code;
  }
}

/** The live code row for a code (and, where the caller knows it, its target), or null. */
export async function findLiveCode(
  db: Executor,
  purpose: CodePurpose,
  code: string,
  target?: string,
): Promise<{ id: number; user_id: number; target: string } | null> {
  let query = db
    .selectFrom('verification_codes')
    .select(['id', 'user_id', 'target'])
    .where('purpose', '=', purpose)
    .where('code_hash', '=', hashCode(code))
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`);
  if (target !== undefined) query = query.where('target', '=', target);
  return (await query.executeTakeFirst()) ?? null;
}

/** Spends a code; false when another request spent it first. */
export async function useCode(db: Executor, id: number): Promise<boolean> {
  const result = await db
    .updateTable('verification_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
