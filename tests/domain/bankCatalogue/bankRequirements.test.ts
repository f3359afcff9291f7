import { describe, expect, it } from 'vitest';
import { bankRequirements } from '../../../src/domain/bankCatalogue/bankRequirements';
import { banksConfig, type BankSettings } from '../../../src/domain/banks';

const bank = (name: string): BankSettings => banksConfig.banks.find((b) => b.internal_name === name)!;

describe('what a bank requires', () => {
  it('its documents in its own words, its periods named as of the day, its stop factors with figures', () => {
    const vtb = bankRequirements(bank('vtb'), '2026-11-28');
    expect(vtb.documents).toEqual(bank('vtb').required_documents.map(({ type, name }) => ({ type, name })));
    // On 28 November 2026 the latest closed interim period is 9 months of 2026 (due 25 October); 2025 is the latest year.
    expect(vtb.periods).toEqual([
      { period: 'period1', label: '9 месяцев 2026' },
      { period: 'period2', label: '6 месяцев 2026' },
      { period: 'period5', label: '2025 год' },
    ]);
    expect(vtb.stopFactors.every((factor) => !factor.reason.includes('{'))).toBe(true);
    expect(vtb.stopFactors.map((factor) => factor.key)).toEqual(bank('vtb').prescoring.stop_factors);
  });

  it('periods follow the calendar: before the 25 October deadline 9 months are not closed yet', () => {
    expect(bankRequirements(bank('vtb'), '2026-10-20').periods[0]).toEqual({ period: 'period1', label: '6 месяцев 2026' });
  });

  it('a bank without periods requires no finance report', () => {
    expect(bankRequirements(bank('tbank'), '2026-11-28').periods).toEqual([]);
  });
});
