import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { s3ClientOf, type S3Settings } from '../../../src/server/storage/s3Client';

/** A local S3-protocol server (s3rver over a temp folder) with one bucket, for one test file. */
export interface TestS3 {
  settings: S3Settings;
  /** The environment that points a server at this bucket (FILE_STORE=s3 and S3_*). */
  env: NodeJS.ProcessEnv;
  client: S3Client;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  stop(): Promise<void>;
}

/** s3rver's fixed keys: it checks every request's signature against them. */
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * Starts s3rver on a free port of 127.0.0.1 (port 0: the system picks it) with a fresh folder and
 * creates the bucket through the protocol. The server checks signatures, speaks the S3 REST protocol
 * over HTTP and keeps objects on disk: the SDK is not mocked anywhere.
 */
export async function startS3Server(bucket = 'garant-files'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'garant-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, vhostBuckets: false });
  const { port } = await server.run();
  const settings: S3Settings = {
    kind: 's3',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket,
    ...credentials,
    forcePathStyle: true,
    prefix: '',
  };
  const client = s3ClientOf(settings);
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    settings,
    env: {
      FILE_STORE: 's3',
      S3_ENDPOINT: settings.endpoint ?? '',
      S3_REGION: settings.region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    client,
    async keys() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    async stop() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
