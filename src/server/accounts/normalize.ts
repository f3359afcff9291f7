/** E-mail as stored and compared: trimmed and in lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Phone as stored and compared: digits only, a Russian leading 8 read as +7, so that '+7 (999) 123-45-67'
 * and '89991234567' are one number.
 */
export function normalizePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('8') ? `7${digits.slice(1)}` : digits;
}
