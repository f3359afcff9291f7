const message = 'Введите корректный адрес электронной почты, например ivanov@example.ru';

// One "@", no spaces, a dot in the domain and a top-level part of two letters or more.
// Letters are Unicode so that Cyrillic domains such as почта.рф pass.
const emailPattern = /^[^\s@"(),:;<>[\]\\]+@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}$/u;

/** Longest address allowed by RFC 5321. */
const maxLength = 254;

/**
 * Checks an e-mail address against a practical pattern (spec-2 §5.3).
 * @returns a Russian message, or null when the address looks valid.
 */
export function checkEmail(email: string): string | null {
  return email.length <= maxLength && emailPattern.test(email) ? null : message;
}

/** True when {@link checkEmail} finds nothing wrong. */
export function isValidEmail(email: string): boolean {
  return checkEmail(email) === null;
}
