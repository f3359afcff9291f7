/** Why a signature was refused; the client and the stored signature's `problem` key off these codes. */
export type SignatureProblem =
  | 'not_cms'
  | 'content_missing'
  | 'content_mismatch'
  | 'certificate_expired'
  | 'certificate_not_yet_valid'
  | 'untrusted_root'
  | 'not_gost'
  | 'engine_missing'
  | 'certificate_missing'
  | 'signing_time_in_future';

/**
 * A signature the server cannot accept. `message` is Russian and shown to the user as it is;
 * `detail` carries what OpenSSL said, for the log only, since its text means nothing to a signer.
 */
export class SignatureError extends Error {
  override readonly name = 'SignatureError';

  constructor(
    readonly code: SignatureProblem,
    message: string,
    readonly detail?: string,
  ) {
    super(message);
  }
}
