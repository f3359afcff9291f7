import { describe, expect, it } from 'vitest';
import { subRequestStatus } from '../../../src/domain/subRequestStatus';
import { progressStage } from '../../../src/domain/progressStage';
import { shippedStatusTable } from '../../../src/domain/statusTable';

// Every raw sub_status of spec-1 §4 (plus offer_wait_sign of spec-2 §4.2): status, common group, stage.
const rawStatuses: [raw: string, status: string, commonGroup: string, stage: number | null][] = [
  ['draft', 'Draft', 'draft', null],
  ['agent_draft', 'Draft', 'draft', null],
  ['prescored', 'Draft', 'draft', null],
  ['prescoring_failed', 'DraftPrescoringFailed', 'draft', null],
  ['passport_check_failed', 'DraftPrescoringFailed', 'review', null],
  ['revoked', 'Draft', 'draft', null],
  ['sent', 'OnReview', 'review', null],
  ['admin_verification', 'WaitingVerification', 'review', null],
  ['admin_verification_process', 'WaitingVerification', 'review', null],
  ['wait_confirm_data', 'WaitingAgreement', 'waitsign', null],
  ['sent_to_client', 'WaitSign', 'waitsign', null],
  ['offer', 'Offer', 'offer', null],
  ['offer_sent', 'WaitingAccept', 'offer', null],
  ['offer_wait_approve', 'Offer', 'offer', null],
  ['offer_wait_sign', 'WaitSign', 'waitsign', null],
  ['offer_accepted', 'FinalReview', 'deal', 0],
  ['discuss', 'ProjectApproval', 'discuss', null],
  ['bankrequest', 'OnDemand', 'bankrequest', null],
  ['admin_request', 'OnAdminDemand', 'bankrequest', null],
  ['bank_tracking_discussion', 'OnDemand', 'bankrequest', null],
  ['canceled', 'Canceled', 'canceled', null],
  ['archive', 'Archive', 'archive', null],
  ['sent_to_underwriting', 'FinalReview', 'deal', 1],
  ['approved_verification', 'FinalReview', 'deal', 1],
  ['approved_postunderwriting', 'FinalReview', 'deal', 1],
  ['underwriting_in_progress', 'FinalReview', 'deal', 1],
  ['wait_postunderwriting', 'FinalReview', 'deal', 1],
  ['wait_verification_and_postunderwriting', 'FinalReview', 'deal', 1],
  ['wait_sign_prof_verdict', 'FinalReview', 'deal', 1],
  ['wait_check_nbki', 'FinalReview', 'deal', 1],
  ['deal_wait_payment', 'WaitingPay', 'deal', 2],
  ['deal_payment_received', 'OnRelease', 'deal', 3],
  ['deal_guarantee_creating', 'OnRelease', 'deal', 3],
  ['deal_guarantee_sent', 'GuaranteeReleased', 'deal', 3],
  ['deal_guarantee_wait_sign', 'GuaranteeReleased', 'deal', 3],
  ['deal_guarantee_contract_signed', 'GuaranteeReleased', 'deal', 4],
  ['deal_claim_sent', 'ClaimSended', 'deal', 4],
  ['deal_claim_responded', 'ClaimApproved', 'deal', 4],
  ['deal_claim_approved', 'ClaimApproved', 'deal', 4],
  ['deal_claim_wait_payment', 'ClaimApproved', 'deal', 4],
  ['deal_claim_wait_sign', 'GuaranteeChangesOnRelease', 'deal', 4],
  ['deal_claim_signed', 'GuaranteeChangesReleased', 'deal', 4],
  ['deal_commission_refunded', 'Archive', 'archive', null],
];

describe('subRequestStatus', () => {
  it.each(rawStatuses)('%s -> %s (group %s, stage %s)', (raw, status, commonGroup, stage) => {
    expect(subRequestStatus({ sub_status: raw })).toBe(status);
    expect(shippedStatusTable.subStatuses.get(raw)?.commonGroup).toBe(commonGroup);
    expect(progressStage(raw).stage).toBe(stage);
  });

  it('covers exactly the raw statuses of the table', () => {
    expect([...shippedStatusTable.subStatuses.keys()].sort()).toEqual(rawStatuses.map(([raw]) => raw).sort());
  });

  it.each([
    ['is_need_verification', 'WaitingVerification'],
    ['is_need_sign_application', 'WaitSign'],
    ['is_need_confirm_data', 'WaitingAgreement'],
  ] as const)('a sent sub-request with %s reads as %s', (flag, status) => {
    expect(subRequestStatus({ sub_status: 'sent', [flag]: true })).toBe(status);
    expect(subRequestStatus({ sub_status: 'sent', [flag]: false })).toBe('OnReview');
  });

  it('applies the flags in order: verification, then signing, then consent', () => {
    const all = { is_need_verification: true, is_need_sign_application: true, is_need_confirm_data: true };
    expect(subRequestStatus({ sub_status: 'sent', ...all })).toBe('WaitingVerification');
    expect(subRequestStatus({ sub_status: 'sent', ...all, is_need_verification: false })).toBe('WaitSign');
  });

  it('ignores the sent-only flags on other raw statuses', () => {
    expect(subRequestStatus({ sub_status: 'offer_wait_approve', is_need_verification: true })).toBe('Offer');
  });

  it.each(['draft', 'agent_draft', 'prescored', 'revoked'])(
    'a %s sub-request of a bank whose contract is unsigned reads RegulationSigningIsRequired',
    (raw) => {
      expect(subRequestStatus({ sub_status: raw, is_need_regulation_sign: true })).toBe('RegulationSigningIsRequired');
    },
  );

  it.each(['no_such_status', '', 'constructor', '__proto__'])('unknown raw status %j reads Undefined', (raw) => {
    expect(subRequestStatus({ sub_status: raw })).toBe('Undefined');
  });
});
