import { describe, expect, it } from 'vitest';
import { createRevisionsApi, createSigningApi } from '../../../src/api';
import type { RevisionActWire } from '../../../src/domain/wire/revisionWire';
import { RevisionsStore } from '../../../src/runtime/revisions/RevisionsStore';
import { fail, ok, type Route, type SeenRequest } from '../../api/support/scriptedAdapter';
import { makeRoot } from '../support/harness';
import { actOf, certificate, detailsOf, goodDetails, revisions, signerDouble } from './fixtures';

function screen(routes: Record<string, Route>, signed: Uint8Array[] = []) {
  const made = makeRoot(routes);
  const saved: { name: string; mime: string; bytes: number[] }[] = [];
  let uuids = 0;
  const store = new RevisionsStore({
    api: createRevisionsApi(made.root.http),
    signing: createSigningApi(made.root.http),
    signer: signerDouble(signed),
    toasts: made.root.toasts,
    save: (bytes, name, mime) => saved.push({ name, mime, bytes: [...bytes] }),
    newUuid: () => `5c000000-0000-4000-8000-00000000000${++uuids}`,
  });
  return { ...made, store, saved };
}

const posts = (seen: SeenRequest[]) => seen.filter((request) => request.method === 'POST').map((request) => [request.url, request.body]);
const titles = (root: ReturnType<typeof makeRoot>['root']) => root.toasts.toasts.map((toast) => toast.title);

