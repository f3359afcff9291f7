import path from 'node:path';
import type { ServerConfig } from '../config/loadConfig';
import type { FileStore } from './FileStore';
import { localFileStore } from './localFileStore';

/** The file store of this server: the local disk under `<DATA_DIR>/files`. */
export function fileStoreFromConfig(config: ServerConfig): FileStore {
  return localFileStore(path.join(config.server.dataDir, 'files'));
}
