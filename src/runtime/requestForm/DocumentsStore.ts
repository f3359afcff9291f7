import { makeAutoObservable, runInAction } from 'mobx';
import type { StorageApi, StoredFileWire } from '../../api';
import type { RequestFormStore } from './RequestFormStore';
import { requestFormTexts } from './texts';

type Data = Record<string, unknown>;

/** A file on its way to the storage. */
export interface Upload {
  readonly key: number;
  readonly docType: string;
  readonly name: string;
  /** Share sent, 0…1. */
  share: number;
  error: string | null;
}

/** The file as the documents step keeps it (schemas/steps/documents.schema.json). */
function entryFile(file: StoredFileWire, now: number): Data {
  return { uuid: file.uuid, name: file.name, size: file.size, uploaded_at: file.created_at ?? new Date(now).toISOString() };
}

/**
 * The documents step's files (spec-2 §7.5): each upload goes to the request's documents scope with a
 * progress share, lands in the step's list under its document type, and can be removed; a failed
 * upload keeps its own message (the server's, or 'Ошибка загрузки документа').
 */
export class DocumentsStore {
  uploads: Upload[] = [];
  /** Earlier files of the same company, by document type, once asked for. */
  reusable: Record<string, StoredFileWire[]> = {};
  private next = 1;
  private readonly form: RequestFormStore;
  private readonly api: StorageApi;
  private readonly now: () => number;

  constructor(form: RequestFormStore, api: StorageApi, now: () => number) {
    this.form = form;
    this.api = api;
    this.now = now;
    makeAutoObservable<this, 'form' | 'api' | 'now' | 'next'>(this, { form: false, api: false, now: false, next: false });
  }

  get scope(): string | null {
    return this.form.root?.documents_scope_uuid ?? null;
  }

  private entries(): Data[] {
    return (this.form.dataOf('documents').documents as Data[] | undefined) ?? [];
  }

  private writeFiles(docType: string, change: (files: Data[]) => Data[]): void {
    const documents = this.entries().map((entry) =>
      entry.docType === docType ? { ...entry, files: change(Array.isArray(entry.files) ? (entry.files as Data[]) : []) } : entry,
    );
    this.form.edit('documents', { ...this.form.dataOf('documents'), documents });
  }

  /** Sends one file of a document type; true when it is stored and listed. «Далее» waits for it. */
  upload(docType: string, file: Blob, name: string): Promise<boolean> {
    return this.form.track(this.send(docType, file, name));
  }

  private async send(docType: string, file: Blob, name: string): Promise<boolean> {
    const upload: Upload = { key: this.next++, docType, name, share: 0, error: null };
    this.uploads.push(upload);
    const tracked = this.uploads[this.uploads.length - 1] as Upload;
    const scope = this.scope;
    try {
      if (scope === null) throw new Error(requestFormTexts.uploadFailed);
      const stored = await this.api.upload(file, name, docType, scope, (share) => runInAction(() => (tracked.share = share)));
      runInAction(() => {
        this.writeFiles(docType, (files) => [...files, entryFile(stored, this.now())]);
        this.uploads = this.uploads.filter((item) => item.key !== tracked.key);
      });
      return true;
    } catch (failure) {
      runInAction(() => {
        const message = failure instanceof Error ? ((failure as { serverMessage?: string }).serverMessage ?? '') : '';
        tracked.error = message !== '' ? message : requestFormTexts.uploadFailed;
      });
      return false;
    }
  }

  /** Removes a file from the storage and from the step's list. */
  async remove(docType: string, uuid: string): Promise<boolean> {
    try {
      await this.api.remove(uuid);
      runInAction(() => this.writeFiles(docType, (files) => files.filter((file) => file.uuid !== uuid)));
      return true;
    } catch {
      return false;
    }
  }

  /** Loads the company's files of this type from its other requests. */
  async loadReusable(docType: string): Promise<void> {
    try {
      const files = await this.api.reusable(this.form.id, docType);
      runInAction(() => {
        this.reusable = { ...this.reusable, [docType]: files };
      });
    } catch {
      runInAction(() => {
        this.reusable = { ...this.reusable, [docType]: [] };
      });
    }
  }

  /** Attaches an earlier file of the company to this request without uploading it again. */
  reuse(docType: string, fileUuid: string): Promise<boolean> {
    return this.form.track(this.attach(docType, fileUuid));
  }

  private async attach(docType: string, fileUuid: string): Promise<boolean> {
    const scope = this.scope;
    if (scope === null) return false;
    try {
      const stored = await this.api.reuse(fileUuid, scope, docType);
      runInAction(() => this.writeFiles(docType, (files) => [...files, entryFile(stored, this.now())]));
      return true;
    } catch {
      return false;
    }
  }

  /** Forgets a failed upload. */
  dismiss(key: number): void {
    this.uploads = this.uploads.filter((item) => item.key !== key);
  }

  uploadsOf(docType: string): Upload[] {
    return this.uploads.filter((item) => item.docType === docType);
  }
}
