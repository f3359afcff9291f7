import type { SigningApi } from '../../api/signing';
import type { SigningDocument, SigningSource } from './SigningStore';

/**
 * The signed-in user's source: the request's print forms (formed on first opening, GET read/sign then
 * POST printforms), their signatures from sign-info, and signatures stored through the session.
 */
export function requestSigningSource(api: SigningApi, requestId: number): SigningSource {
  return {
    async documents(): Promise<SigningDocument[]> {
      let forms = await api.readDocumentsToSign(requestId);
      if (forms.files.length === 0) forms = await api.makePrintForms(requestId);
      if (forms.files.length === 0) return [];
      const info = await api.readSignInfo(forms.files.map((file) => file.uuid));
      return forms.files.map((file) => ({ ...file, signatures: info.find((entry) => entry.file_uuid === file.uuid)?.signatures ?? [] }));
    },
    bytes: (document) => api.readBytes(document.link),
    store: (document, signature) => api.storeSignature({ file_uuid: document.uuid, signature, is_attached: false, scope: 'request' }),
  };
}

/** The sign link's source: everything goes through the token, without a session. */
export function linkSigningSource(api: SigningApi, token: string): SigningSource {
  return {
    async documents(): Promise<SigningDocument[]> {
      return (await api.readSignLink(token)).documents;
    },
    bytes: (document) => api.readBytes(document.link, true),
    store: (document, signature) => api.storeLinkSignature(token, { file_uuid: document.uuid, signature, is_attached: false }),
  };
}
