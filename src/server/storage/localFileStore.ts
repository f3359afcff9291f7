import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { isSha256, type FileStore, type StoredContent } from './FileStore';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

async function* chunksOf(content: Uint8Array | AsyncIterable<Uint8Array>): AsyncIterable<Uint8Array> {
  if (content instanceof Uint8Array) yield content;
  else yield* content;
}

/**
 * The file store on local disk: `<root>/ab/cd/abcd…` (two fan-out levels keep folders small). Bytes are
 * written to `<root>/tmp` first, flushed, and renamed into place, so a reader never sees half a file
 * and a crash leaves only a stray temp file; the temp folder sits under the root so that the rename
 * never crosses file systems.
 */
export function localFileStore(root: string): FileStore {
  const tmpDir = path.join(root, 'tmp');
  const pathOf = (sha256: string) => path.join(root, sha256.slice(0, 2), sha256.slice(2, 4), sha256);

  return {
    async put(content): Promise<StoredContent> {
      await fs.mkdir(tmpDir, { recursive: true });
      const temp = path.join(tmpDir, `${randomUUID()}.part`);
      const hash = createHash('sha256');
      let size = 0;
      try {
        const handle = await fs.open(temp, 'wx');
        try {
          for await (const chunk of chunksOf(content)) {
            hash.update(chunk);
            size += chunk.byteLength;
            await handle.write(chunk);
          }
          await handle.sync();
        } finally {
          await handle.close();
        }
        const sha256 = hash.digest('hex');
        const target = pathOf(sha256);
        await fs.mkdir(path.dirname(target), { recursive: true });
        // The same bytes may already be there (or arrive at the same moment): either copy is right.
        await fs.rename(temp, target);
        return { sha256, size };
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },

    async get(sha256): Promise<Readable | null> {
      if (!isSha256(sha256)) return null;
      try {
        const handle = await fs.open(pathOf(sha256), 'r');
        return handle.createReadStream();
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async has(sha256): Promise<boolean> {
      if (!isSha256(sha256)) return false;
      try {
        await fs.access(pathOf(sha256));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async delete(sha256): Promise<void> {
      if (!isSha256(sha256)) return;
      await fs.rm(pathOf(sha256), { force: true });
    },
  };
}
