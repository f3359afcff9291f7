import type { AccessionApi } from '../../api/accession';
import type { SigningApi } from '../../api/signing';
import type { OrganizationDocumentKind } from '../../domain/accession/accessionSettings';
import type { OrganizationDocumentsWire } from '../../domain/wire/accessionWire';
import type { SigningDocument, SigningSource } from '../signing/SigningStore';

/** What the source tells its page: the documents as listed, and once more after each confirmed signature. */
export interface OrganizationSigningHooks {
  listed(documents: OrganizationDocumentsWire): void;
}

/**
 * The signed-in user's own organisation documents as the Signing view's source: their PDFs prepared on
 * opening (POST /v2/user/read/docs/sign/confirm), the current editions still unsigned to sign, each
 * signature stored through the session (scope 'organization', checked by the server against the
 * organisation and the user) and then confirmed by the call of its kind (spec-2 §7.1).
 */
export function organizationSigningSource(api: AccessionApi, signing: SigningApi, hooks: OrganizationSigningHooks): SigningSource {
  const kinds = new Map<string, { kind: OrganizationDocumentKind; scope: string }>();
  return {
    async documents(): Promise<SigningDocument[]> {
      const listed = await api.prepareDocuments();
      hooks.listed(listed);
      kinds.clear();
      const unsigned = listed.documents.filter((document) => !document.is_signed && document.file !== null);
      for (const document of unsigned) kinds.set(document.file!.uuid, { kind: document.kind, scope: listed.scope_uuid });
      return unsigned.map((document) => ({ ...document.file!, name: document.title, signatures: document.signatures }));
    },
    bytes: (document) => signing.readBytes(document.link),
    async store(document, signature) {
      const stored = await signing.storeSignature({ file_uuid: document.uuid, signature, is_attached: false, scope: 'organization' });
      const known = kinds.get(document.uuid);
      if (known) hooks.listed(await api.confirmSigned(known.kind, document.uuid, known.scope));
      return stored;
    },
  };
}
