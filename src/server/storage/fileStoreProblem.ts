import { HeadBucketCommand } from '@aws-sdk/client-s3';
import type { ServerConfig } from '../config/loadConfig';
import { s3ClientOf, type S3Settings } from './s3Client';
import { s3Texts } from './texts';

/** The configured file store cannot be used: the server does not start (main.ts prints the message). */
export class FileStoreUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FileStoreUnavailableError';
  }
}

const checkSeconds = 10;

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

/** What went wrong with the bucket, in the operator's words. */
function describe(error: unknown, settings: S3Settings): string {
  const name = (error as { name?: unknown } | null)?.name;
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'TimeoutError' || name === 'AbortError') return s3Texts.timeout(checkSeconds);
  if (typeof code === 'string' && /^(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ECONNRESET|EHOSTUNREACH|ENETUNREACH|ETIMEDOUT|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_)/.test(code)) {
    return s3Texts.unreachable(`${code}`);
  }
  switch (statusOf(error)) {
    case 404:
      return s3Texts.bucketMissing;
    case 401:
    case 403:
      return s3Texts.accessDenied;
    case 301:
      return s3Texts.wrongRegion(settings.region);
    case 400:
      return s3Texts.badRequest(typeof name === 'string' && name !== 'Unknown' ? name : 'HTTP 400');
    case undefined:
      return s3Texts.unreachable(message);
    default:
      return s3Texts.other(`HTTP ${statusOf(error)} ${typeof name === 'string' ? name : ''}`.trim());
  }
}

/**
 * Why the configured S3 bucket cannot be used (Russian, naming the variable to fix), or null: one
 * HeadBucket with the server's keys, at most ten seconds, no retries. The local disk has nothing to check.
 */
export async function fileStoreProblem(config: ServerConfig): Promise<string | null> {
  const settings = config.server.fileStore;
  if (settings.kind !== 's3') return null;
  const client = s3ClientOf(settings, { maxAttempts: 1 });
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }), { abortSignal: AbortSignal.timeout(checkSeconds * 1000) });
    return null;
  } catch (error) {
    return `${s3Texts.lead(settings.bucket, settings.endpoint ?? s3Texts.awsItself)}: ${describe(error, settings)}`;
  } finally {
    client.destroy();
  }
}
