import { sql } from 'kysely';
import type { Db, Executor } from '../db/schema';
import type { FileStore, StoredContent } from './FileStore';

/** The advisory-lock space of blob hashes ('blob' in ASCII), apart from any other lock of the app. */
const blobLockSpace = 0x626c6f62;

/**
 * Inside the transaction that writes a file row: holds the blob's hash (shared) until the commit and
 * puts the bytes back if a discard removed them after they were stored. Several uploads of the same
 * content hold it at once; only a discard waits for them.
 */
export async function claimBlob(trx: Executor, store: FileStore, content: StoredContent, bytes: Uint8Array): Promise<void> {
  await sql`select pg_advisory_xact_lock_shared(${blobLockSpace}, hashtext(${content.sha256}))`.execute(trx);
  if (!(await store.has(content.sha256))) await store.put(bytes);
}

/**
 * After the row's transaction failed: removes the bytes unless a file row names them. The hash is held
 * exclusively, so an upload of the same content either committed its row first (the bytes stay) or
 * claims them after (and puts them back). A COMMIT whose answer was lost left its row: the bytes stay.
 * Answers whether the bytes went.
 */
export async function discardUnclaimedBlob(db: Db, store: FileStore, sha256: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${blobLockSpace}, hashtext(${sha256}))`.execute(trx);
    const named = await trx.selectFrom('storage_file').select('uuid').where('sha256', '=', sha256).limit(1).executeTakeFirst();
    if (named) return false;
    await store.delete(sha256);
    return true;
  });
}

/** Pauses between discard attempts: the connection that failed the upload may come back at once. */
const discardRetryMs = [0, 300, 1000];

/**
 * {@link discardUnclaimedBlob} a few times over about a second and a half, for an upload whose row was
 * not written; a database gone for longer leaves the bytes to the housekeeping sweep.
 */
export async function discardAfterFailedUpload(db: Db, store: FileStore, sha256: string): Promise<void> {
  for (const pause of discardRetryMs) {
    if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    try {
      await discardUnclaimedBlob(db, store, sha256);
      return;
    } catch {
      // The next attempt, or the sweep, will do it.
    }
  }
}
