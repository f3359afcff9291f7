import { describe, expect, it } from 'vitest';
import { settingsFromChoices } from '../../../src/domain/notifications/notificationSettings';
import type { NotificationSettingsWire } from '../../../src/domain/wire/notificationsWire';
import { fail, ok, type SeenRequest } from '../../api/support/scriptedAdapter';
import { flush, makeLiveRoot } from '../banks/support';

const event = (status: string) => ({ status, requestId: '42', fkoKey: 'sber', bank_uuid: '9fee5cae-0291-5434-ba9d-748f6a58e441', bank_name: 'Сбербанк' });

function wire(overrides: Partial<NotificationSettingsWire> = {}, choices: { kind: string; channel: string; enabled: boolean }[] = []): NotificationSettingsWire {
  return { disabled_notifications: false, settings: settingsFromChoices(choices), email: 'anna@garant-broker.ru', phone: null, ...overrides };
}

/** The server's side of the write: the stored settings with the body's switches laid over. */
function writable(initial: NotificationSettingsWire) {
  let state = structuredClone(initial);
  const writes: unknown[] = [];
  return {
    writes,
    route: (request: SeenRequest) => {
      const body = (typeof request.body === 'string' ? JSON.parse(request.body) : request.body) as { disabled_notifications?: boolean; settings?: { kind: string; channel: 'app' | 'email' | 'sms'; enabled: boolean }[] };
      writes.push(body);
      state = structuredClone(state);
      if (body.disabled_notifications !== undefined) state.disabled_notifications = body.disabled_notifications;
      for (const change of body.settings ?? []) state.settings[change.kind]![change.channel] = change.enabled;
      return ok(state);
    },
  };
}

async function signedIn(settings: NotificationSettingsWire, routes: Parameters<typeof makeLiveRoot>[0] = {}) {
  const live = makeLiveRoot({ 'GET /v1/currentuser/read/notifications': ok(settings), ...routes });
  await live.root.start();
  await flush();
  return live;
}

describe('notification settings in the browser', () => {
  it('reads the settings at sign-in and silences the toasts of a kind off in the app', async () => {
    const { root, connection } = await signedIn(wire({}, [{ kind: 'offer', channel: 'app', enabled: false }]));
    expect(root.notificationSettings.loadState).toBe('loaded');
    connection.emit('RequestStatusChanged', event('offer_wait_approve'));
    expect(root.toasts.toasts).toEqual([]);
    connection.emit('RequestStatusChanged', event('canceled'));
    expect(root.toasts.toasts.map((toast) => toast.title)).toEqual(['Отказ по Заявке № 42']);
  });

  it('follows a switch turned on the page at once, and the global one', async () => {
    const server = writable(wire());
    const { root, connection } = await signedIn(wire(), { 'POST /v1/currentuser/write/notifications': server.route });
    const store = root.notificationSettings;
    const turning = store.toggle('demand', 'app', false);
    expect(store.isOn('demand', 'app')).toBe(false);
    expect(store.isSaving('demand/app')).toBe(true);
    await turning;
    expect(server.writes).toEqual([{ settings: [{ kind: 'demand', channel: 'app', enabled: false }] }]);
    expect(store.saved).toBe(1);
    connection.emit('RequestStatusChanged', event('bank_tracking_discussion'));
    expect(root.toasts.toasts).toEqual([]);

    await store.setDisabled(true);
    connection.emit('RequestStatusChanged', event('deal_guarantee_sent'));
    expect(root.toasts.toasts).toEqual([]);
    // Returned to draft ignores the global switch (spec-2 §4.2).
    connection.emit('RequestStatusChanged', event('offer_returned'));
    expect(root.toasts.toasts).toHaveLength(1);
  });

  it('turns the switch back and says why when the server refuses', async () => {
    const { root } = await signedIn(wire(), { 'POST /v1/currentuser/write/notifications': fail(400, 'Неизвестный вид уведомлений: «offer»') });
    const store = root.notificationSettings;
    await store.toggle('offer', 'email', false);
    expect(store.isOn('offer', 'email')).toBe(true);
    expect(store.saveError).toBe('Неизвестный вид уведомлений: «offer»');
    // The page shows it; no red toast besides.
    expect(root.toasts.toasts).toEqual([]);
  });

  it('shows every toast by the defaults when the settings cannot be read, and forgets them on sign-out', async () => {
    const { root, connection } = await signedIn(wire(), { 'GET /v1/currentuser/read/notifications': fail(500), 'POST /v1/logout/write': ok({}) });
    expect(root.notificationSettings.loadState).toBe('failed');
    expect(root.toasts.toasts).toEqual([]);
    connection.emit('RequestStatusChanged', event('offer_wait_approve'));
    expect(root.toasts.toasts).toHaveLength(1);
    await root.logout();
    await flush();
    expect(root.notificationSettings.loadState).toBe('idle');
  });
});
