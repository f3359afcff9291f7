import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../api/support/scriptedAdapter';
import { listFixture, makeBanks, offerFixture, subFixture, REQUEST_UUID } from './support';

const SBER = '9fee5cae-0291-5434-ba9d-748f6a58e441';
const VTB = '443d3810-3559-5655-b150-8e7ba7e5adc7';
const ZENIT = 'd67a3109-694b-55f3-8e4c-850ec8e437bb';
const UNICREDIT = 'ede64ceb-f9ed-51ad-ac8f-6c414b71dee2';

const sber = subFixture({ uuid: 'a0000000-0000-4000-8000-00000000000a', bank_uuid: SBER, bank_name: 'ПАО Сбербанк', middle_name: 'Сбербанк' });
const zenit = subFixture({ uuid: 'a0000000-0000-4000-8000-00000000000b', bank_uuid: ZENIT, middle_name: 'Банк Зенит', bank_type: 'partner' });
const unicredit = subFixture({
  uuid: 'a0000000-0000-4000-8000-00000000000c',
  bank_uuid: UNICREDIT,
  middle_name: 'ЮниКредит Банк',
  bank_type: 'archive',
  status: 'DraftPrescoringFailed',
  sub_status: 'prescoring_failed',
  draft_status: { status: 'DraftPrescoringFailed', key: 'DraftPrescoringFailed', label: 'Не проходим', colour: 'red', priority: 9, tooltip: null, missing: [], can_send: false },
  prescoring: { passed: false, reasons: ['Сумма гарантии 485 000 ₽ меньше минимальной суммы банка 1 000 000 ₽'], checked_at: '2026-11-22T09:00:00Z' },
});
const vtbSent = subFixture({
  uuid: 'a0000000-0000-4000-8000-000000000002',
  bank_uuid: VTB,
  middle_name: 'ВТБ',
  status: 'Offer',
  status_label: 'Предложение',
  status_colour: 'green',
  sub_status: 'offer_wait_approve',
  group: 'sent',
  draft_status: null,
  can_revoke: true,
  offer: { offerUuid: 'f0000000-0000-4000-8000-000000000001' },
});

const banksAnswer = ok({ banks: [{ bank_uuid: SBER, bank_name: 'ПАО Сбербанк', middle_name: 'Сбербанк', type: 'platform', group_label: 'Банки платформы', order: 10, commission: null, duration: 120, sum: '485000.00' }] });

