import { checkBik } from '../checks/checkBik';
import { checkCorrespondentAccount } from '../checks/checkCorrespondentAccount';
import { checkSettlementAccount } from '../checks/checkSettlementAccount';
import type { AccountDetailsWire } from '../wire/revisionWire';

const bankNameRequired = 'Укажите наименование банка';

/**
 * What is wrong with the agent's bank account details, by field (spec-1 §3, docs/revisions-ui.md): the
 * bank's name given, the BIK of 9 digits, the settlement and correspondent accounts of 20 digits whose
 * control keys hold for that BIK — the platform's own checks (src/domain/checks), so the form says
 * what the server would refuse, before it is asked. Empty when the details are good.
 */
export function accountDetailsProblems(details: AccountDetailsWire): Partial<Record<keyof AccountDetailsWire, string>> {
  const problems: Partial<Record<keyof AccountDetailsWire, string>> = {};
  if (details.bank_name.trim() === '') problems.bank_name = bankNameRequired;
  const bik = checkBik(details.bik);
  if (bik) problems.bik = bik;
  const current = checkSettlementAccount(details.cur_account, details.bik);
  if (current) problems.cur_account = current;
  const correspondent = checkCorrespondentAccount(details.cor_account, details.bik);
  if (correspondent) problems.cor_account = correspondent;
  return problems;
}
