import { describe, expect, it } from 'vitest';
import { banksFor } from '../../../src/runtime/banks/banksFor';
import { ok } from '../../api/support/scriptedAdapter';
import { flush, listFixture, makeLiveRoot, offerFixture, subFixture } from './support';

const VTB = '443d3810-3559-5655-b150-8e7ba7e5adc7';
const OFFER_V1 = 'f0000000-0000-4000-8000-000000000001';
const OFFER_V2 = 'f0000000-0000-4000-8000-000000000002';

const vtbSent = subFixture({
  uuid: 'a0000000-0000-4000-8000-000000000002',
  bank_uuid: VTB,
  middle_name: 'ВТБ',
  status: 'Offer',
  sub_status: 'offer_wait_approve',
  group: 'sent',
  draft_status: null,
  offer: { offerUuid: OFFER_V1 },
});

const changed = (requestId = '42') => ({ status: 'offer_changed', requestId, fkoKey: 'vtb', bank_uuid: VTB, bank_name: 'Банк ВТБ (ПАО)' });

/**
 * A signed-in app with the banks panel of request 42 open (watched by the push store as the panel
 * watches it), whose server holds version 1 of the VTB offer until `raise()` writes version 2.
 */
async function openPanel(viewer: 'agent' | 'client') {
  let version = 1;
  const offer = () =>
    offerFixture({
      subrequestUuid: vtbSent.uuid,
      offerUuid: version === 1 ? OFFER_V1 : OFFER_V2,
      version,
      versions_count: version,
      source: version === 1 ? 'bank' : 'agent',
      commission: version === 1 ? '15000.00' : '16500.00',
    });
  const offersPath = viewer === 'agent' ? 'GET /v2/bgrequest/read/42/offer/agent' : 'GET /v1/bgrequest/read/42/offer/client';
  const live = makeLiveRoot(
    {
      'GET /v1/bgrequest/read/42/subrequests': () => ok(listFixture([{ ...vtbSent, offer: { offerUuid: version === 1 ? OFFER_V1 : OFFER_V2 } }])),
      'GET /v2/bgrequest/read/banks': ok({ banks: [] }),
      [offersPath]: () => ok({ requestId: 42, offers: [offer()] }),
    },
    { at: '/agent/request/42/preview', user: viewer === 'client' ? { actor: 'client' } : {} },
  );
  await live.root.start();
  await flush();
  const store = banksFor(live.root, 42);
  expect(await store.load()).toBe(true);
  live.root.push!.watch({ requestId: 42, reload: () => void store.reload(), refreshPrescoring: store.refreshPrescoring });
  const reads = () => live.network.seen.filter((seen) => seen.url === offersPath.slice(4)).length;
  return { ...live, store, reads, raise: () => (version = 2) };
}

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await flush();
};

describe('a commission changed elsewhere reaches the open banks panel', () => {
  it.each(['agent', 'client'] as const)('the %s panel reads the offer again on offer_changed, without a toast', async (viewer) => {
    const { store, connection, root, reads, raise } = await openPanel(viewer);
    expect(store.offerOf(vtbSent as never)?.commission).toBe('15000.00');
    const before = reads();

    raise();
    connection.emit('RequestStatusChanged', changed());
    await settle();

    expect(reads()).toBe(before + 1);
    expect(store.offerOf(vtbSent as never)).toMatchObject({ offerUuid: OFFER_V2, version: 2, commission: '16500.00' });
    // The bank sent nothing new: no 'Предложение по Заявке' toast, for the agent or his client.
    expect(root.toasts.toasts).toEqual([]);
  });

  it('leaves the panel of another request alone', async () => {
    const { store, connection, reads, raise } = await openPanel('agent');
    const before = reads();
    raise();
    connection.emit('RequestStatusChanged', changed('43'));
    await settle();
    expect(reads()).toBe(before);
    expect(store.offerOf(vtbSent as never)?.commission).toBe('15000.00');
  });
});
