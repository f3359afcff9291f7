const message = 'БИК должен состоять ровно из 9 цифр';

/**
 * Checks a bank identification code (БИК): exactly 9 digits (spec-2 §5.3). The BIK has no checksum of
 * its own; it takes part in the checksums of the accounts opened at that bank.
 * @returns a Russian message, or null when the BIK is well-formed.
 */
export function checkBik(bik: string): string | null {
  return /^\d{9}$/.test(bik) ? null : message;
}

/** True when {@link checkBik} finds nothing wrong. */
export function isValidBik(bik: string): boolean {
  return checkBik(bik) === null;
}
