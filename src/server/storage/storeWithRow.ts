import type { Db, Executor } from '../db/schema';
import { claimBlob, discardAfterFailedUpload } from './blobClaims';
import type { FileStore, StoredContent } from './FileStore';

/**
 * Keeps bytes in the store, then writes the row that names them (`write`, a transaction that calls
 * `claim` before its insert). When the write fails, the bytes are removed again unless a row names
 * them (blobClaims.ts: under the blob's lock, retried over a lost connection), so a refused or failed
 * upload leaves nothing behind while another upload of the same content keeps its bytes.
 */
export async function storeWithRow<T>(
  db: Db,
  store: FileStore,
  bytes: Uint8Array,
  write: (content: StoredContent, claim: (trx: Executor) => Promise<void>) => Promise<T>,
): Promise<T> {
  const content = await store.put(bytes);
  try {
    return await write(content, (trx) => claimBlob(trx, store, content, bytes));
  } catch (error) {
    await discardAfterFailedUpload(db, store, content.sha256);
    throw error;
  }
}
