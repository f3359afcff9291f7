import { SignatureError } from './SignatureError';
import { signatureTexts, type CheckedMoment } from './texts';

/** What the refusal message may name: the signer certificate's issuer and the moment checked. */
export interface RefusalContext {
  issuer: string;
  checked: CheckedMoment;
}

type Rule = { pattern: RegExp; refuse: (context: RefusalContext) => [SignatureError['code'], string] };

/**
 * What `openssl cms -verify` means by its stderr (OpenSSL 3.0 wording), first match wins. The
 * signer certificate's own dates were checked before OpenSSL ran, so a validity error here is about
 * a CA in the chain. A failure no rule knows is still a refusal with a precise Russian message; the
 * raw text goes to `detail` for the log.
 */
const rules: Rule[] = [
  { pattern: /invalid engine|engine.*(not found|could not load)|DSO support routines/i, refuse: () => ['engine_missing', signatureTexts.engineMissing] },
  { pattern: /Verify error: ?certificate has expired/, refuse: ({ checked }) => ['certificate_expired', signatureTexts.chainExpired(checked)] },
  { pattern: /Verify error: ?certificate is not yet valid/, refuse: ({ checked }) => ['certificate_not_yet_valid', signatureTexts.chainNotYetValid(checked)] },
  {
    pattern: /Verify error: ?(unable to get local issuer certificate|unable to get issuer certificate|self[- ]signed certificate)/,
    refuse: ({ issuer }) => ['untrusted_root', signatureTexts.untrustedRoot(issuer)],
  },
  { pattern: /Verify error:/, refuse: ({ issuer }) => ['untrusted_root', signatureTexts.chainInvalid(issuer)] },
  { pattern: /signer certificate not found/, refuse: () => ['certificate_missing', signatureTexts.certificateMissing] },
  { pattern: /check_content:no content/, refuse: () => ['content_missing', signatureTexts.contentMissing] },
  { pattern: /CMS_SignerInfo_verify_content|content verify error|digest failure/, refuse: () => ['content_mismatch', signatureTexts.contentMismatch] },
  { pattern: /CMS_SignerInfo_verify:/, refuse: () => ['content_mismatch', signatureTexts.signatureBroken] },
];

/** The refusal for a failed `openssl cms -verify`, from its stderr. */
export function opensslRefusal(stderr: string, context: RefusalContext): SignatureError {
  const detail = stderr.trim();
  for (const rule of rules) {
    if (rule.pattern.test(detail)) {
      const [code, message] = rule.refuse(context);
      return new SignatureError(code, message, detail);
    }
  }
  return new SignatureError('content_mismatch', signatureTexts.verifyFailed, detail);
}
