import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combinedStatus, combinedStatusOfStatuses } from '../../../src/domain/combinedStatus';
import { shippedStatusConfigs, shippedStatusTable } from '../../../src/domain/statusTable';

// The 20 rules of spec-1 §4, in order: [result, label, revocable, a status that triggers it].
const specRules: [status: string, label: string, revocable: boolean, trigger: string[]][] = [
  ['Draft', 'Черновик', false, []],
  ['HasDemand', 'Есть запрос', true, ['OnAdminDemand']],
  ['ProjectApproval', 'Согласование проекта', true, ['ProjectApproval']],
  ['WaitingAccept', 'Ожидает принятия', true, ['WaitingAccept']],
  ['HasOffer', 'Есть предложение', true, ['Offer']],
  ['OnReview', 'На рассмотрении', true, ['OnReview']],
  ['WaitingAgreement', 'Ожидает согласия', true, ['WaitingAgreement']],
  ['WaitSign', 'Ожидает подписания', true, ['WaitSign']],
  ['WaitingVerification', 'Ожидает верификации', true, ['WaitingVerification']],
  ['Canceled', 'Отказ', true, ['Canceled', 'Canceled']],
  ['GuaranteeReleased', 'Гарантия выпущена', false, ['GuaranteeReleased']],
  ['ClaimSended', 'Претензия отправлена', false, ['ClaimSended']],
  ['ClaimApproved', 'Претензия одобрена', false, ['ClaimApproved']],
  ['GuaranteeChangesOnRelease', 'Изменения на выпуске', false, ['GuaranteeChangesOnRelease']],
  ['GuaranteeChangesReleased', 'Гарантия изменена', false, ['GuaranteeChangesReleased']],
  ['OnRelease', 'На выпуске', false, ['OnRelease']],
  ['FinalReview', 'Финальная проверка', false, ['FinalReview']],
  ['WaitingPay', 'Ожидает оплаты', false, ['WaitingPay']],
  ['Archive', 'Архив', false, ['Archive', 'Archive']],
  ['Draft', 'Черновик', false, ['Draft', 'Sent']],
];

/** The spec's rules written out plainly, as an oracle independent of the config interpreter. */
function specCombined(statuses: readonly string[]): string {
  const any = (...keys: string[]) => statuses.some((s) => keys.includes(s));
  const all = (key: string) => statuses.length > 0 && statuses.every((s) => s === key);
  if (statuses.length === 0) return 'Draft';
  if (any('OnAdminDemand', 'OnDemand')) return 'HasDemand';
  if (any('ProjectApproval')) return 'ProjectApproval';
  if (any('WaitingAccept')) return 'WaitingAccept';
  if (any('Offer')) return 'HasOffer';
  if (any('OnReview')) return 'OnReview';
  if (any('WaitingAgreement')) return 'WaitingAgreement';
  if (any('WaitSign')) return 'WaitSign';
  if (any('WaitingVerification')) return 'WaitingVerification';
  if (all('Canceled')) return 'Canceled';
  if (any('GuaranteeReleased')) return 'GuaranteeReleased';
  if (any('ClaimSended')) return 'ClaimSended';
  if (any('ClaimApproved')) return 'ClaimApproved';
  if (any('GuaranteeChangesOnRelease')) return 'GuaranteeChangesOnRelease';
  if (any('GuaranteeChangesReleased')) return 'GuaranteeChangesReleased';
  if (any('OnRelease')) return 'OnRelease';
  if (any('FinalReview')) return 'FinalReview';
  if (any('WaitingPay')) return 'WaitingPay';
  if (all('Archive')) return 'Archive';
  return 'Draft';
}

const statusKeys = [...shippedStatusTable.statuses.keys()];
const rawKeys = [...shippedStatusTable.subStatuses.keys()];

