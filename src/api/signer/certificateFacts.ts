import type { SignerCertificate } from './Signer';
import { parseDistinguishedName, type NameAttribute } from './parseDistinguishedName';

type NamedFact = 'common_name' | 'surname' | 'given_name' | 'inn' | 'inn_le' | 'ogrn' | 'snils' | 'organization' | 'position';

/**
 * The names plug-ins give an attribute, upper-case without spaces: CryptoPro CSP 5 prints «ИНН ЮЛ»,
 * older ones the bare OID, some «ИНН организации» (which the crypto-pro package folds into «ИНН»).
 */
const namesOf: Readonly<Record<NamedFact, readonly string[]>> = {
  common_name: ['CN', 'OID.2.5.4.3'],
  surname: ['SN', 'SURNAME', 'OID.2.5.4.4'],
  given_name: ['G', 'GN', 'GIVENNAME', 'OID.2.5.4.42'],
  inn: ['ИНН', 'INN', 'OID.1.2.643.3.131.1.1'],
  inn_le: ['ИННЮЛ', 'INNLE', 'ИННОРГАНИЗАЦИИ', 'OID.1.2.643.100.4'],
  ogrn: ['ОГРН', 'OGRN', 'OID.1.2.643.100.1'],
  snils: ['СНИЛС', 'SNILS', 'OID.1.2.643.100.3'],
  organization: ['O', 'OID.2.5.4.10'],
  position: ['T', 'TITLE', 'OID.2.5.4.12'],
};

function normalName(name: string): string {
  return name.replace(/\s+/g, '').toUpperCase();
}

function valueOf(attributes: readonly NameAttribute[], fact: NamedFact): string | null {
  const names = namesOf[fact];
  const found = attributes.find((attribute) => names.includes(normalName(attribute.name)));
  return found && found.value !== '' ? found.value : null;
}

const padded = (value: string) => /^00\d{10}$/.test(value);

/**
 * The INNs as the server reads them (src/server/signing/crypto/certificateInns.ts), so the panel and
 * the server's checks agree. Before ИНН ЮЛ had its own attribute, a company's 10-digit INN went into
 * ИНН padded with «00» (no person's INN starts so: its first digits are a region); with ИНН ЮЛ present,
 * ИНН is the person's as it stands.
 */
function innsOf(inn: string | null, innLe: string | null): Pick<SignerCertificate, 'inn' | 'inn_le'> {
  if (innLe !== null) return { inn, inn_le: padded(innLe) ? innLe.slice(2) : innLe };
  if (inn !== null && padded(inn)) return { inn: null, inn_le: inn.slice(2) };
  return { inn, inn_le: null };
}

/** The facts of a certificate from the subject and issuer names the plug-in prints. */
export function certificateFacts(subject: string, issuer: string): Omit<SignerCertificate, 'thumbprint' | 'valid_from' | 'valid_to'> {
  const owner = parseDistinguishedName(subject);
  const authority = parseDistinguishedName(issuer);
  // G holds the first and the middle name: «Иван Иванович».
  const [first = null, ...middle] = (valueOf(owner, 'given_name') ?? '').split(/\s+/).filter(Boolean);
  return {
    subject_name: valueOf(owner, 'common_name') ?? valueOf(owner, 'organization') ?? subject,
    last_name: valueOf(owner, 'surname'),
    first_name: first,
    middle_name: middle.length > 0 ? middle.join(' ') : null,
    issuer_name: valueOf(authority, 'common_name') ?? valueOf(authority, 'organization') ?? issuer,
    ...innsOf(valueOf(owner, 'inn'), valueOf(owner, 'inn_le')),
    ogrn: valueOf(owner, 'ogrn'),
    snils: valueOf(owner, 'snils'),
    organization: valueOf(owner, 'organization'),
    position: valueOf(owner, 'position'),
  };
}
