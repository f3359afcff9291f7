import type { RevisionsApi } from '../../api/revisions';
import type { SigningApi } from '../../api/signing';
import type { RevisionActWire } from '../../domain/wire/revisionWire';
import type { SigningDocument, SigningSource } from '../signing/SigningStore';

/** Who signs: the agent organisation (a sent act) or the platform's operator (an act the agent signed). */
export type ActSide = 'agent' | 'operator';

/** The signatures of one side: the agent's are made with a certificate of the act's organisation. */
export function signaturesOf(act: RevisionActWire, side: ActSide): RevisionActWire['signatures'] {
  const agents = (signature: RevisionActWire['signatures'][number]) => signature.certificate.inn_le === act.organization.inn || signature.certificate.inn === act.organization.inn;
  return act.signatures.filter((signature) => (side === 'agent' ? agents(signature) : !agents(signature)));
}

/**
 * The acts' PDFs as the Signing view's source (docs/revisions-ui.md): each act's PDF is signed detached,
 * the signature kept by the storage under one fresh scope of this signing
 * (POST /v1/storage/write/signature, which verifies it as any signed document), and the act moved by
 * the side's call naming that scope — the agent's POST /v1/revision/write/act/agent-sign, the
 * operator's POST /v2/revision/write/admin/sign. A refusal of either is the document's failure.
 */
export function actSigningSource(ports: { api: Pick<RevisionsApi, 'agentSign' | 'operatorSign' | 'readBytes'>; signing: Pick<SigningApi, 'storeSignature'>; newUuid(): string }, acts: () => RevisionActWire[], side: ActSide): SigningSource {
  const scope = ports.newUuid();
  const byFile = new Map<string, RevisionActWire>();
  return {
    async documents(): Promise<SigningDocument[]> {
      byFile.clear();
      // An act whose PDF is not stored yet has nothing to sign.
      return acts().flatMap((act) => {
        const pdf = act.files.pdf;
        if (!pdf) return [];
        byFile.set(pdf.uuid, act);
        return [{ uuid: pdf.uuid, name: pdf.name, link: pdf.link, size: 0, sha256: '', signatures: signaturesOf(act, side) }];
      });
    },
    bytes: (document) => ports.api.readBytes(document.link),
    async store(document, signature) {
      const act = byFile.get(document.uuid);
      const stored = await ports.signing.storeSignature({ file_uuid: document.uuid, signature, is_attached: false, scope });
      if (act && side === 'agent') await ports.api.agentSign({ uuids: [act.uuid], scope_uuid: scope });
      if (act && side === 'operator') await ports.api.operatorSign({ act_uuid: act.uuid, scope_uuid: scope });
      return { ...stored, completed: true };
    },
  };
}