describe('BanksStore', () => {
  it('splits the banks into not-sent (by group, in bank order) and sent, with the offers and the combined status', async () => {
    const { store, network } = makeBanks({
      'GET /v1/bgrequest/read/42/subrequests': ok(listFixture([unicredit, zenit, vtbSent, sber], { combined_status: { status: 'HasOffer', label: 'Есть предложение', colour: 'green', revocable: true, editable: false } })),
      'GET /v2/bgrequest/read/banks': banksAnswer,
      'GET /v2/bgrequest/read/42/offer/agent': ok({ requestId: 42, offers: [offerFixture({ subrequestUuid: vtbSent.uuid })] }),
    });
    expect(await store.load()).toBe(true);
    expect(network.seen.find((seen) => seen.url === '/v2/bgrequest/read/banks')?.params).toEqual({ request_id: 42 });
    expect(store.notSentGroups.map((group) => [group.label, group.items.map((sub) => sub.middle_name)])).toEqual([
      ['Банки платформы', ['Сбербанк']],
      ['Банки партнёров', ['Банк Зенит']],
      ['Архив', ['ЮниКредит Банк']],
    ]);
    expect(store.sent.map((sub) => sub.middle_name)).toEqual(['ВТБ']);
    expect(store.offerOf(vtbSent as never)?.commission).toBe('15000.00');
    expect(store.combined?.label).toBe('Есть предложение');
    expect(store.reasonsOf(unicredit as never)).toEqual(['Сумма гарантии 485 000 ₽ меньше минимальной суммы банка 1 000 000 ₽']);
    expect(store.viewOf(vtbSent as never)).toBe('terms');
    expect(store.catalogue).toHaveLength(1);
  });

  it('answers an overlapped load once the newest one has loaded: its caller never finds the banks missing', async () => {
    // The second read is answered later than the first, as a reload on a busy server is.
    let reads = 0;
    const { store } = makeBanks({
      'GET /v1/bgrequest/read/42/subrequests': async () => {
        reads += 1;
        if (reads === 2) await new Promise((resolve) => setTimeout(resolve, 30));
        return ok(listFixture([sber]));
      },
      'GET /v2/bgrequest/read/banks': banksAnswer,
    });
    // A panel's quiet first load, overtaken by the reload the live channel's first connection asks for.
    const first = store.load({ quiet: true });
    const second = store.reload();
    expect(await first).toBe(true);
    expect(store.loaded).toBe(true);
    expect(store.subrequests.map((sub) => sub.bank_uuid)).toEqual([SBER]);
    expect(await second).toBe(true);
  });

  it('chooses by default every selected bank that can be sent, and sends them in one call with the signature flag', async () => {
    const { store, network, toasts } = makeBanks({
      'GET /v1/bgrequest/read/42/subrequests': ok(listFixture([sber, zenit, unicredit], { signed_at: '2026-11-22T08:00:00Z' })),
      'GET /v2/bgrequest/read/banks': banksAnswer,
      'POST /v1/bgsubrequest/write/selected': ok({ request_id: 42, moved: [] }),
      'POST /v2/bgrequest/write/send': ok({
        request_id: 42,
        readonly: true,
        results: [
          // The server names the bank by its legal name; the toast, as the cards do, by its short one.
          { bank_uuid: SBER, bank_name: 'ПАО Сбербанк', subrequestUuid: sber.uuid, outcome: 'wait_confirm_data', sub_status: 'wait_confirm_data', reason: null },
        ],
      }),
    });
    await store.load();
    expect(store.chosen).toEqual([SBER, ZENIT]);
    await store.choose(zenit as never, false);
    expect(network.seen.at(-1)).toMatchObject({ url: '/v1/bgsubrequest/write/selected', body: [{ subrequest_uuid: zenit.uuid, value: 'false' }] });
    expect(store.chosen).toEqual([SBER]);
    await store.choose(unicredit as never, true);
    expect(store.chosen).toEqual([SBER]);
    expect(store.canSend).toBe(true);
    await store.send();
    expect(network.seen.find((seen) => seen.url === '/v2/bgrequest/write/send')?.body).toEqual({ fko_uuids: [SBER], request_id: 42, signed: true });
    expect(toasts.toasts[0]).toMatchObject({ type: 'success', title: 'Заявка № 42 отправлена в банки', text: 'Сбербанк — ждёт согласия клиента' });
    expect(network.seen.filter((seen) => seen.url === '/v1/bgrequest/read/42/subrequests')).toHaveLength(2);
  });

  it('runs pre-scoring once when the server asks, then reads the verdicts', async () => {
    let reads = 0;
    const { store, network } = makeBanks({
      'GET /v1/bgrequest/read/42/subrequests': () => {
        reads += 1;
        return ok(listFixture([sber], { should_run_prescoring: true }));
      },
      'GET /v2/bgrequest/read/banks': banksAnswer,
      'POST /v2/bgrequest/write/42/prescoring': ok({ results: [] }),
    });
    await store.load();
    expect(network.seen.filter((seen) => seen.url === '/v2/bgrequest/write/42/prescoring')).toHaveLength(1);
    expect(reads).toBe(2);
    expect(store.prescoring).toBe(false);
    store.refreshPrescoring();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(network.seen.filter((seen) => seen.url === '/v2/bgrequest/write/42/prescoring')).toHaveLength(2);
  });

  it('asks for the failed-info when a refused bank comes without reasons', async () => {
    const bare = { ...unicredit, prescoring: null };
    const { store } = makeBanks({
      'GET /v1/bgrequest/read/42/subrequests': ok(listFixture([bare])),
      'GET /v2/bgrequest/read/banks': banksAnswer,
      [`GET /v2/bgsubrequest/read/${bare.uuid}/failed-info`]: ok({ subrequestUuid: bare.uuid, bank_uuid: UNICREDIT, bank_name: 'ЮниКредит', title: 'Не проходим', reasons: ['Банк не работает с 615-ПП'], checked_at: null }),
    });
    await store.load();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(store.reasonsOf(bare as never)).toEqual(['Банк не работает с 615-ПП']);
  });

  it('revokes, archives and unarchives by the bank uuid and the request uuid, and reads again', async () => {
    const { store, network } = makeBanks({
      'GET /v1/bgrequest/read/42/subrequests': ok(listFixture([vtbSent])),
      'GET /v2/bgrequest/read/banks': banksAnswer,
      'GET /v2/bgrequest/read/42/offer/agent': ok({ requestId: 42, offers: [] }),
      'POST /v2/bgrequest/write/revokefrombank': ok({ request_id: 42, moved: [] }),
      'POST /v1/bgrequest/write/archive': ok({ request_id: 42, moved: [] }),
      'POST /v1/bgrequest/write/unarchive': ok({ request_id: 42, moved: [] }),
    });
    await store.load();
    expect(await store.revoke(vtbSent as never)).toBe(true);
    expect(network.seen.find((seen) => seen.url === '/v2/bgrequest/write/revokefrombank')?.body).toEqual({ request_uuid: REQUEST_UUID, fko_uuids: [VTB] });
    await store.archive(null, 'Клиент передумал');
    expect(network.seen.find((seen) => seen.url === '/v1/bgrequest/write/archive')?.body).toEqual({ request_uuid: REQUEST_UUID, fko_uuids: [VTB], message: 'Клиент передумал' });
    await store.unarchive(vtbSent as never);
    expect(network.seen.find((seen) => seen.url === '/v1/bgrequest/write/unarchive')?.body).toEqual({ request_uuid: REQUEST_UUID, fko_uuids: [VTB] });
  });

  it('keeps the panel when a write is refused: the error toast speaks, the button frees', async () => {
    const { store } = makeBanks({
      'GET /v1/bgrequest/read/42/subrequests': ok(listFixture([vtbSent])),
      'GET /v2/bgrequest/read/banks': banksAnswer,
      'GET /v2/bgrequest/read/42/offer/agent': ok({ requestId: 42, offers: [] }),
      'POST /v2/bgrequest/write/revokefrombank': fail(409, 'Заявку нельзя отозвать из банка в статусе «Предложение»'),
    });
    await store.load();
    expect(await store.revoke(vtbSent as never)).toBe(false);
    expect(store.busy).toBeNull();
    expect(store.loaded).toBe(true);
  });

  it('changes the commission as typed, checks it first, and sends an offer for approval', async () => {
    const offer = offerFixture({ subrequestUuid: vtbSent.uuid });
    const { store, network } = makeBanks({
      'GET /v1/bgrequest/read/42/subrequests': ok(listFixture([vtbSent])),
      'GET /v2/bgrequest/read/banks': banksAnswer,
      'GET /v2/bgrequest/read/42/offer/agent': ok({ requestId: 42, offers: [offer] }),
      'POST /v1/bgrequest/write/changecomission': ok({}),
      'POST /v1/bgrequest/write/sendofferapprove': ok({}),
    });
    await store.load();
    expect(await store.changeCommission(offer as never, 'пятнадцать', false)).toBe('Укажите комиссию числом, например 15000,50');
    expect(await store.changeCommission(offer as never, '16 500,5', true)).toBeNull();
    expect(network.seen.find((seen) => seen.url === '/v1/bgrequest/write/changecomission')?.body).toEqual({
      offerUuid: offer.offerUuid,
      comission: '16500.50',
      isCurrentDateInvoice: true,
    });
    await store.sendForApproval(offer as never);
    expect(network.seen.find((seen) => seen.url === '/v1/bgrequest/write/sendofferapprove')?.body).toEqual({ offerUuid: offer.offerUuid, requestUuid: REQUEST_UUID });
    expect(store.acceptPath(offer as never)).toBe(`/agent/request/42/accept-offer/offer/${offer.offerUuid}`);
    expect(store.discussPath(vtbSent as never)).toBe(`/agent/request/42/discuss/bank/${VTB}`);
    expect(store.claimPath(vtbSent as never)).toBe(`/agent/request/42/claim/bank/${VTB}`);
  });

  it('opens the history and versions curtains and copies the consent link', async () => {
    const waiting = { ...sber, sub_status: 'wait_confirm_data', is_need_confirm_data: true, group: 'sent', draft_status: null };
    const { store, clipboard } = makeBanks({
      'GET /v1/bgrequest/read/42/subrequests': ok(listFixture([waiting])),
      'GET /v2/bgrequest/read/banks': banksAnswer,
      [`GET /v1/bgsubrequest/read/${waiting.uuid}/statuses`]: ok({ entries: [{ subrequestUuid: waiting.uuid, bank_uuid: SBER, bank_name: 'Сбербанк', from_status: 'prescored', from_label: 'Черновик', to_status: 'wait_confirm_data', to_label: 'Ожидает согласия', event: 'send_for_consent', event_label: 'Отправка на согласие', actor_kind: 'user', actor_label: 'Пользователь', comment: null, created_at: '2026-11-22T09:10:00Z' }] }),
      'GET /v2/bgrequest/read/offer/f0000000-0000-4000-8000-000000000001/versions': ok({ currentOfferUuid: 'f0000000-0000-4000-8000-000000000001', versions: [] }),
      'POST /v2/bgrequest/write/42/consent/link': ok({ url: 'http://localhost:8282/consent/tok', token: 'tok' }),
    });
    await store.load();
    expect(store.needsConsent).toBe(true);
    await store.openHistory(waiting as never);
    expect(store.curtain).toMatchObject({ kind: 'history', title: 'Сбербанк' });
    store.closeCurtain();
    await store.openVersions(offerFixture() as never);
    expect(store.curtain).toMatchObject({ kind: 'versions', title: 'Второй', versions: [] });
    await store.copyConsentLink();
    expect(clipboard.text).toBe('http://localhost:8282/consent/tok');
    expect(store.consentLink).toBe('http://localhost:8282/consent/tok');
  });

  it('names the banks that wait for the signature and copies one sign link for them', async () => {
    const waiting = { ...sber, sub_status: 'sent_to_client', is_need_sign_application: true, group: 'sent', draft_status: null };
    const { store, clipboard, toasts } = makeBanks({
      'GET /v1/bgrequest/read/42/subrequests': ok(listFixture([waiting])),
      'GET /v2/bgrequest/read/banks': banksAnswer,
      'POST /v2/bgrequest/write/sign-link/42': ok({ url: 'http://localhost:8282/client/simple/42?token=tok', token: 'tok', request_id: 42, expires_at: '2026-12-04T10:00:00.000Z', banks: [{ uuid: SBER, name: 'Сбербанк' }] }),
    });
    await store.load();
    expect(store.waitingForSignature).toEqual([waiting.middle_name || waiting.bank_name]);
    await store.copySignLink();
    expect(clipboard.text).toBe('http://localhost:8282/client/simple/42?token=tok');
    expect(store.signLink).toBe('http://localhost:8282/client/simple/42?token=tok');
    expect(toasts.toasts.map((toast) => toast.title)).toContain('Ссылка на подписание скопирована (Сбербанк)');
  });

  it('reads the progress stages of a deal', async () => {
    const deal = { ...vtbSent, sub_status: 'deal_wait_payment', progress_stage: 2, status: 'WaitingPay' };
    const { store } = makeBanks({
      'GET /v1/bgrequest/read/42/subrequests': ok(listFixture([deal])),
      'GET /v2/bgrequest/read/banks': banksAnswer,
      'GET /v2/bgrequest/read/42/offer/agent': ok({ requestId: 42, offers: [] }),
    });
    await store.load();
    expect(store.viewOf(deal as never)).toBe('progress');
    expect(store.progressOf(deal as never).steps.map((step) => step.state)).toEqual(['done', 'inProcess', 'waiting', 'waiting']);
  });

  it('says so when the banks cannot be read', async () => {
    const { store } = makeBanks({ 'GET /v1/bgrequest/read/42/subrequests': fail(500) });
    expect(await store.load()).toBe(false);
    expect(store.loadError).toBe('Не удалось загрузить банки заявки');
  });
});
