import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Executor } from '../db/schema';

/** A key as issued: shown once to whoever passes it to the bank; only the hash of its secret is kept. */
export interface IssuedBankApiKey {
  id: string;
  bankUuid: string;
  key: string;
}

/** Who called the bank API: the bank and the key it used. */
export interface BankCaller {
  bankUuid: string;
  keyId: string;
}

// "gbk_<row id>_<secret>": the id finds the row without a search by secret, so the secret is then
// compared in constant time instead of being matched by an index lookup.
const keyPattern = /^gbk_(\d{1,18})_([A-Za-z0-9_-]{43})$/;

function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Issues a new key of the bank API for a bank; the bank's other keys stay valid (rotation). */
export async function issueBankApiKey(db: Executor, bankUuid: string, label: string): Promise<IssuedBankApiKey> {
  const secret = randomBytes(32).toString('base64url');
  const row = await db.insertInto('bank_api_key').values({ bank_uuid: bankUuid, key_hash: secretHash(secret), label }).returning('id').executeTakeFirstOrThrow();
  return { id: String(row.id), bankUuid, key: `gbk_${row.id}_${secret}` };
}

/** Revokes keys by id; a revoked key is refused from the next call on. */
export async function revokeBankApiKeys(db: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('bank_api_key').set({ revoked_at: sql<Date>`now()` }).where('id', 'in', [...ids]).where('revoked_at', 'is', null).execute();
}

/** The bank a presented key belongs to, or null for a malformed, unknown or revoked key. */
export async function verifyBankApiKey(db: Executor, presented: string): Promise<BankCaller | null> {
  const match = keyPattern.exec(presented);
  if (!match) return null;
  const [, id, secret] = match as unknown as [string, string, string];
  const row = await db.selectFrom('bank_api_key').select(['id', 'bank_uuid', 'key_hash', 'revoked_at']).where('id', '=', id).executeTakeFirst();
  const expected = Buffer.from(row?.key_hash ?? '0'.repeat(64), 'hex');
  const actual = Buffer.from(secretHash(secret), 'hex');
  // Compared even when the row is missing, so an unknown id costs the same as a wrong secret.
  const equal = expected.length === actual.length && timingSafeEqual(expected, actual);
  if (!row || !equal || row.revoked_at !== null) return null;
  return { bankUuid: row.bank_uuid, keyId: String(row.id) };
}
