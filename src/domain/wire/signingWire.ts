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