describe('RevisionsStore: the agent’s acts', () => {
  it('reads the open month, the acts and whether account details are filled', async () => {
    const { store } = screen({ 'GET /v2/revision/read/agent': ok(revisions([actOf('2026-10', 'sent'), actOf('2026-09', 'paid')], true)) });
    await store.load();
    expect(store.openPeriod?.period).toBe('2026-11');
    expect(store.acts.map((act) => act.state)).toEqual(['sent', 'paid']);
    expect(store.toSign).toBe(1);
    expect(store.hasAccountDetails).toBe(true);
    expect(store.loadError).toBe(false);
  });

  it('reads the list and the opened act again when the live channel says an act changed, until stopped', async () => {
    const act = actOf('2026-10', 'sent');
    const made = makeRoot({
      'GET /v2/revision/read/agent': ok(revisions([act])),
      'GET /v2/revision/read/account/details': ok(null),
      [`GET /v2/revision/read/act/${act.uuid}`]: ok(detailsOf(act)),
    });
    let handler: ((event: { actUuid: string; period: string; state: 'paid' }) => void) | null = null;
    const store = new RevisionsStore({
      api: createRevisionsApi(made.root.http),
      signing: createSigningApi(made.root.http),
      signer: signerDouble(),
      toasts: made.root.toasts,
      save: () => undefined,
      newUuid: () => 'x',
      listen: (given) => {
        handler = given;
        return () => {
          handler = null;
        };
      },
    });
    store.start();
    store.open(act.uuid);
    const reads = () => made.network.seen.filter((request) => request.url === '/v2/revision/read/agent' || request.url === `/v2/revision/read/act/${act.uuid}`).length;
    await expect.poll(reads).toBe(2);
    handler!({ actUuid: act.uuid, period: '2026-10', state: 'paid' });
    await expect.poll(reads).toBe(4);
    store.stop();
    expect(handler).toBeNull();
  });

  it('tells a list that could not be read (nothing was shown yet)', async () => {
    const { store } = screen({ 'GET /v2/revision/read/agent': fail(500) });
    await store.load();
    expect(store.loadError).toBe(true);
  });

  it('opens an act with its lines and its discussion', async () => {
    const act = actOf('2026-10', 'formed', { chat_uuid: 'c0000000-0000-4000-8000-000000000001', dispute: 'Нет сделки № 103' });
    const { store, network } = screen({
      'GET /v2/revision/read/agent': ok(revisions([act])),
      [`GET /v2/revision/read/act/${act.uuid}`]: ok(detailsOf(act)),
      [`GET /v2/revision/read/chat/${act.uuid}`]: ok({ act_uuid: act.uuid, chat_uuid: act.chat_uuid, state: 'formed', dispute: act.dispute, messages: [message(1, 'Нет сделки № 103')] }),
    });
    const opened = store.open(act.uuid);
    expect(store.open(act.uuid)).toBe(opened);
    await expect.poll(() => opened.messages.map((entry) => entry.text)).toEqual(['Нет сделки № 103']);
    expect(opened.lines.map((entry) => entry.request_id)).toEqual([101, 102]);
    expect(opened.signing).toBeNull();
    expect(network.seen.filter((request) => request.url.startsWith('/v2/revision/read/chat/')).length).toBe(1);
    store.close();
    expect(store.opened).toBeNull();
  });

  it('signs a sent act: the PDF signed detached, the signature stored under one scope, the act signed by that scope; then read again', async () => {
    let state: RevisionActWire['state'] = 'sent';
    const act = () => actOf('2026-10', state, state === 'agent_signed' ? { signatures: [signature()] } : {});
    const signed: Uint8Array[] = [];
    const { store, network, root } = screen(
      {
        'GET /v2/revision/read/agent': () => ok(revisions([act()])),
        [`GET /v2/revision/read/act/${act().uuid}`]: () => ok(detailsOf(act())),
        [`GET ${act().files.pdf!.link}`]: { status: 200, body: new Uint8Array([37, 80, 68, 70]).buffer },
        'POST /v1/storage/write/signature': ok({ ...signature(), request_id: null, purpose: 'revision_act', completed: false, request_signed: false, moved_subrequests: [] }),
        'POST /v1/revision/write/act/agent-sign': () => {
          state = 'agent_signed';
          return ok({ signed: 1 });
        },
      },
      signed,
    );
    const opened = store.open(act().uuid);
    await expect.poll(() => opened.signing?.loadState).toBe('loaded');
    expect(opened.signing?.canSign).toBe(true);
    await opened.sign();
    expect(signed.map((bytes) => [...bytes])).toEqual([[37, 80, 68, 70]]);
    expect(posts(network.seen)).toEqual([
      ['/v1/storage/write/signature', { file_uuid: act().files.pdf!.uuid, signature: 'MIIBdouble', is_attached: false, scope: '5c000000-0000-4000-8000-000000000001' }],
      ['/v1/revision/write/act/agent-sign', { uuids: [act().uuid], scope_uuid: '5c000000-0000-4000-8000-000000000001' }],
    ]);
    await expect.poll(() => opened.act?.state).toBe('agent_signed');
    expect(titles(root)).toContain('Акт № А-2026-10-0001 подписан');
    expect(opened.signing).toBeNull();
  });

  it('a refused signature (another company’s) is the document’s failure; the act is not signed', async () => {
    const act = actOf('2026-10', 'sent');
    const { store, network } = screen({
      'GET /v2/revision/read/agent': ok(revisions([act])),
      [`GET /v2/revision/read/act/${act.uuid}`]: ok(detailsOf(act)),
      [`GET ${act.files.pdf!.link}`]: { status: 200, body: new Uint8Array([1]).buffer },
      'POST /v1/storage/write/signature': fail(400, 'Сертификат выдан другой организации'),
    });
    const opened = store.open(act.uuid);
    await expect.poll(() => opened.signing?.loadState).toBe('loaded');
    await opened.sign();
    expect(opened.signing?.failures[0]).toContain('Сертификат выдан другой организации');
    expect(posts(network.seen).map(([url]) => url)).toEqual(['/v1/storage/write/signature']);
  });

  it('disputes a sent act with a message, and asks for the words first', async () => {
    const act = actOf('2026-10', 'sent');
    const { store, network, root } = screen({
      'GET /v2/revision/read/agent': ok(revisions([act])),
      [`GET /v2/revision/read/act/${act.uuid}`]: ok(detailsOf(act)),
      'POST /v2/revision/write/chat/message': ok({ id: 1 }),
    });
    const opened = store.open(act.uuid);
    await expect.poll(() => opened.act).not.toBeNull();
    expect(await opened.sendMessage(true)).toBe(false);
    expect(opened.messageProblem).toBe('Напишите, с чем вы не согласны: оператор увидит это в обсуждении акта');
    opened.setText('  Нет сделки № 103  ');
    expect(opened.messageProblem).toBeNull();
    expect(await opened.sendMessage(true)).toBe(true);
    expect(posts(network.seen)).toEqual([['/v2/revision/write/chat/message', { act_uuid: act.uuid, message: 'Нет сделки № 103', dispute: true }]]);
    expect(opened.text).toBe('');
    expect(titles(root)).toContain('Акт оспорен: оператор переформирует его');
  });

  it('keeps the message typed when the server refuses it', async () => {
    const act = actOf('2026-10', 'paid');
    const { store } = screen({
      [`GET /v2/revision/read/act/${act.uuid}`]: ok(detailsOf(act)),
      'POST /v2/revision/write/chat/message': fail(400, 'Акт уже оплачен'),
    });
    const opened = store.open(act.uuid);
    await expect.poll(() => opened.act).not.toBeNull();
    opened.setText('Вопрос');
    expect(await opened.sendMessage()).toBe(false);
    expect(opened.text).toBe('Вопрос');
  });

  it('makes the invoice only for an act the agent signed and with account details, then downloads its PDF', async () => {
    const invoice = { uuid: 'i1', number: '2026-0007', date: '2026-11-03', total_kopecks: 11_676_793, link: '/v1/storage/read/file/i1/name/invoice.pdf' };
    let made = false;
    let hasDetails = false;
    const act = () => actOf('2026-10', 'agent_signed', { invoice: made ? invoice : null });
    const { store, network, saved } = screen({
      'GET /v2/revision/read/agent': () => ok(revisions([act()], hasDetails)),
      [`GET /v2/revision/read/act/${act().uuid}`]: () => ok(detailsOf(act())),
      'POST /v2/revision/write/generate/account': () => {
        made = true;
        return ok(invoice);
      },
      [`GET ${invoice.link}`]: { status: 200, body: new Uint8Array([37, 80]).buffer },
    });
    await store.load();
    const opened = store.open(act().uuid);
    await expect.poll(() => opened.act).not.toBeNull();
    expect(opened.invoiceRefusal).toBe('Заполните банковские реквизиты: по ним выставляется счёт');
    expect(await opened.generateInvoice()).toBe(false);
    hasDetails = true;
    await store.load();
    expect(opened.invoiceRefusal).toBeNull();
    expect(await opened.generateInvoice()).toBe(true);
    expect(posts(network.seen)).toEqual([['/v2/revision/write/generate/account', { act_uuid: act().uuid }]]);
    expect(saved).toEqual([{ name: 'Счёт 2026-0007.pdf', mime: 'application/pdf', bytes: [37, 80] }]);
  });

  it('refuses an invoice for an act not signed by the agent', async () => {
    const act = actOf('2026-10', 'sent');
    const { store } = screen({ [`GET /v2/revision/read/act/${act.uuid}`]: ok(detailsOf(act)) });
    const opened = store.open(act.uuid);
    await expect.poll(() => opened.act).not.toBeNull();
    expect(opened.invoiceRefusal).toBe('Счёт выставляется по акту, подписанному агентом');
  });

  it('downloads the act’s PDF and its lines as xlsx under readable names', async () => {
    const act = actOf('2026-10', 'paid');
    const { store, saved } = screen({
      [`GET /v2/revision/read/act/${act.uuid}`]: ok(detailsOf(act)),
      [`GET ${act.files.pdf!.link}`]: { status: 200, body: new Uint8Array([1]).buffer },
      [`GET ${act.files.xlsx_link}`]: { status: 200, body: new Uint8Array([2]).buffer },
    });
    const opened = store.open(act.uuid);
    await expect.poll(() => opened.act).not.toBeNull();
    await opened.download('pdf');
    await opened.download('xlsx');
    expect(saved.map((file) => [file.name, file.bytes])).toEqual([
      ['Акт 2026-10.pdf', [1]],
      ['Акт А-2026-10-0001.xlsx', [2]],
    ]);
  });
});

