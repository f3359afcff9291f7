import { S3Client } from '@aws-sdk/client-s3';
import type { FileStoreSettings } from '../config/fileStoreSettings';

export type S3Settings = Extract<FileStoreSettings, { kind: 's3' }>;

/**
 * An S3 client for the configured storage. Checksums only where the protocol requires them: the SDK's
 * default since 2025 (a CRC32 trailer on every upload) is refused by several S3-compatible storages,
 * and the bytes are checked by their sha256 anyway (s3FileStore.ts).
 */
export function s3ClientOf(settings: S3Settings, options: { maxAttempts?: number } = {}): S3Client {
  return new S3Client({
    ...(settings.endpoint === null ? {} : { endpoint: settings.endpoint }),
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A storage that does not answer fails the call instead of holding an upload or a download forever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    ...(options.maxAttempts === undefined ? {} : { maxAttempts: options.maxAttempts }),
  });
}
