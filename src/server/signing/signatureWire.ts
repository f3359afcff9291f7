import type { CertificateFactsWire, SignatureInfoWire } from '../../domain/wire/signingWire';

/** A stored signature as the API answers it: every row was verified before it was written. */
export function signatureInfo(row: { uuid: string; file_uuid: string; scope: string; is_attached: boolean; signed_at: Date; certificate_facts: CertificateFactsWire }): SignatureInfoWire {
  return { uuid: row.uuid, file_uuid: row.file_uuid, scope: row.scope, is_attached: row.is_attached, signed_at: row.signed_at.toISOString(), certificate: row.certificate_facts, valid: true, problem: null };
}