describe('AccountDetailsStore: the platform’s checks inline', () => {
  it('shows a field’s problem once touched, refuses to save bad details, saves good ones', async () => {
    const { store, network } = screen({
      'GET /v2/revision/read/account/details': ok(null),
      'POST /v2/revision/write/account/details': (request) => ok(request.body),
      'GET /v2/revision/read/agent': ok(revisions([], true)),
    });
    await store.account.load();
    expect(store.account.problemOf('bik')).toBeNull();
    store.account.set('bik', '0445 252-2');
    expect(store.account.values.bik).toBe('04452522');
    expect(store.account.problemOf('bik')).toBe('БИК должен состоять ровно из 9 цифр');
    expect(await store.account.save()).toBe(false);
    expect(store.account.problemOf('cur_account')).toBe('Расчётный счёт должен состоять ровно из 20 цифр');
    expect(posts(network.seen)).toEqual([]);
    for (const [field, value] of Object.entries(goodDetails)) store.account.set(field as keyof typeof goodDetails, value);
    expect(store.account.valid).toBe(true);
    expect(await store.account.save()).toBe(true);
    expect(posts(network.seen)).toEqual([['/v2/revision/write/account/details', goodDetails]]);
    await expect.poll(() => store.hasAccountDetails).toBe(true);
  });

  it('reads the details already saved', async () => {
    const { store } = screen({ 'GET /v2/revision/read/account/details': ok(goodDetails) });
    await store.account.load();
    expect(store.account.values).toEqual(goodDetails);
  });
});

function message(id: number, text: string) {
  return { id, text, author: { name: 'Смирнова Анна', side: 'agent' }, time: '2026-11-02T10:00:00.000Z', own: true };
}

function signature() {
  return { uuid: 's1', file_uuid: 'f1', scope: 'x', is_attached: false, signed_at: '2026-11-02T10:00:00.000Z', certificate, valid: true, problem: null };
}
