import { makeAutoObservable, runInAction } from 'mobx';
import type { StorageApi } from '../../../api';
import { sidebarViewTexts as t } from './texts';

/** How a file can be shown in place: the first page of a PDF, an image as it is, or not at all. */
export type PreviewKind = 'pdf' | 'image' | 'other';

/** A file's bytes, ready for a preview or a download. */
export interface LoadedFile {
  uuid: string;
  name: string;
  mime: string;
  size: number;
  bytes: Uint8Array;
}

const imageMimes = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** Which preview a file gets by its type (the same types the storage serves inline). */
export function previewKindOf(mime: string): PreviewKind {
  const type = mime.toLowerCase().split(';')[0]?.trim() ?? '';
  if (type === 'application/pdf') return 'pdf';
  return imageMimes.has(type) ? 'image' : 'other';
}

function bytesOf(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * One stored file loaded for a preview (DocumentPreview, BankDocumentPreview, the Document curtain):
 * the bytes come through the API with the bearer token, so the preview and the download need no
 * address that works without a session.
 */
export class FilePreviewStore {
  readonly fileUuid: string;
  state: 'loading' | 'ready' | 'error' = 'loading';
  error: string | null = null;
  file: LoadedFile | null = null;
  private readonly api: Pick<StorageApi, 'readBase64'>;

  constructor(fileUuid: string, api: Pick<StorageApi, 'readBase64'>) {
    this.fileUuid = fileUuid;
    this.api = api;
    makeAutoObservable<this, 'api'>(this, { fileUuid: false, api: false, file: false }, { autoBind: true });
  }

  get kind(): PreviewKind {
    return this.file ? previewKindOf(this.file.mime) : 'other';
  }

  /** Loads the bytes once: a stored file never changes, a new version is a new file. */
  async load(): Promise<boolean> {
    if (this.state === 'ready') return true;
    this.state = 'loading';
    this.error = null;
    try {
      const answer = await this.api.readBase64(this.fileUuid);
      const bytes = bytesOf(answer.base64);
      runInAction(() => {
        this.file = { uuid: answer.uuid, name: answer.name, mime: answer.mime, size: answer.size, bytes };
        this.state = 'ready';
      });
      return true;
    } catch (failure) {
      runInAction(() => {
        this.error = (failure as { status?: number } | null)?.status === 404 ? t.fileNotFound : t.fileLoadFailed;
        this.state = 'error';
      });
      return false;
    }
  }
}
