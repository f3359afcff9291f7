import type { Readable } from 'node:stream';

/** What the store answers after keeping some bytes. */
export interface StoredContent {
  /** Lower-case hex sha256 of the bytes: their address in the store. */
  sha256: string;
  size: number;
}

/**
 * Where the bytes of stored files live, addressed by their sha256. The same content is kept once, so
 * `put` of bytes already there changes nothing, and a row in storage_file only names the hash. The
 * local-disk store keeps the bytes under `<DATA_DIR>/files`; an object storage (S3) implements the
 * same four calls with the hash as the object key.
 */
export interface FileStore {
  /** Keeps the bytes (a buffer, or chunks as they arrive) and answers their hash and size. */
  put(content: Uint8Array | AsyncIterable<Uint8Array>): Promise<StoredContent>;
  /** A stream of the bytes, or null when the store has nothing under this hash. */
  get(sha256: string): Promise<Readable | null>;
  has(sha256: string): Promise<boolean>;
  /** Forgets the bytes; nothing happens when there are none. */
  delete(sha256: string): Promise<void>;
}

const sha256Pattern = /^[0-9a-f]{64}$/;

/** A store address must be a whole lower-case sha256, never a path a caller could bend. */
export function isSha256(value: string): boolean {
  return sha256Pattern.test(value);
}