describe('combinedStatus: the 20 rules of spec-1', () => {
  it('ships exactly the spec rules, in order', () => {
    expect(shippedStatusConfigs.combinedStatus.rules.map((rule) => [rule.status, rule.label, rule.revocable])).toEqual(
      specRules.map(([status, label, revocable]) => [status, label, revocable]),
    );
  });

  it.each(specRules.map((rule, index) => [index + 1, ...rule] as const))(
    'rule %i -> %s %j (revocable %s)',
    (_n, status, label, revocable, trigger) => {
      const result = combinedStatusOfStatuses(trigger);
      expect(result).toMatchObject({ status, label, revocable, editable: status === 'Draft' });
    },
  );

  // Each "any" rule wins over every rule below it: its trigger plus the triggers of all later
  // "any" rules still gives its own result ("all" rules cannot be mixed, they need uniformity).
  it.each(specRules.map((rule, index) => [index + 1, rule] as const).filter(([n]) => n >= 2 && n <= 18 && n !== 10))(
    'rule %i wins over every later rule',
    (n, [status, , , trigger]) => {
      const later = specRules.slice(n).flatMap(([, , , t]) => t);
      expect(combinedStatusOfStatuses([...later, ...trigger]).status).toBe(status);
      expect(combinedStatusOfStatuses([...trigger, ...later]).status).toBe(status);
    },
  );

  it('all-Canceled wins over every later rule only while every sub-request is Canceled', () => {
    expect(combinedStatusOfStatuses(['Canceled', 'Canceled', 'Canceled']).status).toBe('Canceled');
    expect(combinedStatusOfStatuses(['Canceled', 'GuaranteeReleased']).status).toBe('GuaranteeReleased');
    expect(combinedStatusOfStatuses(['Canceled', 'Archive']).status).toBe('Draft');
  });

  it('all-Archive wins over the last rule only while every sub-request is in the archive', () => {
    expect(combinedStatusOfStatuses(['Archive', 'Archive']).status).toBe('Archive');
    expect(combinedStatusOfStatuses(['Archive', 'Draft']).rule).toBe('otherwise');
  });

  it('any demand beats an all-Canceled-like set', () => {
    expect(combinedStatusOfStatuses(['Canceled', 'OnDemand']).status).toBe('HasDemand');
  });

  it('revocable up to all-Canceled, not from GuaranteeReleased on; editable only for Draft', () => {
    for (const [index, rule] of shippedStatusConfigs.combinedStatus.rules.entries()) {
      expect(rule.editable).toBe(rule.status === 'Draft');
      if (index >= 10) expect(rule.revocable).toBe(false);
      if (index >= 1 && index < 10) expect(rule.revocable).toBe(true);
    }
  });

  it('reads sub-requests through their raw statuses', () => {
    expect(combinedStatus([])).toMatchObject({ status: 'Draft', editable: true, revocable: false, rule: 'noSubRequests' });
    expect(combinedStatus([{ sub_status: 'canceled' }, { sub_status: 'bankrequest' }]).label).toBe('Есть запрос');
    expect(combinedStatus([{ sub_status: 'canceled' }, { sub_status: 'canceled' }]).label).toBe('Отказ');
    expect(combinedStatus([{ sub_status: 'sent', is_need_sign_application: true }]).label).toBe('Ожидает подписания');
    expect(combinedStatus([{ sub_status: 'deal_guarantee_sent' }, { sub_status: 'offer_wait_approve' }]).label).toBe(
      'Есть предложение',
    );
  });
});

describe('combinedStatus: properties', () => {
  const anyStatus = fc.oneof(fc.constantFrom(...statusKeys), fc.string({ maxLength: 6 }));
  const resultKeys = new Set(shippedStatusConfigs.combinedStatus.rules.map((rule) => rule.status));

  it('is total: every list of statuses, known or not, gets one of the rule results', () => {
    fc.assert(
      fc.property(fc.array(anyStatus, { maxLength: 12 }), (statuses) => {
        const result = combinedStatusOfStatuses(statuses);
        expect(resultKeys.has(result.status)).toBe(true);
        expect(result.label.length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });

  it('follows first-match order: equals the spec rules written out in order', () => {
    fc.assert(
      fc.property(fc.array(anyStatus, { maxLength: 12 }), (statuses) => {
        expect(combinedStatusOfStatuses(statuses).status).toBe(specCombined(statuses));
      }),
      { numRuns: 1000 },
    );
  });

  it('is total over random sub-requests with random flags', () => {
    const sub = fc.record(
      {
        sub_status: fc.oneof(fc.constantFrom(...rawKeys), fc.string({ maxLength: 6 })),
        is_need_verification: fc.boolean(),
        is_need_sign_application: fc.boolean(),
        is_need_confirm_data: fc.boolean(),
        is_need_regulation_sign: fc.boolean(),
      },
      { requiredKeys: ['sub_status'] },
    );
    fc.assert(
      fc.property(fc.array(sub, { maxLength: 10 }), (subs) => {
        expect(resultKeys.has(combinedStatus(subs).status)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('does not depend on the order of sub-requests', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...statusKeys), { maxLength: 10 }), (statuses) => {
        expect(combinedStatusOfStatuses([...statuses].reverse())).toEqual(combinedStatusOfStatuses(statuses));
      }),
    );
  });
});
