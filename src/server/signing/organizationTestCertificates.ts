import type { OrganizationSigner } from '../../domain/signing/authority';
import type { CertificateFactsWire } from '../../domain/wire/signingWire';
import type { TestCertificateAuthority, TestSubject } from './crypto/TestCertificateAuthority';

/** A company that is nobody's organisation here: its certificate lets a demo user see the authority check refuse. */
const otherCompany = { inn_le: '7707083893', ogrn: '1027700132195', organization: 'ПАО Сбербанк' } as const;
/** Certificates name a person's SNILS; users have none on file, so a made-up valid one stands in. */
const standInSnils = '11223344595';

/**
 * The certificates the test signer offers for the signed-in user's own organisation documents (dev and
 * demo): the certificate of his organisation naming him — what a representative holds on a token —
 * and his certificate of another company, so that the refusal of a foreign certificate can be tried.
 */
export async function organizationTestCertificates(ca: TestCertificateAuthority, signer: OrganizationSigner, post: string | null): Promise<CertificateFactsWire[]> {
  const person = { last_name: signer.person.last_name, first_name: signer.person.first_name, middle_name: signer.person.middle_name ?? undefined, snils: standInSnils };
  const own: TestSubject = signer.is_ip || signer.inn.length === 12
    ? { ...person, inn: signer.inn, ogrnip: signer.ogrn ?? undefined }
    : { ...person, inn_le: signer.inn, ogrn: signer.ogrn ?? undefined, organization: signer.name, position: post ?? 'Представитель' };
  const foreign: TestSubject = { ...person, ...otherCompany, position: post ?? 'Представитель' };
  const issued = await Promise.all([ca.issue(own), ca.issue(foreign)]);
  return issued.map((certificate) => certificate.facts);
}
