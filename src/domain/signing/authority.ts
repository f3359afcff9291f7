import type { CertificateFactsWire } from '../wire/signingWire';
import { authorityTexts, organizationAuthorityTexts } from './texts';

/** Who must sign, as the request states it: the applicant company (or sole trader) and its signer. */
export interface SigningApplicant {
  is_ip: boolean;
  inn: string;
  /** ОГРН, or ОГРНИП of a sole trader. */
  ogrn: string | null;
  name: string;
  signer: {
    last_name: string;
    first_name: string;
    middle_name: string | null;
    inn: string | null;
    snils: string | null;
  };
}

/**
 * Who signs an organisation's own document (its accession, an additional agreement): the organisation
 * by its INN and OGRN as the platform keeps them (a 12-digit INN: a sole trader), and the signed-in user
 * as the person. Users have no INN or SNILS on file, so the person is matched by name alone; the
 * company part of the certificate is what binds it to the organisation.
 */
export interface OrganizationSigner {
  basis: 'organization';
  is_ip: boolean;
  inn: string;
  /** ОГРН, or ОГРНИП of a sole trader; null when the platform does not know it. */
  ogrn: string | null;
  name: string;
  person: { last_name: string; first_name: string; middle_name: string | null };
}

/** Whose certificate a document needs: the applicant of a request, or an organisation and its user. */
export type SigningAuthority = SigningApplicant | OrganizationSigner;

export type AuthorityField = 'inn_le' | 'ogrn' | 'ogrnip' | 'inn' | 'snils' | 'name';

export type AuthorityVerdict = { ok: true } | { ok: false; field: AuthorityField; message: string };

type Refusal = Extract<AuthorityVerdict, { ok: false }>;

const digits = (value: string | null | undefined): string | null => value?.replace(/\D/g, '') || null;

/** A full name compared as people write it: case, ё/е, spacing and spaces around a hyphen do not matter. */
const nameKey = (...parts: (string | null | undefined)[]): string =>
  parts
    .filter(Boolean)
    .join(' ')
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/\s*-\s*/g, '-')
    .replace(/\s+/g, ' ')
    .trim();

const fullName = (...parts: (string | null | undefined)[]): string => parts.filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();

/**
 * Whether the owner of `certificate` may sign for `applicant`. For an organisation's own document
 * (`basis: 'organization'`) see {@link OrganizationSigner}: the organisation as for a request, the
 * person by full name. For a request: a legal entity's certificate must
 * name the organisation (ИНН ЮЛ equal, ОГРН equal when both are known) and the signer; a sole
 * trader's must carry the trader's own INN as the owner's INN (ОГРНИП equal when both are known)
 * and the signer's name. The signer is matched on every one of ИНН and СНИЛС that both sides state
 * (digits only), and at least one must be stated on both; the full name must match too.
 *
 * A 12-digit INN, or `is_ip`, makes the applicant a sole trader.
 */
export function checkSigningAuthority(certificate: CertificateFactsWire, applicant: SigningAuthority): AuthorityVerdict {
  if ('basis' in applicant) return organizationRefusal(certificate, applicant) ?? { ok: true };
  const inn = digits(applicant.inn) ?? '';
  const refusal = applicant.is_ip || inn.length === 12 ? soleTraderRefusal(certificate, applicant, inn) : legalEntityRefusal(certificate, applicant, inn);
  return refusal ?? { ok: true };
}

function legalEntityRefusal(certificate: CertificateFactsWire, applicant: SigningApplicant, inn: string): Refusal | null {
  const innLe = digits(certificate.inn_le);
  if (innLe === null) return refuse('inn_le', authorityTexts.innLeMissing(inn));
  if (innLe !== inn) return refuse('inn_le', authorityTexts.innLe(innLe, inn));
  const ogrn = digits(certificate.ogrn);
  const requestOgrn = digits(applicant.ogrn);
  if (ogrn !== null && requestOgrn !== null && ogrn !== requestOgrn) return refuse('ogrn', authorityTexts.ogrn(ogrn, requestOgrn));
  return personRefusal(certificate, applicant) ?? nameRefusal(certificate, applicant);
}

