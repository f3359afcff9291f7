import type { CertificateFactsWire } from '../../domain/wire/signingWire';

/** A signing certificate as the signing panel shows it: the facts the server reads from a certificate. */
export type SignerCertificate = Pick<
  CertificateFactsWire,
  | 'thumbprint'
  | 'subject_name'
  | 'last_name'
  | 'first_name'
  | 'middle_name'
  | 'issuer_name'
  | 'valid_from'
  | 'valid_to'
  | 'inn'
  | 'inn_le'
  | 'ogrn'
  | 'snils'
  | 'organization'
  | 'position'
>;

/**
 * Why a signer cannot sign: the first two and `no_certificates` have a remedy the user can apply
 * (the help says which); `refused` is the user's own choice; `failed` is anything else.
 */
export type SignerProblem = 'plugin_missing' | 'extension_missing' | 'no_certificates' | 'refused' | 'failed';

export type SignerAvailability =
  | { available: true; description: string }
  | { available: false; problem: SignerProblem; message: string };

/**
 * The browser's signing port: the CryptoPro plug-in in production, the server's test keys in dev
 * and demo. Every failure rejects with a SignerError whose message is Russian and shown as is.
 */
export interface Signer {
  readonly kind: 'cryptopro' | 'test';
  check(): Promise<SignerAvailability>;
  certificates(): Promise<SignerCertificate[]>;
  /** CAdES-BES detached signature of a file's bytes, base64 DER. */
  signDetached(thumbprint: string, content: Uint8Array): Promise<string>;
  /** CAdES-BES attached signature of a short text (e.g. a sign-in challenge), base64 DER. */
  signAttached(thumbprint: string, text: string): Promise<string>;
}

export class SignerError extends Error {
  constructor(
    readonly problem: SignerProblem,
    message: string,
  ) {
    super(message);
    this.name = 'SignerError';
  }
}
