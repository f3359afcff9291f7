import { describe, expect, it } from 'vitest';
import { allCompanies, findCompanyByInn } from '../../../src/server/integrations/datasets';
import { clientChecks } from '../../../src/domain/clientChecks';
import { companyFactsFromParty } from '../../../src/domain/companyFactsFromParty';
import { shippedStopFactorRules } from '../../../src/domain/stopFactorRules';

// The company check as the route runs it offline: the register record of the suggestion dataset,
// its facts, the shipped rules.
function check(inn: string, kpp: string | null, today = '2026-11-21') {
  const record = findCompanyByInn(inn);
  const company = record ? { facts: companyFactsFromParty(record.data), kpp: { kpp: record.data.kpp } } : null;
  return clientChecks(kpp, company, shippedStopFactorRules, today);
}

describe('stop factors of the shipped companies', () => {
  const companies = allCompanies();

  it('every liquidated company is blocked for liquidation, every bankrupt one for bankruptcy', () => {
    for (const { data } of companies.filter((company) => company.data.state.status !== 'ACTIVE')) {
      const keys = check(data.inn, data.kpp).stop_factors.map((factor) => factor.key);
      expect(keys, data.name.short_with_opf).toContain(data.state.status === 'BANKRUPT' ? 'bankruptcy' : 'liquidation');
    }
  });

  it('an active company with its own KPP passes, and a changed KPP is noticed', () => {
    const active = companies.find((company) => company.data.state.status === 'ACTIVE' && company.data.type === 'LEGAL' && company.data.kpp)!;
    const kpp = active.data.kpp!;
    expect(check(active.data.inn, kpp).exist_kpp).toBe(true);
    expect(check(active.data.inn, kpp).kpp_changed).toBe(false);
    const other = kpp.slice(0, 4) + (kpp.slice(4, 6) === '01' ? '02' : '01') + kpp.slice(6);
    expect(check(active.data.inn, other)).toMatchObject({ kpp_changed: true, exist_kpp: false });
  });

  it('a company registered less than six months before the check is blocked as young', () => {
    const active = companies.find((company) => company.data.state.status === 'ACTIVE' && company.data.state.registration_date !== null)!;
    const registered = new Date(active.data.state.registration_date!);
    const soon = new Date(registered.getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
    expect(check(active.data.inn, active.data.kpp, soon).stop_factors.map((factor) => factor.key)).toContain('young_company');
  });

  it('a company the register does not know has nothing to judge', () => {
    expect(check('7705432108', '770501001')).toEqual({ stop_factors: [], kpp_changed: false, exist_kpp: false });
  });
});
