import { accountKeyHolds } from './accountKey';
import { isValidBik } from './checkBik';

const messages = {
  format: 'Корреспондентский счёт должен состоять ровно из 20 цифр',
  prefix: 'Корреспондентский счёт банка начинается с 301',
  checksum: 'Корреспондентский счёт не соответствует БИК: не сходится контрольный ключ',
} as const;

/**
 * Checks a bank's correspondent account (корр. счёт): 20 digits starting with 301 (balance account
 * 30101 of the Bank of Russia chart) whose key, computed with '0' followed by digits 5-6 of the BIK,
 * holds. When the BIK is absent or malformed only the shape is checked (the BIK reports its own error).
 * @returns a Russian message, or null when the account is valid for this BIK.
 */
export function checkCorrespondentAccount(account: string, bik?: unknown): string | null {
  if (!/^\d{20}$/.test(account)) return messages.format;
  if (!account.startsWith('301')) return messages.prefix;
  if (typeof bik !== 'string' || !isValidBik(bik)) return null;
  return accountKeyHolds('0' + bik.slice(4, 6), account) ? null : messages.checksum;
}

/** True when {@link checkCorrespondentAccount} finds nothing wrong. */
export function isValidCorrespondentAccount(account: string, bik?: unknown): boolean {
  return checkCorrespondentAccount(account, bik) === null;
}
