const message = 'Серия свидетельства о рождении — римское число, дефис и две русские заглавные буквы, например IV-АН';

// A well-formed Roman numeral from I to CCCXCIX (the serial's number is a region code).
const roman = 'C{0,3}(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})';
const serialPattern = new RegExp(`^(?=[IVXLC])${roman}-[А-ЯЁ]{2}$`);

/**
 * Checks the serial of a Russian birth certificate: Roman numerals, a dash and two Cyrillic letters
 * (spec-2 §5.5).
 * @returns a Russian message, or null when the serial is well-formed.
 */
export function checkBirthCertificateSerial(serial: string): string | null {
  return serialPattern.test(serial) ? null : message;
}

/** True when {@link checkBirthCertificateSerial} finds nothing wrong. */
export function isValidBirthCertificateSerial(serial: string): boolean {
  return checkBirthCertificateSerial(serial) === null;
}
