/**
 * A stored phone ('79991234567', digits with the country code) as people read it: '+7 999 123-45-67', the
 * way the platform's own messages write a number. Anything else (another country, a number kept as typed)
 * is shown as stored: reshaping it could mislead.
 */
export function formatPhone(phone: string): string {
  const match = /^7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return match ? `+7 ${match[1]} ${match[2]}-${match[3]}-${match[4]}` : phone;
}
