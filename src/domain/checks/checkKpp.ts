const message = 'КПП должен содержать 9 символов: 4 цифры кода налогового органа, 2 цифры или заглавные латинские буквы причины постановки на учёт и 3 цифры';

// Since 2013 the reason part (positions 5-6) may hold capital Latin letters as well as digits.
const kppPattern = /^\d{4}[\dA-Z]{2}\d{3}$/;

/**
 * Checks a tax registration reason code (КПП). It has no checksum, only a fixed shape.
 * @returns a Russian message, or null when the KPP is well-formed.
 */
export function checkKpp(kpp: string): string | null {
  return kppPattern.test(kpp) ? null : message;
}

/** True when {@link checkKpp} finds nothing wrong. */
export function isValidKpp(kpp: string): boolean {
  return checkKpp(kpp) === null;
}
