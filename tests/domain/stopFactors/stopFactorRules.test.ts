import { describe, expect, it } from 'vitest';
import { resolveStopFactorRules, shippedStopFactorRules, type StopFactorConfig } from '../../../src/domain/stopFactorRules';
import { evaluateStopFactors } from '../../../src/domain/stopFactors';
import consents from '../../../config/consents.json';
import stopFactors from '../../../config/stop-factors.json';

const config = stopFactors as StopFactorConfig;

describe('resolveStopFactorRules', () => {
  it('the shipped red-flag rules state the thresholds of the consent texts (spec-2 §9.1)', () => {
    const { rules } = shippedStopFactorRules;
    expect(rules['head_changes']?.params).toEqual({ fact: 'headChanges', windowMonths: 12, atLeast: consents.redFlags.executiveBodyChangesPerYear.atLeast });
    expect(rules['tax_office_changes']?.params).toEqual({ fact: 'taxOfficeChanges', windowMonths: 12, moreThan: consents.redFlags.taxOfficeChangesPerYear.moreThan });
    expect(rules['long_overdue']?.params).toEqual({ monthsAtLeast: consents.redFlags.overdue.monthsAtLeast });
    expect(rules['repeated_overdue']?.params).toEqual(consents.redFlags.overduePayments);
  });

  it('a threshold changed in the consents changes the company check too', () => {
    const stricter = { redFlags: { ...consents.redFlags, executiveBodyChangesPerYear: { atLeast: 2 } } };
    const rules = resolveStopFactorRules(config, stricter);
    const factors = evaluateStopFactors({ inn: '7701234560', headChanges: ['2026-03-01', '2026-09-01'] }, rules, '2026-11-21');
    expect(factors).toEqual([{ key: 'head_changes', reason: 'Руководитель компании менялся 2 и более раз за 12 мес.', severity: 'warn' }]);
  });

  it('refuses a pointer that leads nowhere', () => {
    const broken: StopFactorConfig = { ...config, rules: { ...config.rules, head_changes: { ...config.rules['head_changes']!, figuresFrom: '/redFlags/nothing' } } };
    expect(() => resolveStopFactorRules(broken, consents)).toThrow('Stop factor head_changes: /redFlags/nothing is not a set of figures in the red flags');
  });

  it('refuses a rule whose threshold is missing or given twice', () => {
    const missing: StopFactorConfig = { ...config, rules: { x: { kind: 'eventsInWindow', reason: 'Смены', severity: 'warn', params: { fact: 'headChanges', windowMonths: 12 } } } };
    expect(() => resolveStopFactorRules(missing, consents)).toThrow('Stop factor x: its threshold is missing or given twice');
    const twice: StopFactorConfig = {
      ...config,
      rules: { y: { kind: 'overduePayments', reason: 'Просрочки', severity: 'warn', params: { monthsAtLeast: 6, daysOver: 30 } } },
    };
    expect(() => resolveStopFactorRules(twice, consents)).toThrow('Stop factor y: its threshold is missing or given twice');
  });
});
