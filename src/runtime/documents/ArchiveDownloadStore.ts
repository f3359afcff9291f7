import { makeAutoObservable, runInAction } from 'mobx';
import { ApiFailure, type DocumentsZipApi } from '../../api';
import { archiveDownloadTexts as t } from './texts';

/** Which archive: a request's customer documents or dossier, or one bank's signed documents. */
export type ArchiveTarget =
  | { kind: 'customerDocuments'; requestId: number }
  | { kind: 'dossier'; requestId: number }
  | { kind: 'signed'; requestId: number; subrequestUuid: string; bankName: string };

/** An archive fetched for saving: its bytes and the name to save it under. */
export interface FetchedArchive {
  bytes: Uint8Array;
  name: string;
}

function keyOf(target: ArchiveTarget): string {
  return target.kind === 'signed' ? `signed:${target.subrequestUuid}` : `${target.kind}:${target.requestId}`;
}

/**
 * The zip downloads of a request (docs/documents-zip.md): one fetch of an archive at a time per
 * target, which archives are on their way, and the refusal of the last one (the server's Russian
 * message when it sent one).
 */
export class ArchiveDownloadStore {
  private readonly busy = new Set<string>();
  private readonly failures = new Map<string, string>();

  constructor(private readonly api: DocumentsZipApi) {
    makeAutoObservable<ArchiveDownloadStore, 'api' | 'busy' | 'failures'>(this, { api: false, busy: true, failures: true });
  }

  isBusy(target: ArchiveTarget): boolean {
    return this.busy.has(keyOf(target));
  }

  failureOf(target: ArchiveTarget): string | null {
    return this.failures.get(keyOf(target)) ?? null;
  }

  /** The archive's bytes and name, or null when it failed (the failure is kept for the button). */
  async fetch(target: ArchiveTarget): Promise<FetchedArchive | null> {
    const key = keyOf(target);
    if (this.busy.has(key)) return null;
    this.busy.add(key);
    this.failures.delete(key);
    try {
      const bytes =
        target.kind === 'signed' ? await this.api.signed(target.subrequestUuid) : target.kind === 'dossier' ? await this.api.dossier(target.requestId) : await this.api.customerDocuments(target.requestId);
      const name = target.kind === 'signed' ? t.names.signed(target.requestId, target.bankName) : t.names[target.kind](target.requestId);
      return { bytes, name };
    } catch (error) {
      // A refusal's envelope arrives as bytes in a download, so the server's message is rarely read back: then one line of our own.
      runInAction(() => this.failures.set(key, error instanceof ApiFailure && error.serverMessage ? error.serverMessage : t.failed));
      return null;
    } finally {
      runInAction(() => this.busy.delete(key));
    }
  }
}
