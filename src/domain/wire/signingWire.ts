/**
 * The wire of signing (spec-2 §7: storage signatures, sign-info, certificates, sign links). Both the
 * server and the browser read these shapes; snake_case like the rest of the API.
 */

/** What a signer's X.509 certificate says, as the server read it (and the plug-in lists it). */
export interface CertificateFactsWire {
  /** SHA-1 of the certificate's DER, upper-case hex: the name CryptoPro gives a certificate. */
  thumbprint: string;
  serial_number: string;
  /** Subject CN. */
  subject_name: string;
  /** SN (surname), and G split into first and middle name. */
  last_name: string | null;
  first_name: string | null;
  middle_name: string | null;
  /** ИНН of the person (1.2.643.3.131.1.1). */
  inn: string | null;
  /** ИНН ЮЛ (1.2.643.100.4). */
  inn_le: string | null;
  /** ОГРН (1.2.643.100.1). */
  ogrn: string | null;
  /** ОГРНИП (1.2.643.100.5). */
  ogrnip: string | null;
  /** СНИЛС (1.2.643.100.3). */
  snils: string | null;
  /** O */
  organization: string | null;
  /** title */
  position: string | null;
  /** Issuer CN (else O). */
  issuer_name: string;
  /** ISO instants. */
  valid_from: string;
  valid_to: string;
}

/** One stored signature of a file, as POST /v1/storage/read/sign-info answers it. */
export interface SignatureInfoWire {
  uuid: string;
  file_uuid: string;
  scope: string;
  is_attached: boolean;
  /** The signing time the CMS carries, else the moment the server received it (ISO). */
  signed_at: string;
  certificate: CertificateFactsWire;
  /** Verified against the file's bytes, the certificate's validity at signing time and the trust store. */
  valid: boolean;
  /** Why it is not valid (Russian), null when valid. */
  problem: string | null;
}

/** A file and its signatures. */
export interface FileSignaturesWire {
  file_uuid: string;
  file_name: string;
  sha256: string;
  signatures: SignatureInfoWire[];
}

/** What a bank's sub-request is signed for besides the application (docs/offers-and-claims.md «Подписание предложения и документов»). */
export type SubRequestSigningPurposeWire = 'offer' | 'claim' | 'additional';

/** A bank's deal signings, and the documents a bank sent for signing in its chat (chat; docs/chat.md). */
export type DealSigningPurposeWire = SubRequestSigningPurposeWire | 'chat';

/** A document to sign with its signatures so far; the link downloads it (through the session, or a sign link). */
export interface DocumentToSignWire {
  /** The stored file's uuid: what a signature is handed in for. */
  uuid: string;
  type: string;
  name: string;
  size: number;
  sha256: string;
  link: string;
  /** Formed by the platform (the acceptance of the offer, the confirmation of a claim's changes) or posted by the bank. */
  source: 'platform' | 'bank';
  signatures: SignatureInfoWire[];
}

/**
 * The documents one signing of a bank's sub-request covers: the offer's acceptance with the bank's
 * offer documents, a claim's confirmation with the bank's claim documents, the bank's additional
 * documents, or the files of one chat message the bank sent for signing (chat).
 */
export interface DocumentsToSignWire {
  purpose: DealSigningPurposeWire;
  request_id: number;
  subrequest_uuid: string;
  bank: { uuid: string; name: string };
  /** The sub-request waits for these signatures now. */
  waiting: boolean;
  /** Every document carries the applicant's signature and the bank was told. */
  completed: boolean;
  documents: DocumentToSignWire[];
}

/** What waits for the client's signature on a bank's card, with what opens it. */
export interface SigningNeedWire {
  purpose: SubRequestSigningPurposeWire;
  /** The accepted offer (purpose offer), the claim (purpose claim). */
  offer_uuid: string | null;
  claim_uuid: string | null;
  /** Documents posted or formed so far, and how many of them are signed (the platform's own form is formed when first read). */
  documents: number;
  signed: number;
}
