import { writeFile } from 'node:fs/promises';
import { devNull } from 'node:os';
import path from 'node:path';
import type { CertificateFactsWire } from '../../../domain/wire/signingWire';
import { readCertificate } from './certificateFacts';
import { cmsDer } from './cmsDer';
import { checkGostEngine } from './gostEngine';
import { foreignAlgorithms, gostDigests, gostSignatures } from './gostAlgorithms';
import { opensslRefusal, type RefusalContext } from './opensslRefusal';
import { runOpenssl } from './runOpenssl';
import { readSignedCms, type SignedCms } from './signedCms';
import { SignatureError } from './SignatureError';
import { signatureTexts, type CheckedMoment } from './texts';
import type { TrustStore } from './TrustStore';
import { withTempDir } from './withTempDir';

export interface VerifySignatureInput {
  /** DER CMS; PEM and bare Base64 text are accepted too. */
  signature: Buffer;
  /** The signed file for a detached signature; null when the signature is attached. */
  content: Buffer | null;
  trust: TrustStore;
  /** When the server received the signature (now by default): the validity moment when the CMS has no signing time. */
  receivedAt?: Date;
}

export interface VerifiedSignature {
  certificate: CertificateFactsWire;
  certificateDer: Buffer;
  /** The CMS signingTime attribute; null when the signer's software added none. */
  signedAt: Date | null;
  /** The bytes that were signed. */
  content: Buffer;
}

/** A signing time this far past the receipt is a wrong clock, not network delay. */
const futureToleranceMs = 5 * 60_000;

/**
 * Verifies a CAdES-BES signature (CMS SignedData, GOST R 34.10-2012) over a file, or over the
 * content it carries, and says who signed. Everything that needs no cryptography is read in the
 * process (`readSignedCms`); then one `openssl cms -verify` checks the signature, the content and
 * the chain to `trust` at the moment of signing. Throws `SignatureError` with the reason.
 */
export async function verifySignature(input: VerifySignatureInput): Promise<VerifiedSignature> {
  const der = cmsDer(input.signature);
  const cms = readSignedCms(der);
  const content = signedContent(cms, input.content);
  requireGost(cms);
  if (!cms.signerCertificate) throw new SignatureError('certificate_missing', signatureTexts.certificateMissing);
  const certificate = readCertificate(cms.signerCertificate);
  const receivedAt = input.receivedAt ?? new Date();
  if (cms.signingTime && cms.signingTime.getTime() - receivedAt.getTime() > futureToleranceMs) {
    throw new SignatureError('signing_time_in_future', signatureTexts.signingTimeInFuture(cms.signingTime, receivedAt));
  }
  const checked: CheckedMoment = cms.signingTime ? { at: cms.signingTime, from: 'signing_time' } : { at: receivedAt, from: 'received' };
  requireValidAt(certificate, checked);
  const missing = await checkGostEngine();
  if (missing) throw new SignatureError('engine_missing', missing);
  await opensslVerify(der, cms.content === null ? content : null, input.trust, { issuer: certificate.issuer_name, checked });
  return { certificate, certificateDer: cms.signerCertificate, signedAt: cms.signingTime, content };
}

function signedContent(cms: SignedCms, given: Buffer | null): Buffer {
  if (cms.content === null) {
    if (given === null) throw new SignatureError('content_missing', signatureTexts.contentMissing);
    return given;
  }
  // An attached signature that comes with a file must be a signature of that very file.
  if (given !== null && !given.equals(cms.content)) throw new SignatureError('content_mismatch', signatureTexts.attachedDiffers);
  return cms.content;
}

function requireGost(cms: SignedCms): void {
  const name = (oid: string) => foreignAlgorithms.get(oid) ?? `OID ${oid}`;
  if (!gostSignatures.has(cms.signatureAlgorithm)) {
    throw new SignatureError('not_gost', signatureTexts.notGost(`алгоритм подписи ${name(cms.signatureAlgorithm)}`));
  }
  if (!gostDigests.has(cms.digestAlgorithm)) {
    throw new SignatureError('not_gost', signatureTexts.notGost(`алгоритм хеширования ${name(cms.digestAlgorithm)}`));
  }
}

function requireValidAt(certificate: CertificateFactsWire, checked: CheckedMoment): void {
  const validFrom = new Date(certificate.valid_from);
  const validTo = new Date(certificate.valid_to);
  if (checked.at < validFrom) throw new SignatureError('certificate_not_yet_valid', signatureTexts.certificateNotYetValid(validFrom, checked));
  if (checked.at > validTo) throw new SignatureError('certificate_expired', signatureTexts.certificateExpired(validTo, checked));
}

/**
 * One `openssl cms -verify`, the CMS on stdin and a detached file in a private temp folder.
 * - `-binary`: the bytes are verified as they are; without it OpenSSL would turn line ends into
 *   CRLF (S/MIME text canonicalisation) and refuse every signature of a text file CryptoPro made.
 * - `-purpose any`: the default purpose is S/MIME signing, which demands the emailProtection
 *   extended key usage; qualified certificates carry clientAuth and the CAs' own usages instead, and
 *   whether a certificate may sign is the accreditation of its CA, i.e. the trust store.
 * - `-attime`: the chain is checked at the moment of signing, so a signature made while the
 *   certificate was valid stays valid after it expires (CAdES-BES has no timestamp to prove that
 *   moment, so the signer's signingTime is taken, bounded by the receipt).
 * - `-no-CApath -no-CAstore` (and `-no-CAfile` for an empty store): only the trust store counts,
 *   never the system's web roots.
 */
async function opensslVerify(der: Buffer, detached: Buffer | null, trust: TrustStore, context: RefusalContext): Promise<void> {
  const trustArgs = trust.roots.length > 0 ? ['-CAfile', trust.caFile] : ['-no-CAfile'];
  const args = ['cms', '-verify', '-engine', 'gost', '-binary', '-inform', 'DER', '-purpose', 'any'];
  args.push('-attime', String(Math.floor(context.checked.at.getTime() / 1000)), ...trustArgs, '-no-CApath', '-no-CAstore', '-out', devNull);
  const run = async (extra: string[]) => {
    const result = await runOpenssl([...args, ...extra], der);
    if (result.code !== 0) throw opensslRefusal(result.stderr, context);
  };
  if (detached === null) return run([]);
  await withTempDir('signature-', async (dir) => {
    const file = path.join(dir, 'content');
    await writeFile(file, detached);
    await run(['-content', file]);
  });
}
