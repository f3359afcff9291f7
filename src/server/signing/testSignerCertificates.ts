import type { SigningApplicant } from '../../domain/signing/authority';
import type { CertificateFactsWire } from '../../domain/wire/signingWire';
import type { TestCertificateAuthority, TestSubject } from './crypto/TestCertificateAuthority';

/** A company that is nobody's applicant here: its certificate lets a demo user see the authority check refuse. */
const otherCompany = { inn_le: '7707083893', ogrn: '1027700132195', organization: 'ПАО Сбербанк' } as const;

function subjectOf(applicant: SigningApplicant): TestSubject {
  const person = applicant.signer;
  // Certificates carry the codes as digits (NumericString): the form keeps SNILS as «112-233-445 95».
  const digits = (value: string | null) => value?.replace(/\D/g, '') || undefined;
  const base = { last_name: person.last_name, first_name: person.first_name, middle_name: person.middle_name ?? undefined, inn: digits(person.inn), snils: digits(person.snils) };
  // A test certificate needs a person's INN or SNILS to be checked: a made-up valid SNILS stands in when the request has neither.
  const identified = base.inn || base.snils ? base : { ...base, snils: '11223344595' };
  if (applicant.is_ip) return { ...identified, inn: applicant.inn, ogrnip: applicant.ogrn ?? undefined };
  return { ...identified, inn_le: applicant.inn, ogrn: applicant.ogrn ?? undefined, organization: applicant.name, position: 'Руководитель' };
}

/**
 * The certificates the test signer offers for a request (dev and demo): the one of its signer as the
 * request names them — the certificate a real client would hold on a token — and the same person's
 * certificate of another company, so that the refusal of a foreign certificate can be tried.
 */
export async function testCertificatesFor(ca: TestCertificateAuthority, applicant: SigningApplicant | null): Promise<CertificateFactsWire[]> {
  if (!applicant) return [];
  const own = subjectOf(applicant);
  const foreign: TestSubject = { ...own, inn: own.inn === applicant.inn ? undefined : own.inn, ogrnip: undefined, snils: own.snils ?? '11223344595', ...otherCompany, position: 'Руководитель' };
  const issued = await Promise.all([ca.issue(own), ca.issue(foreign)]);
  return issued.map((certificate) => certificate.facts);
}
