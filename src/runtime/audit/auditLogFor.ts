import { createAuditApi } from '../../api/audit';
import type { RootStore } from '../RootStore';
import { AuditLogStore } from './AuditLogStore';

/** The audit log's store over the app's HTTP client; `save` hands a file to the browser. */
export function auditLogFor(root: RootStore, save: (bytes: Uint8Array, fileName: string) => void): AuditLogStore {
  return new AuditLogStore({ api: createAuditApi(root.http), save, today: () => new Date().toISOString().slice(0, 10) });
}
