import { describe, expect, it } from 'vitest';
import { selectedRequestOf } from '../../../src/runtime/banks/PushStore';
import { fail, ok } from '../../api/support/scriptedAdapter';
import { flush, makeLiveRoot } from './support';

const event = (status: string, overrides: Record<string, unknown> = {}) => ({
  status,
  requestId: '42',
  fkoKey: 'sber',
  bank_uuid: '9fee5cae-0291-5434-ba9d-748f6a58e441',
  bank_name: 'Сбербанк',
  ...overrides,
});

async function signedIn(options: Parameters<typeof makeLiveRoot>[1] = {}, routes: Parameters<typeof makeLiveRoot>[0] = {}) {
  const live = makeLiveRoot(routes, options);
  await live.root.start();
  await flush();
  return live;
}

describe('live push', () => {
  it('connects when the user is signed in and disconnects on logout', async () => {
    const { root, connection } = await signedIn({}, { 'POST /v1/logout/write': ok({}) });
    expect(connection.starts).toBe(1);
    expect(root.realtime?.state).toBe('Connected');
    await root.logout();
    await flush();
    expect(connection.stops).toBe(1);
    expect(root.realtime?.state).toBe('Disconnected');
  });

  it('shows the new-offer toast with its type, text, lifetime and the openSidebar button', async () => {
    const { root, connection, clock } = await signedIn();
    connection.emit('RequestStatusChanged', event('offer_wait_approve'));
    expect(root.toasts.toasts).toHaveLength(1);
    const [toast] = root.toasts.toasts;
    expect(toast).toMatchObject({
      type: 'offer',
      title: 'Предложение по Заявке № 42',
      request_id: 42,
      removeTime: 10000,
      buttons: [{ label: 'Открыть заявку', action: 'openSidebar' }],
    });
    expect(toast?.text).toContain('Сбербанк');
    clock.advance(10000);
    expect(root.toasts.toasts).toHaveLength(0);
  });

  it('opens the request sidebar from the toast button', async () => {
    const { root, connection, navigation } = await signedIn();
    connection.emit('RequestStatusChanged', event('deal_guarantee_sent'));
    const [toast] = root.toasts.toasts;
    expect(toast?.removeTime).toBe(300000);
    await root.toasts.press(toast!.id, toast!.buttons[0]!);
    expect(navigation.last).toBe('/agent/requests/all?selected=42');
  });

  it('keeps quiet when notifications are disabled, except for the returned-to-draft toast', async () => {
    const { root, connection } = await signedIn({ user: { disabled_notifications: true } });
    connection.emit('RequestStatusChanged', event('offer_wait_approve'));
    connection.emit('RequestStatusChanged', event('canceled'));
    expect(root.toasts.toasts).toHaveLength(0);
    connection.emit('RequestStatusChanged', event('offer_returned'));
    expect(root.toasts.toasts.map((toast) => toast.title)).toEqual(['Вернули в Черновик по Заявке № 42']);
    expect(root.toasts.toasts[0]?.removeTime).toBe(5000);
  });

  it('keeps quiet while the sidebar of the request is open; its open page reloads and still hears the toast', async () => {
    const { root, connection, navigation } = await signedIn();
    let reloads = 0;
    const unwatch = root.push!.watch({ requestId: 42, reload: () => (reloads += 1) });
    connection.emit('RequestStatusChanged', event('offer_wait_approve'));
    expect(root.toasts.toasts.map((toast) => toast.title)).toEqual(['Предложение по Заявке № 42']);
    root.toasts.hideAll();
    expect(reloads).toBe(1);
    connection.emit('RequestStatusChanged', event('offer_returned'));
    expect(reloads).toBe(2);
    root.toasts.hideAll();
    unwatch();
    navigation.go('/agent/requests/all?selected=42');
    connection.emit('RequestStatusChanged', event('deal_wait_payment'));
    expect(root.toasts.toasts).toHaveLength(0);
    connection.emit('RequestStatusChanged', event('deal_wait_payment', { requestId: '43' }));
    expect(root.toasts.toasts.map((toast) => toast.title)).toEqual(['Ожидает оплаты по Заявке № 43']);
    expect(reloads).toBe(2);
  });

  it('refreshes pre-scoring without a toast, and the chat of an open request on a new message', async () => {
    const { root, connection } = await signedIn();
    const seen: string[] = [];
    root.push!.watch({ requestId: 42, reload: () => seen.push('reload'), refreshPrescoring: () => seen.push('prescoring'), refreshChat: (key) => seen.push(`chat:${key}`) });
    connection.emit('RequestStatusChanged', event('prescoring_failed'));
    connection.emit('NewChatMessage', { requestId: '42', fkoKey: 'sber' });
    connection.emit('NewChatMessage', { requestId: '7', fkoKey: 'sber' });
    expect(root.toasts.toasts).toHaveLength(0);
    expect(seen).toEqual(['prescoring', 'reload', 'chat:sber']);
  });

  it('reloads every open view after a reconnect, since missed events are not replayed', async () => {
    const { root, connection } = await signedIn();
    const seen: number[] = [];
    root.push!.watch({ requestId: 42, reload: () => seen.push(42) });
    root.push!.watch({ requestId: 7, reload: () => seen.push(7) });
    connection.regain();
    expect(seen).toEqual([42, 7]);
  });

  it('shows the offer-awaits-acceptance toast to a client only', async () => {
    const agent = await signedIn();
    agent.connection.emit('RequestStatusChanged', event('offer_sent'));
    expect(agent.root.toasts.toasts).toHaveLength(0);
    const client = await signedIn({ user: { actor: 'client', user_type: 'client' } });
    client.connection.emit('RequestStatusChanged', event('offer_sent'));
    expect(client.root.toasts.toasts.map((toast) => toast.title)).toEqual(['Ожидает принятия по Заявке № 42']);
  });

  it('copies a fresh consent link from the agent toast only when pressed', async () => {
    let links = 0;
    const { root, connection, clipboard, network } = await signedIn({}, {
      'POST /v2/bgrequest/write/42/consent/link': () => {
        links += 1;
        return ok({ url: 'http://localhost/consent/abc', token: 'abc' });
      },
    });
    connection.emit('RequestStatusChanged', event('wait_confirm_data'));
    const [toast] = root.toasts.toasts;
    expect(toast?.buttons.map((button) => button.label)).toEqual(['Скопировать ссылку', 'Список заявок']);
    expect(links).toBe(0);
    await root.toasts.press(toast!.id, toast!.buttons[0]!);
    expect(links).toBe(1);
    expect(clipboard.text).toBe('http://localhost/consent/abc');
    expect(root.toasts.toasts.map((shown) => shown.title)).toEqual(['Ссылка на согласие скопирована']);
    expect(network.seen.filter((seen) => seen.url.includes('consent')).length).toBe(1);
  });

  it('copies one sign link covering every bank that waits for the signature, made only when pressed', async () => {
    const bodies: unknown[] = [];
    const { root, connection, clipboard } = await signedIn({}, {
      'POST /v2/bgrequest/write/sign-link/42': (request) => {
        bodies.push(request.body);
        return ok({ url: 'http://localhost/client/simple/42?token=abc', token: 'abc', request_id: 42, expires_at: '2026-12-04T10:00:00.000Z', banks: [{ uuid: 'b1', name: 'Банк Зенит' }, { uuid: 'b2', name: 'Кубань Кредит' }] });
      },
    });
    connection.emit('RequestStatusChanged', event('sent_to_client'));
    const [toast] = root.toasts.toasts;
    expect(toast?.buttons.map((button) => button.label)).toEqual(['Скопировать ссылку', 'Список заявок']);
    expect(bodies).toEqual([]);
    await root.toasts.press(toast!.id, toast!.buttons[0]!);
    expect(bodies).toEqual([{ fko_uuids: [] }]);
    expect(clipboard.text).toBe('http://localhost/client/simple/42?token=abc');
    expect(root.toasts.toasts.map((shown) => shown.title)).toEqual(['Ссылка на подписание скопирована (Банк Зенит, Кубань Кредит)']);
  });

  it('ignores an event of a request it cannot read, and survives a failing view', async () => {
    const { root, connection, logger } = await signedIn({}, { 'POST /v2/bgrequest/write/42/consent/link': fail(500) });
    root.push!.watch({ requestId: 42, reload: () => { throw new Error('boom'); } });
    connection.emit('RequestStatusChanged', event('offer_wait_approve', { requestId: 'abc' }));
    expect(root.toasts.toasts).toHaveLength(0);
    connection.emit('RequestStatusChanged', event('sent'));
    expect(logger.entries).toContain('Реакция на событие хаба завершилась ошибкой');
  });

  it('reads the selected request of the address', () => {
    expect(selectedRequestOf('?selected=42&sidebartab=bank')).toBe(42);
    expect(selectedRequestOf('?selected=abc')).toBeNull();
    expect(selectedRequestOf('')).toBeNull();
  });
});
