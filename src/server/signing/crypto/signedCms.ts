import { ContentInfo, SignedData, id_signedData, id_signingTime, type SignerIdentifier } from '@peculiar/asn1-cms';
import { AsnConvert } from '@peculiar/asn1-schema';
import { SubjectKeyIdentifier, Time, id_ce_subjectKeyIdentifier, type Certificate } from '@peculiar/asn1-x509';
import { berOctets } from './berOctets';
import { SignatureError } from './SignatureError';
import { signatureTexts } from './texts';

/** What the server reads from a CMS SignedData before OpenSSL checks it: the first signer's side of it. */
export interface SignedCms {
  /** The first SignerInfo's digest and signature algorithm OIDs. */
  digestAlgorithm: string;
  signatureAlgorithm: string;
  /** The signed signingTime attribute, when the signer's software added one. */
  signingTime: Date | null;
  /** The encapsulated content of an attached signature; null when detached. */
  content: Buffer | null;
  /** DER of the certificate the first SignerInfo names, when the CMS carries it. */
  signerCertificate: Buffer | null;
}

/**
 * Parses DER CMS in the process, so that one `openssl cms -verify` is all a verification spawns and
 * the refusals that need no cryptography (not CMS, no content, not GOST, no certificate, a signing
 * time in the future) are precise and cheap. Only the first SignerInfo is read: OpenSSL still
 * verifies every one.
 */
export function readSignedCms(der: Buffer): SignedCms {
  const signedData = parseSignedData(der);
  const signer = signedData.signerInfos[0];
  if (!signer) throw new SignatureError('not_cms', signatureTexts.noSigner);
  const signingTime = signer.signedAttrs?.find((attribute) => attribute.attrType === id_signingTime)?.attrValues[0];
  const eContent = signedData.encapContentInfo.eContent;
  const certificate = (signedData.certificates ?? [])
    .map((choice) => choice.certificate)
    .find((candidate): candidate is Certificate => candidate !== undefined && names(candidate, signer.sid));
  return {
    digestAlgorithm: signer.digestAlgorithm.algorithm,
    signatureAlgorithm: signer.signatureAlgorithm.algorithm,
    signingTime: signingTime ? AsnConvert.parse(signingTime, Time).getTime() : null,
    content: eContent?.single ? Buffer.from(eContent.single.buffer) : eContent?.any ? berOctets(Buffer.from(eContent.any)) : null,
    // Re-encoding a parsed DER certificate gives back its very bytes, so the thumbprint is CryptoPro's.
    signerCertificate: certificate ? Buffer.from(AsnConvert.serialize(certificate)) : null,
  };
}

function parseSignedData(der: Buffer): SignedData {
  let info: ContentInfo;
  try {
    info = AsnConvert.parse(der, ContentInfo);
  } catch (error) {
    throw new SignatureError('not_cms', signatureTexts.notCms, String(error));
  }
  if (info.contentType !== id_signedData) throw new SignatureError('not_cms', signatureTexts.notSignedData, `contentType ${info.contentType}`);
  try {
    return AsnConvert.parse(info.content, SignedData);
  } catch (error) {
    throw new SignatureError('not_cms', signatureTexts.notSignedData, String(error));
  }
}

/** Whether a SignerInfo's identifier names this certificate (issuer and serial, or key identifier). */
function names(certificate: Certificate, sid: SignerIdentifier): boolean {
  const tbs = certificate.tbsCertificate;
  if (sid.issuerAndSerialNumber) {
    return (
      sameBytes(tbs.serialNumber, sid.issuerAndSerialNumber.serialNumber) &&
      sameBytes(AsnConvert.serialize(tbs.issuer), AsnConvert.serialize(sid.issuerAndSerialNumber.issuer))
    );
  }
  const extension = tbs.extensions?.find((candidate) => candidate.extnID === id_ce_subjectKeyIdentifier);
  if (!sid.subjectKeyIdentifier || !extension) return false;
  return sameBytes(AsnConvert.parse(extension.extnValue, SubjectKeyIdentifier).buffer, sid.subjectKeyIdentifier.buffer);
}

function sameBytes(a: ArrayBuffer, b: ArrayBuffer): boolean {
  return Buffer.from(a).equals(Buffer.from(b));
}
