import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3ClientOf } from '../../../src/server/storage/s3Client';
import { s3FileStore } from '../../../src/server/storage/s3FileStore';
import { startS3Server, type TestS3 } from '../helpers/s3Server';
import { fileStoreContract, sha256Of } from './fileStoreContract';

let s3: TestS3 | undefined;
const spoolRoot = mkdtempSync(path.join(os.tmpdir(), 'garant-s3-spool-'));
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.stop();
  rmSync(spoolRoot, { recursive: true, force: true });
});

let made = 0;

/** A store of its own in the shared bucket: a fresh key prefix and spool folder, and the calls it sent. */
function newStore() {
  if (!s3) throw new Error('the S3 server is not started');
  made += 1;
  const prefix = `store-${made}/`;
  const spoolDir = path.join(spoolRoot, String(made));
  const client = s3ClientOf(s3.settings);
  const sent: string[] = [];
  client.middlewareStack.add(
    (next, context) => async (args) => {
      sent.push(String(context.commandName));
      return next(args);
    },
    { step: 'initialize', name: 'recordCommands' },
  );
  const server = s3;
  const inventory = async () => {
    const keys = (await server.keys()).filter((key) => key.startsWith(prefix));
    let spooled: string[] = [];
    try {
      spooled = readdirSync(spoolDir).map((name) => `spool/${name}`);
    } catch {
      // No streamed upload yet: no folder.
    }
    return [...keys, ...spooled].sort();
  };
  return { store: s3FileStore({ client, bucket: server.settings.bucket, prefix, spoolDir }), inventory, sent, prefix, client };
}

fileStoreContract('S3 (s3rver)', async () => newStore());

describe('S3 store: what goes over the wire', () => {
  it('keeps an object named by the prefix and the hash', async () => {
    const { store, prefix } = newStore();
    const bytes = Buffer.from('протокол разногласий');
    const { sha256 } = await store.put(bytes);
    expect((await s3!.keys()).filter((key) => key.startsWith(prefix))).toEqual([`${prefix}${sha256}`]);
  });

  it('sends no upload for bytes already there, and no request at all for an address that is not a hash', async () => {
    const { store, sent } = newStore();
    const bytes = Buffer.from('устав организации');
    await store.put(bytes);
    expect(sent).toEqual(['HeadObjectCommand', 'PutObjectCommand']);
    sent.length = 0;
    await store.put(bytes);
    await store.put((async function* () {
      yield bytes;
    })());
    expect(sent).toEqual(['HeadObjectCommand', 'HeadObjectCommand']);
    sent.length = 0;
    for (const address of ['../x', 'A'.repeat(64), '']) {
      await store.get(address);
      await store.has(address);
      await store.delete(address);
    }
    expect(sent).toEqual([]);
  });

  it('signs an upload with the sha256 of its content', async () => {
    const { client } = newStore();
    const headers: Record<string, string>[] = [];
    client.middlewareStack.add(
      (next) => async (args) => {
        headers.push({ ...(args.request as { headers: Record<string, string> }).headers });
        return next(args);
      },
      { step: 'finalizeRequest', name: 'seeHeaders', priority: 'low' },
    );
    const store = s3FileStore({ client, bucket: s3!.settings.bucket, prefix: 'signed/', spoolDir: path.join(spoolRoot, 'signed') });
    const bytes = Buffer.alloc(100_000, 3);
    await store.put((async function* () {
      yield bytes;
    })());
    const upload = headers.find((header) => header['content-length'] === String(bytes.length));
    expect(upload?.['x-amz-content-sha256']).toBe(sha256Of(bytes));
  });

  it('answers an error, not null, when the storage itself fails', async () => {
    const client = s3ClientOf({ ...s3!.settings, bucket: 'no-such-bucket' }, { maxAttempts: 1 });
    const store = s3FileStore({ client, bucket: 'no-such-bucket', prefix: '', spoolDir: path.join(spoolRoot, 'missing') });
    await expect(store.put(Buffer.from('x'))).rejects.toThrow(/bucket/i);
    await expect(store.get(sha256Of(Buffer.from('x')))).rejects.toThrow(/bucket/i);
  });
});
