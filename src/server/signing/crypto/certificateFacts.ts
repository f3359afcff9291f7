import './reflectMetadata';
import { createHash } from 'node:crypto';
import { X509Certificate } from '@peculiar/x509';
import type { CertificateFactsWire } from '../../../domain/wire/signingWire';
import { certificateDers } from './certificateDers';
import { certificateInns } from './certificateInns';
import { nameAttributes } from './nameAttributes';
import { SignatureError } from './SignatureError';
import { signatureTexts } from './texts';

const oid = {
  commonName: '2.5.4.3',
  surname: '2.5.4.4',
  givenName: '2.5.4.42',
  organization: '2.5.4.10',
  title: '2.5.4.12',
  inn: '1.2.643.3.131.1.1',
  innLe: '1.2.643.100.4',
  ogrn: '1.2.643.100.1',
  ogrnip: '1.2.643.100.5',
  snils: '1.2.643.100.3',
} as const;

/**
 * What a signer's certificate says (PEM or DER; the first certificate of a PEM bundle). Registry
 * numbers lose the spaces and hyphens a NumericString may format them with; INNs follow
 * `certificateInns`. Throws `SignatureError` when the input is not an X.509 certificate.
 */
export function readCertificate(input: Buffer | string): CertificateFactsWire {
  const der = certificateDers(input)[0];
  if (!der) throw new SignatureError('certificate_missing', signatureTexts.notCertificate);
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(new Uint8Array(der));
  } catch (error) {
    throw new SignatureError('certificate_missing', signatureTexts.notCertificate, String(error));
  }
  const subject = nameAttributes(certificate.subjectName.toArrayBuffer());
  const issuer = nameAttributes(certificate.issuerName.toArrayBuffer());
  const text = (key: string) => subject.get(key) || null;
  const number = (key: string) => text(key)?.replace(/[\s-]/g, '') || null;
  const [firstName, ...middle] = (text(oid.givenName) ?? '').split(/\s+/).filter(Boolean);
  return {
    thumbprint: createHash('sha1').update(der).digest('hex').toUpperCase(),
    serial_number: certificate.serialNumber.toUpperCase(),
    subject_name: text(oid.commonName) ?? text(oid.organization) ?? '',
    last_name: text(oid.surname),
    first_name: firstName ?? null,
    middle_name: middle.length > 0 ? middle.join(' ') : null,
    ...certificateInns(number(oid.inn), number(oid.innLe)),
    ogrn: number(oid.ogrn),
    ogrnip: number(oid.ogrnip),
    snils: number(oid.snils),
    organization: text(oid.organization),
    position: text(oid.title),
    issuer_name: issuer.get(oid.commonName) || issuer.get(oid.organization) || '',
    valid_from: certificate.notBefore.toISOString(),
    valid_to: certificate.notAfter.toISOString(),
  };
}
