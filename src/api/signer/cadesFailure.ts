import { SignerError, type SignerProblem } from './Signer';
import { signerTexts } from './signerTexts';

interface KnownFailure {
  problem: SignerProblem;
  /** Windows/CSP error codes the plug-in appends to its message, as «(0x8010006E)». */
  codes: readonly string[];
  /** For messages that come without a code. */
  pattern?: RegExp;
  message: string;
}

/** The plug-in's failures the user can act on, each with what to tell them. */
const knownFailures: readonly KnownFailure[] = [
  {
    problem: 'refused',
    // SCARD_W_CANCELLED_BY_USER (the PIN dialog closed), ERROR_CANCELLED (a dialog of the plug-in declined).
    codes: ['0x8010006E', '0x800704C7'],
    pattern: /отмен\S*\s+пользовател|cancel+ed by the user/i,
    message: signerTexts.refused,
  },
  // NTE_BAD_KEYSET, SCARD_E_NO_SMARTCARD: the key's container is not there (the token is out).
  { problem: 'no_certificates', codes: ['0x80090016', '0x8010000C'], message: signerTexts.keyNotFound },
  // SCARD_W_WRONG_CHV
  { problem: 'failed', codes: ['0x8010006B'], message: signerTexts.wrongPin },
  // CERT_E_CHAINING, CERT_E_UNTRUSTEDROOT
  { problem: 'failed', codes: ['0x800B010A', '0x800B0109'], message: signerTexts.untrustedChain },
  // CERT_E_EXPIRED
  { problem: 'failed', codes: ['0x800B0101'], message: signerTexts.expired },
];

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return '';
}

/** What a failure of the plug-in means for the user; a SignerError passes through unchanged. */
export function cadesFailure(error: unknown): SignerError {
  if (error instanceof SignerError) return error;
  const text = messageOf(error).trim();
  const hex = /0x([0-9a-f]{8})/i.exec(text)?.[1];
  const code = hex === undefined ? undefined : `0x${hex.toUpperCase()}`;
  const known = knownFailures.find(
    (failure) => (code !== undefined && failure.codes.includes(code)) || (failure.pattern?.test(text) ?? false),
  );
  if (known) return new SignerError(known.problem, known.message);
  return new SignerError('failed', text === '' ? signerTexts.pluginFailedWithoutDetail : signerTexts.pluginFailed(text));
}