function soleTraderRefusal(certificate: CertificateFactsWire, applicant: SigningApplicant, inn: string): Refusal | null {
  const owner = digits(certificate.inn);
  if (owner === null) return refuse('inn', authorityTexts.ipInnMissing(inn));
  if (owner !== inn) return refuse('inn', authorityTexts.ipInn(owner, inn));
  const ogrnip = digits(certificate.ogrnip);
  const requestOgrnip = digits(applicant.ogrn);
  if (ogrnip !== null && requestOgrnip !== null && ogrnip !== requestOgrnip) return refuse('ogrnip', authorityTexts.ogrnip(ogrnip, requestOgrnip));
  // The signer's own INN or SNILS, where the request states them, must be the trader's too.
  return personRefusal(certificate, applicant, false) ?? nameRefusal(certificate, applicant);
}

/** The signer against the owner by ИНН and СНИЛС; `needOne`: at least one of them must be compared. */
function personRefusal(certificate: CertificateFactsWire, applicant: SigningApplicant, needOne = true): Refusal | null {
  const owner = { inn: digits(certificate.inn), snils: digits(certificate.snils) };
  const signer = { inn: digits(applicant.signer.inn), snils: digits(applicant.signer.snils) };
  let compared = false;
  if (owner.inn !== null && signer.inn !== null) {
    if (owner.inn !== signer.inn) return refuse('inn', authorityTexts.signerInn(owner.inn, signer.inn));
    compared = true;
  }
  if (owner.snils !== null && signer.snils !== null) {
    if (owner.snils !== signer.snils) return refuse('snils', authorityTexts.signerSnils(owner.snils, signer.snils));
    compared = true;
  }
  if (compared || !needOne) return null;
  return refuse(signer.inn !== null || signer.snils === null ? 'inn' : 'snils', authorityTexts.nothingToCompare(owner, signer));
}

/** The organisation as a request's company (legal entity or sole trader), then its user by name. */
function organizationRefusal(certificate: CertificateFactsWire, signer: OrganizationSigner): Refusal | null {
  const t = organizationAuthorityTexts;
  const inn = digits(signer.inn) ?? '';
  const known = digits(signer.ogrn);
  if (signer.is_ip || inn.length === 12) {
    const owner = digits(certificate.inn);
    if (owner === null) return refuse('inn', t.ipInnMissing(inn));
    if (owner !== inn) return refuse('inn', t.ipInn(owner, inn));
    const ogrnip = digits(certificate.ogrnip);
    if (ogrnip !== null && known !== null && ogrnip !== known) return refuse('ogrnip', t.ogrnip(ogrnip, known));
  } else {
    const innLe = digits(certificate.inn_le);
    if (innLe === null) return refuse('inn_le', t.innLeMissing(inn));
    if (innLe !== inn) return refuse('inn_le', t.innLe(innLe, inn));
    const ogrn = digits(certificate.ogrn);
    if (ogrn !== null && known !== null && ogrn !== known) return refuse('ogrn', t.ogrn(ogrn, known));
  }
  const user = fullName(signer.person.last_name, signer.person.first_name, signer.person.middle_name);
  if (!certificate.last_name || !certificate.first_name) return refuse('name', t.nameMissing(user));
  const owner = fullName(certificate.last_name, certificate.first_name, certificate.middle_name);
  if (nameKey(owner) !== nameKey(user)) return refuse('name', t.name(owner, user));
  return null;
}

function nameRefusal(certificate: CertificateFactsWire, applicant: SigningApplicant): Refusal | null {
  const { signer } = applicant;
  const requestName = fullName(signer.last_name, signer.first_name, signer.middle_name);
  if (!certificate.last_name || !certificate.first_name) return refuse('name', authorityTexts.nameMissing(requestName));
  const ownerName = fullName(certificate.last_name, certificate.first_name, certificate.middle_name);
  if (nameKey(ownerName) !== nameKey(requestName)) return refuse('name', authorityTexts.name(ownerName, requestName));
  return null;
}

function refuse(field: AuthorityField, message: string): Refusal {
  return { ok: false, field, message };
}
