import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { isSha256, type FileStore, type StoredContent } from './FileStore';

export interface S3FileStoreOptions {
  client: S3Client;
  bucket: string;
  /** Put before every key ('' = none). */
  prefix: string;
  /** A local folder where streamed uploads wait until their hash is known (under DATA_DIR, not a tmpfs). */
  spoolDir: string;
}

/** Whether the storage answered that the object is not there (GetObject: NoSuchKey; HeadObject: a bare 404). */
function isMissingObject(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'NoSuchKey' || name === 'NotFound';
}

/**
 * Writes the chunks to a local file while hashing them: the object key is the sha256, known only at
 * the last chunk, and an upload needs its length up front.
 */
async function spool(content: AsyncIterable<Uint8Array>, file: string): Promise<StoredContent> {
  const hash = createHash('sha256');
  let size = 0;
  const handle = await fs.open(file, 'wx');
  try {
    for await (const chunk of content) {
      hash.update(chunk);
      size += chunk.byteLength;
      await handle.write(chunk);
    }
  } finally {
    await handle.close();
  }
  return { sha256: hash.digest('hex'), size };
}

/**
 * The file store in an S3-protocol object storage (Yandex Object Storage, VK Cloud, MinIO, AWS): the
 * object `<prefix><sha256>` holds the bytes. So that every instance behind a load balancer sees every
 * file.
 *
 * `put` learns the hash before anything is sent: a buffer is hashed in memory, chunks are spooled to a
 * local file while hashed (memory stays flat whatever the size). Then bytes already there are not sent
 * again, and new ones go in one PutObject straight to their final key with their length. The other way
 * — streaming to a temporary key and copying it to the hash — needs a multipart upload for an unknown
 * length (parts of at least 5 MB held in memory), a server-side copy and a delete per file, and leaves
 * stray objects in the bucket when the process dies between them; a stray spool file is on our own disk.
 *
 * The upload is signed with the content's sha256 (`x-amz-content-sha256`), so the storage itself
 * refuses bytes that were damaged on the way: an object's key always names its content.
 */
export function s3FileStore(options: S3FileStoreOptions): FileStore {
  const { client, bucket, prefix, spoolDir } = options;
  const keyOf = (sha256: string) => `${prefix}${sha256}`;

  const has = async (sha256: string): Promise<boolean> => {
    if (!isSha256(sha256)) return false;
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(sha256) }));
      return true;
    } catch (error) {
      if (isMissingObject(error)) return false;
      throw error;
    }
  };

  const upload = async (content: StoredContent, body: () => Uint8Array | Readable): Promise<void> => {
    if (await has(content.sha256)) return;
    const command = new PutObjectCommand({ Bucket: bucket, Key: keyOf(content.sha256), Body: body(), ContentLength: content.size, ContentType: 'application/octet-stream' });
    command.middlewareStack.add(
      (next) => async (args) => {
        const request = args.request as { headers?: Record<string, string> };
        if (request.headers) request.headers['x-amz-content-sha256'] = content.sha256;
        return next(args);
      },
      { step: 'build', name: 'signWithContentSha256' },
    );
    await client.send(command);
  };

  return {
    async put(content): Promise<StoredContent> {
      if (content instanceof Uint8Array) {
        const stored = { sha256: createHash('sha256').update(content).digest('hex'), size: content.byteLength };
        await upload(stored, () => content);
        return stored;
      }
      await fs.mkdir(spoolDir, { recursive: true });
      const file = path.join(spoolDir, `${randomUUID()}.part`);
      try {
        const stored = await spool(content, file);
        await upload(stored, () => createReadStream(file));
        return stored;
      } finally {
        await fs.rm(file, { force: true });
      }
    },

    async get(sha256): Promise<Readable | null> {
      if (!isSha256(sha256)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(sha256) }));
        if (!(answer.Body instanceof Readable)) throw new Error(`S3 GetObject answered a body that is not a Node stream for ${sha256}`);
        return answer.Body;
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },

    has,

    async delete(sha256): Promise<void> {
      if (!isSha256(sha256)) return;
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(sha256) }));
    },
  };
}
