import { describe, expect, it } from 'vitest';
import { claimAccrual, paymentAccrual, refundAccrual } from '../../../src/domain/revisions/accrualPlan';
import type { TariffRow } from '../../../src/domain/revisions/tariffTable';

const vtb = 'bank-vtb';
const rows: TariffRow[] = [
  { bank: null, guarantee_type: null, from: '2025-01-01', rate_percent: '30', markup_to_agent: true },
  { bank: vtb, guarantee_type: null, from: '2025-01-01', to: '2026-06-30', rate_percent: '25', markup_to_agent: true },
  { bank: vtb, guarantee_type: null, from: '2026-07-01', rate_percent: '22.5', markup_to_agent: true },
  { bank: null, guarantee_type: 'y', from: '2025-01-01', rate_percent: '35', markup_to_agent: false },
];
const deal = { bank_uuid: vtb, guarantee_type: 'i_with_a' as const, guarantee_sum_kopecks: 1_000_000_000, bank_commission_kopecks: 25_000_000, client_commission_kopecks: 28_000_000 };

describe('the accruals of a deal (the worked example of docs/revisions.md)', () => {
  const payment = paymentAccrual(deal, '2026-06-20T09:00:00Z', rows);
  const claim = claimAccrual([payment], 1_250_000, 1_050_000_000, '2026-08-05T09:00:00Z')!;
  const refund = refundAccrual([payment, claim], '2026-09-01T09:00:00Z')!;

  it('the payment takes the rate of its Moscow day and the markup', () => {
    expect(payment).toMatchObject({ kind: 'payment', rate_percent: '25', markup_kopecks: 3_000_000, reward_kopecks: 9_250_000, period: '2026-06' });
    // 30 June 21:30 UTC is 1 July in Moscow: the new rate and the July act.
    expect(paymentAccrual(deal, '2026-06-30T21:30:00Z', rows)).toMatchObject({ rate_percent: '22.5', period: '2026-07' });
  });

  it("a claim adds its commission to both sides and accrues the difference at the deal's own rate", () => {
    expect(claim).toMatchObject({ kind: 'claim', bank_commission_kopecks: 26_250_000, client_commission_kopecks: 29_250_000, rate_percent: '25', markup_kopecks: 0, reward_kopecks: 312_500, guarantee_sum_kopecks: 1_050_000_000, period: '2026-08' });
  });

  it('a refund reverses everything, so the deal adds up to zero', () => {
    expect(refund).toMatchObject({ kind: 'refund', bank_commission_kopecks: -26_250_000, markup_kopecks: -3_000_000, reward_kopecks: -9_562_500 });
    expect(payment.reward_kopecks + claim.reward_kopecks + refund.reward_kopecks).toBe(0);
  });

  it('nothing to accrue: no commission for the changes, no payment before, a second refund', () => {
    expect(claimAccrual([payment], 0, null, '2026-08-05T09:00:00Z')).toBeNull();
    expect(claimAccrual([payment], null, null, '2026-08-05T09:00:00Z')).toBeNull();
    expect(claimAccrual([], 100, null, '2026-08-05T09:00:00Z')).toBeNull();
    expect(refundAccrual([], '2026-09-01T09:00:00Z')).toBeNull();
    expect(refundAccrual([payment, claim, refund], '2026-09-02T09:00:00Z')).toBeNull();
    expect(claimAccrual([payment, refund], 100, null, '2026-09-02T09:00:00Z')).toBeNull();
  });

  it('a request without a guarantee type takes only the rows for any type', () => {
    expect(paymentAccrual({ ...deal, bank_uuid: 'other', guarantee_type: null }, '2026-06-20T09:00:00Z', rows)).toMatchObject({ rate_percent: '30', guarantee_type: '' });
    expect(paymentAccrual({ ...deal, bank_uuid: 'other', guarantee_type: 'y' }, '2026-06-20T09:00:00Z', rows)).toMatchObject({ rate_percent: '35', markup_kopecks: 0 });
  });
});
