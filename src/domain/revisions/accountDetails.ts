import { checkBik } from '../checks/checkBik';
import { checkCorrespondentAccount } from '../checks/checkCorrespondentAccount';
import { checkSettlementAccount } from '../checks/checkSettlementAccount';
import type { AccountDetailsWire } from '../wire/revisionWire';

export type AccountDetailsField = keyof AccountDetailsWire;

/** The outcome of {@link checkAccountDetails}: the details as kept, or a Russian message per field. */
export type AccountDetailsCheck =
  | { ok: true; details: AccountDetailsWire }
  | { ok: false; errors: Partial<Record<AccountDetailsField, string>> };

const bankNameMax = 300;

export const accountDetailsMessages = {
  bankNameMissing: 'Укажите наименование банка',
  bankNameTooLong: `Наименование банка — не длиннее ${bankNameMax} символов`,
  notText: 'Значение должно быть строкой',
} as const;

const fields: readonly AccountDetailsField[] = ['bank_name', 'cur_account', 'bik', 'cor_account'];

// Digits are often pasted from a bank's letter grouped by spaces ("40702 810 9 0000 0000001"): the check
// reads the digits alone, and the details keep them so.
const digitsOf = (text: string) => text.replace(/[\s\u00a0\u202f]/g, '');

/**
 * Checks the agent's bank account details (spec-1 §3) with the platform's own BIK and account checks
 * (src/domain/checks: the BIK's nine digits, the settlement and correspondent accounts' control keys
 * computed with the BIK), so an invoice is never printed with an account the bank would return the
 * payment from. Bank name: required, trimmed, at most 300 characters.
 */
export function checkAccountDetails(input: Partial<Record<AccountDetailsField, unknown>>): AccountDetailsCheck {
  const errors: Partial<Record<AccountDetailsField, string>> = {};
  const text: Partial<Record<AccountDetailsField, string>> = {};
  for (const field of fields) {
    const value = input[field] ?? '';
    if (typeof value !== 'string') errors[field] = accountDetailsMessages.notText;
    else text[field] = field === 'bank_name' ? value.trim().replace(/\s+/g, ' ') : digitsOf(value);
  }
  const bankName = text.bank_name;
  if (bankName !== undefined) {
    if (bankName === '') errors.bank_name = accountDetailsMessages.bankNameMissing;
    else if (bankName.length > bankNameMax) errors.bank_name = accountDetailsMessages.bankNameTooLong;
  }
  const bik = text.bik;
  if (bik !== undefined) errors.bik = checkBik(bik) ?? undefined;
  if (text.cur_account !== undefined) errors.cur_account = checkSettlementAccount(text.cur_account, bik) ?? undefined;
  if (text.cor_account !== undefined) errors.cor_account = checkCorrespondentAccount(text.cor_account, bik) ?? undefined;
  for (const field of fields) if (errors[field] === undefined) delete errors[field];
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, details: { bank_name: text.bank_name!, cur_account: text.cur_account!, bik: text.bik!, cor_account: text.cor_account! } };
}
