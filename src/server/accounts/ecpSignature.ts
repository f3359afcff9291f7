import type { CertificateFactsWire } from '../../domain/wire/signingWire';
import { AppError } from '../http/AppError';
import { SignatureError } from '../signing/crypto/SignatureError';
import { verifySignature } from '../signing/crypto/verifySignature';
import type { SigningContext } from '../signing/SigningContext';
import { decodeBase64 } from '../signing/storedBytes';
import { ecpTexts } from './ecpTexts';

/** A signature of a challenge that held: who signed and what. */
export interface SignedChallenge {
  certificate: CertificateFactsWire;
  certificateDer: Buffer;
  /** The signed text, carried inside the attached signature. */
  content: Buffer;
}

/**
 * Verifies the `scope` of login/write/ecp and attach-ecp: base64 DER CMS, an attached CAdES-BES
 * signature (the challenge inside), GOST, chained to the trust store (`SigningContext`). The
 * certificate must be valid now too, not only at the signing time the signer wrote into the CMS: a
 * sign-in happens now, and a backdated signing time must not let an expired certificate in.
 */
export async function verifySignedChallenge(signing: SigningContext, scope: string, now: Date = new Date()): Promise<SignedChallenge> {
  const signature = decodeBase64(scope);
  await signing.assertEngine();
  let verified;
  try {
    verified = await verifySignature({ signature, content: null, trust: await signing.trust(), receivedAt: now });
  } catch (error) {
    if (error instanceof SignatureError) throw AppError.badRequest(error.code === 'content_missing' ? ecpTexts.detached : error.message);
    throw error;
  }
  const validFrom = new Date(verified.certificate.valid_from);
  const validTo = new Date(verified.certificate.valid_to);
  if (now < validFrom) throw AppError.badRequest(ecpTexts.certificateNotYetValid(validFrom));
  if (now > validTo) throw AppError.badRequest(ecpTexts.certificateExpired(validTo));
  return { certificate: verified.certificate, certificateDer: verified.certificateDer, content: verified.content };
}
