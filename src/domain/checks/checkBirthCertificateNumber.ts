const message = 'Номер свидетельства о рождении должен состоять из 6 цифр';

/**
 * Checks the number of a Russian birth certificate: 6 digits (spec-2 §5.5).
 * @returns a Russian message, or null when the number is well-formed.
 */
export function checkBirthCertificateNumber(value: string): string | null {
  return /^\d{6}$/.test(value) ? null : message;
}

/** True when {@link checkBirthCertificateNumber} finds nothing wrong. */
export function isValidBirthCertificateNumber(value: string): boolean {
  return checkBirthCertificateNumber(value) === null;
}
