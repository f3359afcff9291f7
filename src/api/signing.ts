import type { DocumentsToSignWire, FileSignaturesWire, SignatureInfoWire } from '../domain/wire/signingWire';
import type { CallOptions, Http } from './createHttp';

/** A print form or document to sign, as the signing calls list it. */
export interface SignableFileWire {
  uuid: string;
  type?: string;
  name: string;
  size: number;
  sha256: string;
  link: string;
}

/** GET /v2/bgrequest/read/sign/{id} and POST /v2/bgrequest/write/printforms/{id}. */
export interface RequestDocumentsWire {
  request_id: number;
  request_uuid: string;
  scope_uuid: string;
  files: SignableFileWire[];
}

export interface StoredSignatureWire extends SignatureInfoWire {
  request_id: number | null;
  /** What the file was signed for: request, offer, claim, additional, chat (null: a file of no purpose). */
  purpose: string | null;
  /** The signing it belongs to is complete with this signature. */
  completed: boolean;
  request_signed: boolean;
  moved_subrequests: string[];
}

/** What a sign link signs. */
export type SignLinkKindWire = 'request' | 'agreement' | 'offer' | 'claim' | 'additional';

export interface SignLinkWire {
  url: string;
  token: string;
  kind: SignLinkKindWire;
  request_id: number;
  expires_at: string;
  banks: { uuid: string; name: string }[];
}

/** GET /v1/sign-link/read/{token}: the external signing page's data. */
export interface SignLinkViewWire {
  kind: SignLinkKindWire;
  request_id: number;
  company: { name: string; inn: string; ogrn: string | null; is_ip: boolean };
  signer_name: string | null;
  banks: string[];
  expires_at: string;
  /** What the signing is about, in words (an offer's terms, a claim's changes). */
  details: { label: string; value: string }[];
  completed: boolean;
  documents: (SignableFileWire & { signatures: SignatureInfoWire[] })[];
}

/** The offer's documents to sign, with its accepted version's uuid. */
export type OfferDocumentsWire = DocumentsToSignWire & { offerUuid: string };

export interface SignatureBody {
  file_uuid: string;
  signature: string;
  is_attached: boolean;
  scope?: string;
}

/** The signing calls (spec-2 §7: storage signatures, sign-info, print forms, sign links). */
export function createSigningApi(http: Http) {
  return {
    readDocumentsToSign: (requestId: number, options: CallOptions = {}) => http.get<RequestDocumentsWire>(`/v2/bgrequest/read/sign/${requestId}`, options),
    makePrintForms: (requestId: number) => http.post<RequestDocumentsWire>(`/v2/bgrequest/write/printforms/${requestId}`, {}),
    storeSignature: (body: SignatureBody) => http.post<StoredSignatureWire>('/v1/storage/write/signature', { scope: 'request', ...body }),
    readSignInfo: (fileUuids: string[], options: CallOptions = {}) => http.post<FileSignaturesWire[]>('/v1/storage/read/sign-info', { file_uuids: fileUuids }, options),
    signLink: (requestId: number, fkoUuids: string[] = []) => http.post<SignLinkWire>(`/v2/bgrequest/write/sign-link/${requestId}`, { fko_uuids: fkoUuids }),
    revokeSignLinks: (requestId: number) => http.post<{ revoked: number }>(`/v2/bgrequest/write/sign-link/${requestId}/revoke`, {}),

    /** A bank's deal: the offer's acceptance, the bank's additional documents, and their links. */
    readOfferDocuments: (offerUuid: string, options: CallOptions = {}) => http.get<OfferDocumentsWire>(`/v1/bgrequest/read/offer/${offerUuid}/docstosign`, options),
    agentOfferSign: (requestId: number, offerUuid: string) => http.get<OfferDocumentsWire & { link: SignLinkWire }>(`/v2/bgrequest/read/request/${requestId}/${offerUuid}/agent/sign`),
    offerSignLink: (offerUuid: string) => http.post<SignLinkWire>(`/v2/bgrequest/write/sign-link/offer/${offerUuid}`, {}),
    claimSignLink: (claimUuid: string) => http.post<SignLinkWire>(`/v2/bgrequest/write/sign-link/claim/${claimUuid}`, {}),
    additionalSignLink: (subrequestUuid: string) => http.post<SignLinkWire>(`/v2/bgrequest/write/sign-link/additional/${subrequestUuid}`, {}),
    readAdditionalDocuments: (subrequestUuid: string, options: CallOptions = {}) => http.get<DocumentsToSignWire>(`/v2/bgrequest/read/client/sign/additional/docs/${subrequestUuid}`, options),
    signAdditionalDocuments: (subrequestUuid: string, signatures: { file_uuid: string; signature: string; is_attached?: boolean }[]) =>
      http.post<DocumentsToSignWire>(`/v2/bgrequest/write/client/sign/additional/docs/${subrequestUuid}`, { signatures }),

    /** The files of a bank chat message sent for signing (purpose chat), with their signatures. */
    readChatDocuments: (chatUuid: string, messageId: number, options: CallOptions = {}) =>
      http.get<DocumentsToSignWire>(`/v1/chat/read/message/${encodeURIComponent(chatUuid)}/sign/${messageId}`, options),

    readSignLink: (token: string) => http.get<SignLinkViewWire>(`/v1/sign-link/read/${encodeURIComponent(token)}`),
    storeLinkSignature: (token: string, body: SignatureBody) => http.post<StoredSignatureWire>(`/v1/sign-link/write/${encodeURIComponent(token)}/signature`, body),
    /** The bytes of a file to sign: through the session's download, or the link's (no session then). */
    readBytes: (link: string, anonymous = false) => http.bytes(link, { anonymous }),
  };
}

export type SigningApi = ReturnType<typeof createSigningApi>;
