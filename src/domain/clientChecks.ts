import { kppCheck, type RegistryKpp } from './kppCheck';
import { evaluateStopFactors, type CompanyFacts, type StopFactor, type StopFactorRules } from './stopFactors';

/** The answer of the company check before a request is sent (`/v2/bgrequest/read/client/checks`). */
export interface ClientChecksAnswer {
  stop_factors: StopFactor[];
  kpp_changed: boolean;
  exist_kpp: boolean;
}

/**
 * Checks a company for the request: its stop factors and whether the request's KPP still matches the
 * register. A company the register does not know has nothing to judge and no KPP to compare.
 * @param requestKpp the KPP in the request
 * @param company the register's facts and KPP codes, or null when the company was not found
 * @param rules config/stop-factors.json
 * @param today the day of the check
 */
export function clientChecks(
  requestKpp: string | null | undefined,
  company: { facts: CompanyFacts; kpp: RegistryKpp } | null,
  rules: StopFactorRules,
  today: Date | string,
): ClientChecksAnswer {
  if (!company) return { stop_factors: [], ...kppCheck(requestKpp, null) };
  return { stop_factors: evaluateStopFactors(company.facts, rules, today), ...kppCheck(requestKpp, company.kpp) };
}
