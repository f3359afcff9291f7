import { clientChecks, type ClientChecksAnswer } from '../../domain/clientChecks';
import { companyFactsFromParty } from '../../domain/companyFactsFromParty';
import { shippedStopFactorRules } from '../../domain/stopFactorRules';
import type { StopFactorRules } from '../../domain/stopFactors';
import { findCompanyByInn } from '../integrations/datasets';
import { requestTexts } from './texts';

/**
 * The answer of POST /v2/bgrequest/read/client/checks: the stop factors and the KPP comparison, plus
 * whether the company could be checked at all. `checked: false` (the register does not know the
 * company) comes with the warning the browser shows, 'Не удалось проверить компанию', and blocks
 * nothing: no stop factors were found because none could be looked for.
 */
export interface CompanyCheckAnswer extends ClientChecksAnswer {
  checked: boolean;
  warning: string | null;
}

/** The answer for a company that could not be checked. */
export function uncheckedCompany(): CompanyCheckAnswer {
  return { stop_factors: [], kpp_changed: false, exist_kpp: false, checked: false, warning: requestTexts.companyNotChecked };
}

/**
 * Checks a company by the register's facts (the shipped company records) against the stop-factor
 * rules (config/stop-factors.json with the red flags of config/consents.json).
 * @param today YYYY-MM-DD on Moscow time
 */
export function checkCompany(inn: string, kpp: string | null | undefined, today: string, rules: StopFactorRules = shippedStopFactorRules): CompanyCheckAnswer {
  const record = findCompanyByInn(inn);
  if (!record) return uncheckedCompany();
  const company = { facts: companyFactsFromParty(record.data), kpp: { kpp: record.data.kpp } };
  return { ...clientChecks(kpp, company, rules, today), checked: true, warning: null };
}
