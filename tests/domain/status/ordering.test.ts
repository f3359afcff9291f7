import { describe, expect, it } from 'vitest';
import { compareBanksInRequest, draftPriority, sortOrder } from '../../../src/domain/sortOrder';
import { statusGroup } from '../../../src/domain/statusGroup';
import { shippedStatusTable } from '../../../src/domain/statusTable';

// spec-1 "Per-status sort order": the given values, then our continuation up to Sent 152.
const sortOrders: [string, number][] = [
  ['OnAdminDemand', 9],
  ['OnDemand', 10],
  ['ProjectApproval', 20],
  ['WaitingAccept', 30],
  ['Offer', 40],
  ['OnReview', 50],
  ['WaitingAgreement', 60],
  ['WaitSign', 61],
  ['WaitingVerification', 62],
  ['FinalReview', 63],
  ['WaitingPay', 64],
  ['OnRelease', 100],
  ['GuaranteeChangesOnRelease', 101],
  ['ClaimSended', 102],
  ['ClaimApproved', 103],
  ['GuaranteeChangesReleased', 110],
  ['GuaranteeReleased', 111],
  ['Draft', 120],
  ['RegulationSigningIsRequired', 121],
  ['DraftPrescoringFailed', 122],
  ['Canceled', 130],
  ['Archive', 140],
  ['Undefined', 151],
  ['Sent', 152],
];

const groups: [string, string[]][] = [
  ['not-sent', ['Draft', 'DraftPrescoringFailed', 'RegulationSigningIsRequired', 'DraftAgreementRequired', 'DraftVerificationRequired', 'DraftSignRequired', 'DraftCanBeSent', 'DraftPrescoringProcess', 'Draft:Cancel']],
  ['post-issue', ['OnRelease', 'GuaranteeReleased', 'ClaimSended', 'ClaimApproved', 'GuaranteeChangesReleased', 'GuaranteeChangesOnRelease']],
  ['sent', ['OnAdminDemand', 'OnDemand', 'ProjectApproval', 'WaitingAccept', 'Offer', 'OnReview', 'WaitingAgreement', 'WaitSign', 'WaitingVerification', 'FinalReview', 'WaitingPay', 'Canceled', 'Archive', 'Undefined', 'Sent']],
];

describe('sortOrder', () => {
  it.each(sortOrders)('%s sorts at %i', (status, order) => {
    expect(sortOrder(status)).toBe(order);
  });

  it('lists every status of spec-1 §4, each with its own order', () => {
    expect([...shippedStatusTable.statuses.keys()].sort()).toEqual(sortOrders.map(([s]) => s).sort());
    expect(new Set(sortOrders.map(([, n]) => n)).size).toBe(sortOrders.length);
  });

  it('sorts editing-stage statuses and sub-flags as a draft, and unknown keys as Undefined', () => {
    expect(sortOrder('DraftCanBeSent')).toBe(120);
    expect(sortOrder('Draft:Cancel')).toBe(120);
    expect(sortOrder('SomethingNew')).toBe(151);
  });
});

describe('statusGroup', () => {
  it.each(groups.flatMap(([group, statuses]) => statuses.map((status) => [status, group])))('%s is in %s', (status, group) => {
    expect(statusGroup(status)).toBe(group);
  });

  it('covers every status', () => {
    const listed = new Set(groups.flatMap(([, statuses]) => statuses));
    for (const status of shippedStatusTable.statuses.keys()) expect(listed.has(status)).toBe(true);
  });

  it('puts unknown statuses in the sent group, with "the rest"', () => {
    expect(statusGroup('Whatever')).toBe('sent');
  });
});

describe('compareBanksInRequest', () => {
  it('orders not-sent first by draft priority, then sent by sort order, then post-issue; ties by bank order', () => {
    const banks = [
      { status: 'GuaranteeReleased', bankOrder: 1 },
      { status: 'Offer', bankOrder: 2 },
      { status: 'DraftPrescoringFailed', bankOrder: 3 },
      { status: 'Draft', bankOrder: 4 },
      { status: 'DraftCanBeSent', bankOrder: 9 },
      { status: 'OnDemand', bankOrder: 6 },
      { status: 'DraftSignRequired', bankOrder: 7 },
      { status: 'DraftVerificationRequired', bankOrder: 5 },
      { status: 'RegulationSigningIsRequired', bankOrder: 8 },
      { status: 'DraftCanBeSent', bankOrder: 3 },
      { status: 'OnRelease', bankOrder: 2 },
      { status: 'DraftAgreementRequired', bankOrder: 1 },
      { status: 'DraftPrescoringProcess', bankOrder: 1 },
    ];
    expect([...banks].sort(compareBanksInRequest).map((b) => `${b.status}#${b.bankOrder}`)).toEqual([
      'DraftCanBeSent#3',
      'DraftCanBeSent#9',
      'DraftVerificationRequired#5',
      'DraftSignRequired#7',
      'DraftAgreementRequired#1',
      'DraftPrescoringProcess#1',
      'Draft#4',
      'RegulationSigningIsRequired#8',
      'DraftPrescoringFailed#3',
      'OnDemand#6',
      'Offer#2',
      'OnRelease#2',
      'GuaranteeReleased#1',
    ]);
  });

  it('gives other statuses the "others" draft priority', () => {
    expect(draftPriority('Draft')).toBe(5);
    expect(draftPriority('Draft:Cancel')).toBe(5);
    expect(draftPriority('DraftCanBeSent:Cancel')).toBe(1);
  });
});
