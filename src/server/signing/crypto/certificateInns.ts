/** The INNs a certificate states, after normalisation. */
export interface CertificateInns {
  /** ИНН of the person (12 digits), or null. */
  inn: string | null;
  /** ИНН ЮЛ (10 digits), or null. */
  inn_le: string | null;
}

/**
 * Reads the INN fields of a certificate's subject the way the issuing rules changed over time.
 *
 * - Since 2021 (ФСБ order 795 as amended) a legal entity's INN has its own field, ИНН ЮЛ
 *   (1.2.643.100.4, 10 digits), and ИНН (1.2.643.3.131.1.1) is the person's, 12 digits.
 * - Older certificates had only ИНН, a 12-digit NumericString, and put a legal entity's 10-digit INN
 *   there padded with '00'. No person's INN starts with '00' (the first two digits are a region code),
 *   so when ИНН ЮЛ is absent a 12-digit ИНН starting '00' is read as the organisation's INN with the
 *   padding stripped, and the person's INN is then unknown.
 * - When ИНН ЮЛ is present, ИНН is taken as it is: stripping would turn a person's INN into a wrong one.
 *   An ИНН ЮЛ itself written with the '00' padding is unpadded too.
 */
export function certificateInns(inn: string | null, innLe: string | null): CertificateInns {
  const padded = (value: string) => value.length === 12 && value.startsWith('00');
  if (innLe !== null) return { inn, inn_le: padded(innLe) ? innLe.slice(2) : innLe };
  if (inn !== null && padded(inn)) return { inn: null, inn_le: inn.slice(2) };
  return { inn, inn_le: null };
}
