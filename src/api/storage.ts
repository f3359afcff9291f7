import type { Http } from './createHttp';

/** A stored file as the storage calls answer it (docs/requests-and-storage.md). */
export interface StoredFileWire {
  uuid: string;
  type: string;
  name: string;
  size: number;
  mime?: string;
  created_at?: string;
  link?: string;
}

/** A stored file's bytes as GET /v1/storage/read/file/{id}/base64 answers them. */
export interface StoredFileContentWire {
  uuid: string;
  name: string;
  mime: string;
  size: number;
  base64: string;
}

/** The storage calls of spec-2 §7.5. */
export function createStorageApi(http: Http) {
  return {
    upload: (file: Blob, name: string, type: string, scope: string, onProgress?: (share: number) => void) => {
      const form = new FormData();
      form.append('type', type);
      form.append('scope', scope);
      form.append('dropOldVersionFiles', 'false');
      form.append('file', file, name);
      return http.upload<StoredFileWire>('/v1/storage/write/file', form, { silent: true, ...(onProgress ? { onProgress } : {}) });
    },
    list: (scope: string) => http.get<StoredFileWire[]>(`/v1/storage/read/scope/${encodeURIComponent(scope)}`),
    /** The bytes travel inside the envelope, so the bearer token and the error catalogue apply as to any call. */
    readBase64: (id: string) => http.get<StoredFileContentWire>(`/v1/storage/read/file/${encodeURIComponent(id)}/base64`, { silent: true }),
    remove: (id: string) => http.delete<unknown>(`/v1/storage/delete/file/${encodeURIComponent(id)}`),
    /** Files of the same company uploaded for its other requests, of one document type. */
    reusable: (requestId: number, type: string) =>
      http.get<StoredFileWire[]>(`/v1/storage/read/reusable/${requestId}/${encodeURIComponent(type)}`, { silent: true }),
    reuse: (fileUuid: string, scope: string, type: string) =>
      http.post<StoredFileWire>('/v1/storage/write/reuse', { file_uuid: fileUuid, scope, type }),
  };
}

export type StorageApi = ReturnType<typeof createStorageApi>;
