import path from 'node:path';
import type { ServerConfig } from '../config/loadConfig';
import type { FileStore } from './FileStore';
import { localFileStore } from './localFileStore';
import { s3ClientOf } from './s3Client';
import { s3FileStore } from './s3FileStore';

/** One store per configuration: every route of an app shares it (and, for S3, its client's connections). */
const stores = new WeakMap<ServerConfig, FileStore>();

/**
 * The file store of this server: the local disk under `<DATA_DIR>/files` (the default), or the S3
 * bucket of FILE_STORE=s3 — the one to use when several instances serve the same platform.
 */
export function fileStoreFromConfig(config: ServerConfig): FileStore {
  const known = stores.get(config);
  if (known) return known;
  const settings = config.server.fileStore;
  const store =
    settings.kind === 's3'
      ? s3FileStore({ client: s3ClientOf(settings), bucket: settings.bucket, prefix: settings.prefix, spoolDir: path.join(config.server.dataDir, 's3-spool') })
      : localFileStore(path.join(config.server.dataDir, 'files'));
  stores.set(config, store);
  return store;
}
