import { createHash } from 'node:crypto';
import type { Executor } from '../db/schema';
import type { FileStore, StoredContent } from './FileStore';

/**
 * Keeps bytes in the store, then writes the row that names them (`write`, a transaction). When the
 * write fails, bytes this call brought into the store and no row names are removed again, so a
 * refused or failed upload leaves nothing behind. Bytes that were there before stay: the store keeps
 * each content once, and another row may name it.
 */
export async function storeWithRow<T>(db: Executor, store: FileStore, bytes: Uint8Array, write: (content: StoredContent) => Promise<T>): Promise<T> {
  const existed = await store.has(createHash('sha256').update(bytes).digest('hex'));
  const content = await store.put(bytes);
  try {
    return await write(content);
  } catch (error) {
    if (!existed) {
      const named = await db.selectFrom('storage_file').select('uuid').where('sha256', '=', content.sha256).limit(1).executeTakeFirst();
      if (!named) await store.delete(content.sha256);
    }
    throw error;
  }
}
