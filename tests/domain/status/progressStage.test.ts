import { describe, expect, it } from 'vitest';
import { progressStage } from '../../../src/domain/progressStage';

// spec-1 "Progress stages derived from sub_status", every listed raw status.
const stages: [number, string[]][] = [
  [0, ['offer_accepted']],
  [1, ['sent_to_underwriting', 'approved_verification', 'approved_postunderwriting', 'underwriting_in_progress', 'wait_postunderwriting', 'wait_verification_and_postunderwriting', 'wait_sign_prof_verdict', 'wait_check_nbki']],
  [2, ['deal_wait_payment']],
  [3, ['deal_payment_received', 'deal_guarantee_creating', 'deal_guarantee_sent', 'deal_guarantee_wait_sign']],
  [4, ['deal_guarantee_contract_signed', 'deal_claim_sent', 'deal_claim_responded', 'deal_claim_approved', 'deal_claim_wait_payment', 'deal_claim_wait_sign', 'deal_claim_signed']],
];

const states = (subStatus: string) => progressStage(subStatus).steps.map((step) => `${step.stage}:${step.state}`);

describe('progressStage', () => {
  it.each(stages.flatMap(([stage, raws]) => raws.map((raw) => [raw, stage] as const)))('%s is stage %i', (raw, stage) => {
    expect(progressStage(raw).stage).toBe(stage);
  });

  it.each(['draft', 'sent', 'offer_wait_approve', 'canceled', 'archive', 'unknown'])('%s has no stage', (raw) => {
    expect(progressStage(raw)).toMatchObject({ stage: null });
    expect(states(raw)).toEqual(['1:waiting', '2:waiting', '3:waiting']);
  });

  it('reads each stage as in process and the earlier ones as done', () => {
    expect(states('offer_accepted')).toEqual(['1:waiting', '2:waiting', '3:waiting']);
    expect(states('underwriting_in_progress')).toEqual(['1:inProcess', '2:waiting', '3:waiting']);
    expect(states('deal_wait_payment')).toEqual(['1:done', '2:inProcess', '3:waiting']);
    expect(states('deal_guarantee_creating')).toEqual(['1:done', '2:done', '3:inProcess']);
    expect(states('deal_guarantee_contract_signed')).toEqual(['1:done', '2:done', '3:done']);
  });

  it('labels the steps in Russian', () => {
    expect(progressStage('deal_wait_payment').steps.map((step) => step.label)).toEqual([
      'Проверка в банке',
      'Оплата комиссии',
      'Выпуск гарантии',
    ]);
  });
});
