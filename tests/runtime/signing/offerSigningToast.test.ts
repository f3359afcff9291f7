import { describe, expect, it } from 'vitest';
import { pushLinkAction } from '../../../src/runtime/signing/signLinkAction';
import { COPY_OFFER_SIGN_LINK } from '../../../src/runtime/signing/offerSigningReactions';
import { ok } from '../../api/support/scriptedAdapter';
import { flush, makeLiveRoot, offerFixture } from '../banks/support';

const BSPB = '034eb1b8-dd32-5ecb-9b9d-a9619d819b05';
const SBER = '9fee5cae-0291-5434-ba9d-748f6a58e441';
const OFFER = 'f0000000-0000-4000-8000-0000000000b1';
const OTHER = 'f0000000-0000-4000-8000-0000000000b2';

const waitingSign = (requestId = '42', bank = BSPB) => ({ status: 'offer_wait_sign', requestId, fkoKey: 'bspb', bank_uuid: bank, bank_name: 'ПАО «Банк «Санкт-Петербург»' });

/** The offers of request 42: the bank's offer waiting for signing, and another bank's still to accept. */
const offers = (viewer: 'agent' | 'client') => ({
  requestId: 42,
  offers: [
    offerFixture({ offerUuid: OTHER, bank: { bank_uuid: SBER, bank_name: 'ПАО Сбербанк', middle_name: 'Сбербанк', full_name: 'ПАО Сбербанк' }, actions: { change_commission: false, show_current_date_invoice_flag: false, send_for_approval: false, accept: true, discuss: false, sign: false, sign_link: false } }),
    offerFixture({
      offerUuid: OFFER,
      sub_status: 'offer_wait_sign',
      bank: { bank_uuid: BSPB, bank_name: 'ПАО «Банк «Санкт-Петербург»', middle_name: 'Банк Санкт-Петербург', full_name: 'ПАО «Банк «Санкт-Петербург»' },
      actions: { change_commission: false, show_current_date_invoice_flag: false, send_for_approval: false, accept: false, discuss: false, sign: true, sign_link: viewer === 'agent' },
    }),
  ],
});

const link = { url: 'http://localhost/client/simple/42?token=offer-token', token: 'offer-token', kind: 'offer', request_id: 42, expires_at: '2026-12-04T10:00:00.000Z', banks: [{ uuid: BSPB, name: 'Банк Санкт-Петербург' }] };

/** The side panels' views the UI registers (src/ui/sidebar/registry.ts), as far as these tests open them. */
const catalogue = { RequestDetails: { layer: 'sidebar', params: ['requestNumber'] }, Signing: { layer: 'sidebar', params: ['requestNumber'] } } as const;

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await flush();
};

async function signedIn(viewer: 'agent' | 'client') {
  let links = 0;
  const live = makeLiveRoot(
    {
      [viewer === 'agent' ? 'GET /v2/bgrequest/read/42/offer/agent' : 'GET /v1/bgrequest/read/42/offer/client']: ok(offers(viewer)),
      [`GET /v2/bgrequest/read/request/42/${OFFER}/agent/sign`]: () => {
        links += 1;
        return ok({ purpose: 'offer', offerUuid: OFFER, documents: [], link });
      },
    },
    viewer === 'client' ? { user: { actor: 'client', user_type: 'client' } } : {},
  );
  live.root.sidebar.setCatalogue(catalogue);
  await live.root.start();
  await flush();
  return { ...live, links: () => links };
}

describe('the push of an offer waiting for signing (spec-2 §4.2 offer_wait_sign)', () => {
  it("maps the toast's copy button to the offer link", () => {
    expect(pushLinkAction(waitingSign())).toBe(COPY_OFFER_SIGN_LINK);
    expect(pushLinkAction({ ...waitingSign(), status: 'sent_to_client' })).toBe('copySignLink');
    expect(pushLinkAction({ ...waitingSign(), status: 'offer_wait_approve' })).toBeNull();
  });

  it('the partner first fetches the offer link of the bank, and «Скопировать ссылку» copies it without another call', async () => {
    const { root, connection, clipboard, links } = await signedIn('agent');
    connection.emit('RequestStatusChanged', waitingSign());
    await settle();
    expect(links()).toBe(1);
    const [toast] = root.toasts.toasts;
    expect(toast).toMatchObject({ type: 'sign', title: 'Ожидает подписания по Заявке № 42', request_id: 42 });
    expect(toast?.buttons).toEqual([
      { label: 'Скопировать ссылку', action: COPY_OFFER_SIGN_LINK },
      { label: 'Открыть заявку', action: 'openSidebar' },
    ]);
    await root.toasts.press(toast!.id, toast!.buttons[0]!);
    expect(links()).toBe(1);
    expect(clipboard.text).toBe(link.url);
    expect(root.toasts.toasts.map((shown) => shown.title)).toEqual(['Ссылка на подписание предложения скопирована (Банк Санкт-Петербург)']);
  });

  it('builds the link when pressed if it was not fetched first', async () => {
    const { root, clipboard, links } = await signedIn('agent');
    root.toasts.show({ id: 'push:request:42', mode: 'full', type: 'sign', title: 'Ожидает подписания по Заявке № 42', text: '', request_id: 42, buttons: [{ label: 'Скопировать ссылку', action: COPY_OFFER_SIGN_LINK }] });
    await root.toasts.press('push:request:42', { label: 'Скопировать ссылку', action: COPY_OFFER_SIGN_LINK });
    expect(links()).toBe(1);
    expect(clipboard.text).toBe(link.url);
  });

  it("the client's «Подписать» opens the Signing view of that bank's offer in the app", async () => {
    const { root, connection, navigation, links } = await signedIn('client');
    connection.emit('RequestStatusChanged', waitingSign());
    await settle();
    // The client signs himself: no link is made for him.
    expect(links()).toBe(0);
    const [toast] = root.toasts.toasts;
    expect(toast?.text).toBe('Подпишите принятое предложение Банк Санкт-Петербург, чтобы банк продолжил оформление гарантии.');
    expect(toast?.buttons).toEqual([{ label: 'Подписать', action: 'signInApp' }]);
    await root.toasts.press(toast!.id, toast!.buttons[0]!);
    const address = new URL(`http://localhost${navigation.last}`);
    expect(address.searchParams.get('selected')).toBe('42');
    expect(address.searchParams.get('sidebartab')).toBe(`Signing:offerUuid=${OFFER}&purpose=offer`);
    expect(root.toasts.toasts).toEqual([]);
  });

  it('opens the request panel when no offer waits any more', async () => {
    const live = makeLiveRoot({ 'GET /v1/bgrequest/read/42/offer/client': ok({ requestId: 42, offers: [] }) }, { user: { actor: 'client', user_type: 'client' } });
    live.root.sidebar.setCatalogue(catalogue);
    await live.root.start();
    await flush();
    live.root.toasts.show({ id: 't', mode: 'full', type: 'sign', title: 'x', text: '', request_id: 42, buttons: [{ label: 'Подписать', action: 'signInApp' }] });
    await live.root.toasts.press('t', { label: 'Подписать', action: 'signInApp' });
    expect(new URL(`http://localhost${live.navigation.last}`).searchParams.get('selected')).toBe('42');
    // The request's own panel: its tab is the default one.
    expect(new URL(`http://localhost${live.navigation.last}`).searchParams.get('sidebartab') ?? 'request').toBe('request');
  });
});
