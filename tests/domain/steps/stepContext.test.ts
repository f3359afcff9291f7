import { describe, expect, it } from 'vitest';
import { banksConfig } from '../../../src/domain/banks';
import { stepContext } from '../../../src/domain/steps/stepContext';
import { stepFacts } from '../../../src/domain/steps/stepFacts';
import { validateStep } from '../../../src/domain/steps/validateStep';

const bank = (name: string) => {
  const found = banksConfig.banks.find((b) => b.internal_name === name);
  if (!found) throw new Error(name);
  return found;
};

describe('stepContext', () => {
  it('joins what the selected banks require, periods in report order', () => {
    const context = stepContext({ is_ip: false, tender_number: '0373200041526000187', sum: 7312500 }, [bank('mkb'), bank('vtb'), bank('alfabank')]);
    expect(context).toEqual({
      is_ip: false,
      is_joint: false,
      has_registry_number: true,
      needs_signers: false,
      guarantee_sum: 7312500,
      customer_contacts_required: false,
      birth_country_required: false,
      selected_banks_require: { indirect_founders: true, finance_periods: ['period1', 'period2', 'period5'] },
    });
    expect(validateStep('step-context', context)).toEqual([]);
  });

  it('needs no indirect participants and no periods from banks that ask for none', () => {
    const context = stepContext({ is_ip: false }, [bank('tbank'), bank('expobank')]);
    expect(context.selected_banks_require).toEqual({ indirect_founders: false, finance_periods: [] });
    expect(stepFacts(context).banks_require_finance).toBe(false);
  });

  it.each([
    ['a company that asks for a signer', { is_ip: false, needPodpisants: true }, { needs_signers: true, birth_country_required: false }],
    ['an entrepreneur never needs signers', { is_ip: true, needPodpisants: true }, { needs_signers: false, birth_country_required: false }],
    ['birth country only for an entrepreneur', { is_ip: false, birth_country_required: true }, { needs_signers: false, birth_country_required: false }],
    ['an entrepreneur born abroad', { is_ip: true, birth_country_required: true }, { needs_signers: false, birth_country_required: true }],
  ])('%s', (_case, source, expected) => {
    expect(stepContext(source, [])).toMatchObject(expected);
  });

  it.each([
    ['a blank registry number is none', { is_ip: false, tender_number: '  ' }, false],
    ['no registry number', { is_ip: false, tender_number: null }, false],
    ['an 11-digit 223-FZ number', { is_ip: false, tender_number: '32615401234' }, true],
  ])('%s', (_case, source, expected) => {
    expect(stepContext(source, []).has_registry_number).toBe(expected);
    expect(stepFacts(stepContext(source, [])).has_registry_number).toBe(expected);
  });

  it('carries no sum until one is entered', () => {
    expect(stepContext({ is_ip: false, sum: Number.NaN }, []).guarantee_sum).toBeNull();
    expect(stepContext({ is_ip: false, is_joint: true, customer_contacts_required: true }, [])).toMatchObject({ is_joint: true, customer_contacts_required: true, guarantee_sum: null });
  });
});

describe('stepContext: the purchase and the shares of the other step', () => {
  const tender = { law: 44, max_price: 48_500_000, execution_to: '2026-09-30', participation_sum_bg: 485_000 };
  const commercial = { law: 1, max_price: 1_000, execution_to: '2026-12-31', customer_name: 'ООО «Заказчик»' };
  it.each([
    ['a tender request reads the tender', { is_ip: false, tender_number: '0173100007926000041', tender, commercial }, { purchase: { law: 44, max_price: 48_500_000, execution_to: '2026-09-30' } }],
    ['a request without a number reads the purchase step', { is_ip: false, tender_number: '', tender, commercial }, { purchase: { law: 1, max_price: 1_000, execution_to: '2026-12-31' } }],
    [
      'the head entered again among the founders counts there, once',
      {
        is_ip: false,
        head: { uuid: 'h', is_stakeholder: true, percentAtRegulationsCapital: 100 },
        founders: { persons: [{ uuid: 'h', is_stakeholder: true, percentAtRegulationsCapital: 100 }, { uuid: 'p', is_stakeholder: true, percentAtRegulationsCapital: 10.5 }, { uuid: 'b', is_beneficiary: true, percentAtRegulationsCapital: 90 }], organizations: [{ percent: 100 }] },
      },
      { founders_share: 110.5 },
    ],
    ['the head only on the head step', { is_ip: false, head: { uuid: 'h', is_stakeholder: true, percentAtRegulationsCapital: 60 }, founders: { persons: [], organizations: [{ percent: 100 }] } }, { head_share: 60, founders_share: 100 }],
    ['a head who is no participant has no share', { is_ip: false, head: { is_stakeholder: false, percentAtRegulationsCapital: 100 }, founders: { persons: [], organizations: [] } }, {}],
  ] as const)('%s', (_name, source, expected) => {
    const context = stepContext(source, []);
    expect({ purchase: context.purchase, head_share: context.head_share, founders_share: context.founders_share }).toEqual({ purchase: undefined, head_share: undefined, founders_share: undefined, ...expected });
  });
});
