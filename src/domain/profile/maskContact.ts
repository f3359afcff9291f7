/**
 * A phone or an e-mail shown to someone who has not proven they own it yet (the two-factor step of a
 * sign-in): enough to recognise one's own, not enough to learn it. '79991234567' → '+7 *** ***-45-67',
 * 'maria.k@example.ru' → 'ma***@example.ru'.
 */
export function maskContact(contact: string): string {
  const at = contact.lastIndexOf('@');
  if (at > 0) {
    const name = contact.slice(0, at);
    return `${name.slice(0, Math.min(2, Math.max(1, name.length - 1)))}***${contact.slice(at)}`;
  }
  const digits = contact.replace(/\D/g, '');
  if (digits.length < 4) return '***';
  const country = digits.length === 11 && digits.startsWith('7') ? '+7 ' : '';
  return `${country}*** ***-${digits.slice(-4, -2)}-${digits.slice(-2)}`;
}
