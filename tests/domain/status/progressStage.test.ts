import { describe, expect, it } from 'vitest';
import { progressStage } from '../../../src/domain/progressStage';
import { shippedStatusTable } from '../../../src/domain/statusTable';

// spec-1 "Progress stages derived from sub_status", every listed raw status.
const stages: [number, string[]][] = [
  [0, ['offer_accepted']],
  [1, ['sent_to_underwriting', 'approved_verification', 'approved_postunderwriting', 'underwriting_in_progress', 'wait_postunderwriting', 'wait_verification_and_postunderwriting', 'wait_sign_prof_verdict', 'wait_check_nbki']],
  [2, ['deal_wait_payment']],
  [3, ['deal_payment_received', 'deal_guarantee_creating', 'deal_guarantee_sent', 'deal_guarantee_wait_sign']],
  [4, ['deal_guarantee_contract_signed', 'deal_claim_sent', 'deal_claim_responded', 'deal_claim_approved', 'deal_claim_wait_payment', 'deal_claim_wait_sign', 'deal_claim_signed']],
];

const states = (subStatus: string) => progressStage(subStatus).steps.map((step) => `${step.stage}:${step.state}`);

const none = ['1:waiting', '2:waiting', '3:waiting', '4:waiting'];
const checking = ['1:inProcess', '2:waiting', '3:waiting', '4:waiting'];
const paying = ['1:done', '2:inProcess', '3:waiting', '4:waiting'];
const issuing = ['1:done', '2:done', '3:inProcess', '4:waiting'];
// The guarantee is out (the bank posted it): the stepper stands at its last step, reached.
const issued = ['1:done', '2:done', '3:done', '4:done'];

/**
 * Every raw status of config/statuses.json and how the deal's stepper reads in it: the steps of a status
 * with no stage all wait; the guarantee issued (deal_guarantee_sent, the contract awaiting signature, the
 * contract signed, every claim after it) puts the stepper at its last step, «Гарантия выпущена».
 */
const stepper: Record<string, readonly string[]> = {
  draft: none, agent_draft: none, prescored: none, prescoring_failed: none, passport_check_failed: none, revoked: none,
  sent: none, admin_verification: none, admin_verification_process: none, wait_confirm_data: none, sent_to_client: none,
  offer: none, offer_sent: none, offer_wait_approve: none, offer_wait_sign: none, discuss: none, bankrequest: none,
  admin_request: none, bank_tracking_discussion: none, canceled: none, archive: none, deal_commission_refunded: none,
  offer_accepted: none,
  sent_to_underwriting: checking, approved_verification: checking, approved_postunderwriting: checking, underwriting_in_progress: checking,
  wait_postunderwriting: checking, wait_verification_and_postunderwriting: checking, wait_sign_prof_verdict: checking, wait_check_nbki: checking,
  deal_wait_payment: paying,
  deal_payment_received: issuing, deal_guarantee_creating: issuing,
  deal_guarantee_sent: issued, deal_guarantee_wait_sign: issued, deal_guarantee_contract_signed: issued,
  deal_claim_sent: issued, deal_claim_responded: issued, deal_claim_approved: issued, deal_claim_wait_payment: issued, deal_claim_wait_sign: issued, deal_claim_signed: issued,
};

describe('progressStage', () => {
  it.each(stages.flatMap(([stage, raws]) => raws.map((raw) => [raw, stage] as const)))('%s is stage %i', (raw, stage) => {
    expect(progressStage(raw).stage).toBe(stage);
  });

  it.each(['draft', 'sent', 'offer_wait_approve', 'canceled', 'archive', 'unknown'])('%s has no stage', (raw) => {
    expect(progressStage(raw)).toMatchObject({ stage: null });
    expect(states(raw)).toEqual(none);
  });

  it('the table below names every raw status of the config', () => {
    expect(Object.keys(stepper).sort()).toEqual([...shippedStatusTable.subStatuses.keys()].sort());
  });

  it.each(Object.entries(stepper))('%s reads the stepper as %j', (raw, expected) => {
    expect(states(raw)).toEqual(expected);
  });

  it('an issued guarantee stands at the last step while the spec keeps it at stage 3 until the contract is signed', () => {
    expect(progressStage('deal_guarantee_sent')).toMatchObject({ stage: 3, step: 4 });
    expect(progressStage('deal_guarantee_wait_sign')).toMatchObject({ stage: 3, step: 4 });
    expect(progressStage('deal_guarantee_creating')).toMatchObject({ stage: 3, step: 3 });
    expect(progressStage('deal_guarantee_contract_signed')).toMatchObject({ stage: 4, step: 4 });
    expect(progressStage('sent')).toMatchObject({ stage: null, step: null });
  });

  it('labels the steps in Russian', () => {
    expect(progressStage('deal_wait_payment').steps.map((step) => step.label)).toEqual([
      'Проверка в банке',
      'Оплата комиссии',
      'Выпуск гарантии',
      'Гарантия выпущена',
    ]);
  });
});
