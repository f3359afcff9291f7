import type { Http } from './createHttp';

/** The zip downloads of spec-2 §7.2 (paths ours; docs/documents-zip.md). */
export const documentsZipPaths = {
  customerDocuments: (requestId: number) => `/v1/bgrequest/read/${requestId}/zip/customer-documents`,
  dossier: (requestId: number) => `/v1/bgrequest/read/${requestId}/zip/dossier`,
  signed: (subrequestUuid: string) => `/v1/bgsubrequest/read/${encodeURIComponent(subrequestUuid)}/zip/signed`,
};

/**
 * The archives' bytes, with the session's bearer token as every file download of the app (no address
 * that works without a session). An archive of hundreds of megabytes takes longer than a call: no
 * timeout. The caller shows a refusal itself (silent).
 */
export function createDocumentsZipApi(http: Http) {
  const options = { silent: true, timeoutMs: 0 };
  return {
    customerDocuments: (requestId: number) => http.bytes(documentsZipPaths.customerDocuments(requestId), options),
    dossier: (requestId: number) => http.bytes(documentsZipPaths.dossier(requestId), options),
    signed: (subrequestUuid: string) => http.bytes(documentsZipPaths.signed(subrequestUuid), options),
  };
}

export type DocumentsZipApi = ReturnType<typeof createDocumentsZipApi>;
