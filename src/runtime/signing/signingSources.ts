import type { OffersApi } from '../../api/offers';
import type { SigningApi } from '../../api/signing';
import type { DocumentsToSignWire } from '../../domain/wire/signingWire';
import { signingRuntimeTexts } from './texts';
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

/**
 * Which signing of a bank's deal the Signing view opens: an offer's acceptance, a claim's changes, the
 * bank's documents, or the documents of one message the bank sent for signing in its chat.
 */
export type DealSigningTarget =
  | { purpose: 'offer'; offerUuid: string }
  | { purpose: 'claim'; claimUuid: string }
  | { purpose: 'additional'; subrequestUuid: string }
  | { purpose: 'chat'; chatUuid: string; messageId: number };

/** A chat message's id of the parameters: a positive whole number, else null. */
function messageIdOf(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d*$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * What the Signing view signs by its parameters: `purpose` offer (with `offerUuid`), claim (`claimUuid`),
 * additional (`subrequestUuid`, or the spec's `docScopes` — the sub-request is the scope of those
 * documents) or chat (`chatUuid` and `messageId`) for a bank's deal; null without them (the request's
 * application).
 */
export function dealSigningTargetOf(params: Readonly<Record<string, string | undefined>>): DealSigningTarget | null {
  if (params.purpose === 'offer' && params.offerUuid) return { purpose: 'offer', offerUuid: params.offerUuid };
  if (params.purpose === 'claim' && params.claimUuid) return { purpose: 'claim', claimUuid: params.claimUuid };
  const subrequestUuid = params.subrequestUuid ?? params.docScopes;
  if (params.purpose === 'additional' && subrequestUuid) return { purpose: 'additional', subrequestUuid };
  const messageId = messageIdOf(params.messageId);
  if (params.purpose === 'chat' && params.chatUuid && messageId !== null) return { purpose: 'chat', chatUuid: params.chatUuid, messageId };
  return null;
}

/**
 * A deal's source for a signed-in user: the documents of the signing (the platform's form is formed
 * on the first reading), signatures stored through the session — the bank's additional documents
 * through their own call, which keeps them and tells the bank when the last one is signed; a chat
 * message's documents through the storage's call (scope chat), whose last signature marks the message
 * signed and tells the bank.
 */
export function dealSigningSource(api: SigningApi, offers: Pick<OffersApi, 'readClaimDocuments'>, target: DealSigningTarget): SigningSource {
  const read = async (): Promise<DocumentsToSignWire> => {
    if (target.purpose === 'offer') return api.readOfferDocuments(target.offerUuid);
    if (target.purpose === 'claim') return (await offers.readClaimDocuments(target.claimUuid)).signing;
    if (target.purpose === 'chat') return api.readChatDocuments(target.chatUuid, target.messageId);
    return api.readAdditionalDocuments(target.subrequestUuid);
  };
  return {
    documents: async () => (await read()).documents,
    bytes: (document) => api.readBytes(document.link),
    async store(document, signature) {
      if (target.purpose !== 'additional') return api.storeSignature({ file_uuid: document.uuid, signature, is_attached: false, scope: target.purpose });
      const answer = await api.signAdditionalDocuments(target.subrequestUuid, [{ file_uuid: document.uuid, signature }]);
      const stored = answer.documents.find((item) => item.uuid === document.uuid)?.signatures.at(-1);
      if (!stored) throw new Error(signingRuntimeTexts.notStored(document.name));
      return { ...stored, request_id: answer.request_id, purpose: 'additional', completed: answer.completed, request_signed: false, moved_subrequests: [] };
    },
  };
}
