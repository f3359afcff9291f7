import type { SignerCertificate } from './Signer';
import { parseDistinguishedName, type NameAttribute } from './parseDistinguishedName';

type NamedFact = 'common_name' | 'inn' | 'inn_le' | 'ogrn' | 'snils' | 'organization' | 'position';

/**
 * The names plug-ins give an attribute, upper-case without spaces: CryptoPro CSP 5 prints «ИНН ЮЛ»,
 * older ones the bare OID, some «ИНН организации» (which the crypto-pro package folds into «ИНН»).
 */
const namesOf: Readonly<Record<NamedFact, readonly string[]>> = {
  common_name: ['CN', 'OID.2.5.4.3'],
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

/**
 * Before ИНН ЮЛ had its own attribute, a company's 10-digit INN went into the INN attribute padded
 * with «00» to 12 digits; such a value, or a bare 10-digit one, is the company's INN, not a person's.
 */
function splitInn(raw: string | null): { person: string | null; company: string | null } {
  if (raw === null) return { person: null, company: null };
  if (/^00\d{10}$/.test(raw)) return { person: null, company: raw.slice(2) };
  if (/^\d{10}$/.test(raw)) return { person: null, company: raw };
  return { person: raw, company: null };
}

/** The facts of a certificate from the subject and issuer names the plug-in prints. */
export function certificateFacts(subject: string, issuer: string): Omit<SignerCertificate, 'thumbprint' | 'valid_from' | 'valid_to'> {
  const owner = parseDistinguishedName(subject);
  const authority = parseDistinguishedName(issuer);
  const inn = splitInn(valueOf(owner, 'inn'));
  return {
    subject_name: valueOf(owner, 'common_name') ?? valueOf(owner, 'organization') ?? subject,
    issuer_name: valueOf(authority, 'common_name') ?? valueOf(authority, 'organization') ?? issuer,
    inn: inn.person,
    inn_le: valueOf(owner, 'inn_le') ?? inn.company,
    ogrn: valueOf(owner, 'ogrn'),
    snils: valueOf(owner, 'snils'),
    organization: valueOf(owner, 'organization'),
    position: valueOf(owner, 'position'),
  };
}
