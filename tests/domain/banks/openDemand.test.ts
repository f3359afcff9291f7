import { describe, expect, it } from 'vitest';
import { openDemand, type DemandSource } from '../../../src/domain/openDemand';
import { shippedStatusTable } from '../../../src/domain/statusTable';

const demand = (minute: number, over: Partial<DemandSource> = {}): DemandSource => ({
  kind: 'bank',
  text: `Запрос ${minute}`,
  required_documents: [],
  answered_at: null,
  created_at: new Date(Date.UTC(2026, 10, 27, 10, minute)).toISOString(),
  ...over,
});

describe('openDemand', () => {
  const group = (raw: string) => shippedStatusTable.subStatuses.get(raw)?.commonGroup ?? '';
  it.each(['bankrequest', 'admin_request', 'bank_tracking_discussion'])('%s waits for the answer to its newest unanswered demand', (raw) => {
    const demands = [demand(1), demand(5), demand(9, { answered_at: new Date().toISOString() })];
    expect(openDemand({ sub_common_status: group(raw) }, demands)?.text).toBe('Запрос 5');
  });

  it.each(['sent', 'offer_wait_approve', 'discuss', 'deal_wait_payment', 'canceled'])('%s has no open demand even with an old one kept', (raw) => {
    expect(openDemand({ sub_common_status: group(raw) }, [demand(1)])).toBeNull();
  });

  it('nothing open when every demand is answered', () => {
    expect(openDemand({ sub_common_status: 'bankrequest' }, [demand(1, { answered_at: new Date().toISOString() })])).toBeNull();
  });

  it('the demand statuses are exactly the «Запрос» statuses of the config', () => {
    const inGroup = [...shippedStatusTable.subStatuses].filter(([, definition]) => definition.commonGroup === 'bankrequest').map(([raw]) => raw).sort();
    expect(inGroup).toEqual(['admin_request', 'bank_tracking_discussion', 'bankrequest']);
    for (const raw of inGroup) expect(['OnDemand', 'OnAdminDemand']).toContain(shippedStatusTable.subStatuses.get(raw)?.status);
  });
});
