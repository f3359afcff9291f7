import { describe, expect, it } from 'vitest';
import { clientChecks } from '../../../src/domain/clientChecks';
import { shippedStopFactorRules as rules } from '../../../src/domain/stopFactorRules';

describe('clientChecks', () => {
  it('a liquidating company that moved to another tax office', () => {
    const company = {
      facts: { inn: '7701234560', state: 'LIQUIDATING' as const, registrationDate: '2015-03-12' },
      kpp: { kpp: '773001001' },
    };
    expect(clientChecks('770101001', company, rules, '2026-11-21')).toEqual({
      stop_factors: [{ key: 'liquidation', reason: 'Компания находится в процессе ликвидации или ликвидирована', severity: 'block' }],
      kpp_changed: true,
      exist_kpp: false,
    });
  });

  it('a healthy company with its own KPP', () => {
    const company = { facts: { inn: '7701234560', state: 'ACTIVE' as const, registrationDate: '2015-03-12' }, kpp: { kpp: '770101001' } };
    expect(clientChecks('770101001', company, rules, '2026-11-21')).toEqual({ stop_factors: [], kpp_changed: false, exist_kpp: true });
  });

  it('a company the register does not know', () => {
    expect(clientChecks('770101001', null, rules, '2026-11-21')).toEqual({ stop_factors: [], kpp_changed: false, exist_kpp: false });
  });
});
