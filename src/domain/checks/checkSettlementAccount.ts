import { accountKeyHolds } from './accountKey';
import { isValidBik } from './checkBik';

const messages = {
  format: 'Расчётный счёт должен состоять ровно из 20 цифр',
  checksum: 'Расчётный счёт не соответствует БИК: не сходится контрольный ключ',
} as const;

/**
 * Checks a settlement account (расчётный счёт): 20 digits whose control key, computed with the last
 * three digits of the bank's BIK, holds (spec-2 §5.3). When the BIK is absent or malformed only the
 * shape is checked: the BIK field reports its own error, and one mistake should give one message.
 * @returns a Russian message, or null when the account is valid for this BIK.
 */
export function checkSettlementAccount(account: string, bik?: unknown): string | null {
  if (!/^\d{20}$/.test(account)) return messages.format;
  if (typeof bik !== 'string' || !isValidBik(bik)) return null;
  return accountKeyHolds(bik.slice(-3), account) ? null : messages.checksum;
}

/** True when {@link checkSettlementAccount} finds nothing wrong. */
export function isValidSettlementAccount(account: string, bik?: unknown): boolean {
  return checkSettlementAccount(account, bik) === null;
}
