import { makeAutoObservable, runInAction } from 'mobx';
import type { RequestFormApi, RequestRootWire, StorageApi, StoredFileWire } from '../../../api';
import { fillTemplate } from '../../../domain/fillTemplate';
import { isRequestNotFound } from '../../requestForm/isRequestNotFound';
import { readRoot } from '../../requestForm/readRoot';
import { sidebarViewTexts as t } from './texts';

/** A document type of the request with its files, the newest first (each upload of a type is a version). */
export interface RequestDocument {
  docType: string;
  docName: string;
  files: StoredFileWire[];
}

export interface RequestDocumentsPorts {
  form: Pick<RequestFormApi, 'readRootEdit'>;
  storage: Pick<StorageApi, 'list'>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const newestFirst = (a: StoredFileWire, b: StoredFileWire): number => (b.created_at ?? '').localeCompare(a.created_at ?? '');

/**
 * The documents of a request for the side panels (DocumentPreview, the Document curtain): the files
 * of its documents scope as the storage lists them, grouped by document type and named as the
 * documents step names the types; a type of the step without files is listed empty.
 */
export class RequestDocumentsStore {
  readonly requestId: number;
  state: 'loading' | 'ready' | 'error' = 'loading';
  error: string | null = null;
  root: RequestRootWire | null = null;
  files: StoredFileWire[] = [];
  private readonly ports: RequestDocumentsPorts;

  constructor(requestId: number, ports: RequestDocumentsPorts) {
    this.requestId = requestId;
    this.ports = ports;
    makeAutoObservable<this, 'ports'>(this, { requestId: false, ports: false }, { autoBind: true });
  }

  /** The document types of the documents step, in its order, with their names. */
  private get stepTypes(): { docType: string; docName: string }[] {
    if (!this.root) return [];
    const entries = readRoot(this.root).data.documents?.documents;
    return (Array.isArray(entries) ? entries.filter(isObject) : [])
      .filter((entry) => typeof entry.docType === 'string')
      .map((entry) => ({ docType: entry.docType as string, docName: typeof entry.docName === 'string' && entry.docName !== '' ? entry.docName : (entry.docType as string) }));
  }

  get documents(): RequestDocument[] {
    const known = this.stepTypes;
    const extra = [...new Set(this.files.map((file) => file.type))].filter((type) => !known.some((entry) => entry.docType === type));
    return [...known, ...extra.map((docType) => ({ docType, docName: docType }))].map((entry) => ({
      ...entry,
      files: this.files.filter((file) => file.type === entry.docType).sort(newestFirst),
    }));
  }

  get fileCount(): number {
    return this.files.length;
  }

  documentOf(docType: string): RequestDocument | undefined {
    return this.documents.find((document) => document.docType === docType);
  }

  fileOf(fileUuid: string): StoredFileWire | undefined {
    return this.files.find((file) => file.uuid === fileUuid);
  }

  /** Loads again; what is shown stays on screen until the new answer replaces it. */
  async load(): Promise<boolean> {
    if (this.state !== 'ready') this.state = 'loading';
    this.error = null;
    try {
      const root = await this.ports.form.readRootEdit(this.requestId);
      runInAction(() => (this.root = root));
      const scope = root.documents_scope_uuid;
      if (!scope) {
        runInAction(() => {
          this.error = t.noDocumentsScope;
          this.state = 'error';
        });
        return false;
      }
      const files = await this.ports.storage.list(scope);
      runInAction(() => {
        this.files = Array.isArray(files) ? files : [];
        this.state = 'ready';
      });
      return true;
    } catch (failure) {
      runInAction(() => {
        this.error = isRequestNotFound(failure) ? fillTemplate(t.requestNotFound, { n: this.requestId }) : this.root ? t.documentsLoadFailed : t.requestLoadFailed;
        this.state = 'error';
      });
      return false;
    }
  }
}
