import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../src/api';
import { errorToastFor } from '../../src/runtime/errorToastFor';
import { ok, type Reply } from '../api/support/scriptedAdapter';
import { makeRoot } from './support/harness';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a lost connection (no answer at all)', () => {
  it('says the connection is lost and that it is retried, never «обратитесь в техподдержку»', () => {
    const outcome = errorToastFor(new ApiFailure({ source: 'network', call: 'GET /v1/config/read/app' }));
    expect(outcome.connectionLost).toBe(true);
    expect(outcome.toast.title).toBe('Нет связи с сервером');
    expect(outcome.toast.text).toMatch(/Соединение с сервером потеряно/);
    expect(outcome.toast.text).toMatch(/повторим/);
    expect(outcome.toast.text).not.toMatch(/поддержк/);
    expect(outcome.toast.buttons).toEqual([{ label: 'Повторить', action: 'retryConnection' }]);
    // It stays until the connection is back: a toast that went away would say nothing is wrong.
    expect(outcome.toast.removeTime).toBeUndefined();
  });

  it('one toast however many calls fail; retried by itself, and at once by «Повторить»; gone when the server answers', async () => {
    let online = false;
    const whenOnline = (reply: Reply) => (): Reply => (online ? reply : { network: 'down' });
    const { root, clock, network } = makeRoot({
      'GET /v1/config/read/app': whenOnline(ok({ registration: true })),
      'GET /health/live': whenOnline(ok({ status: 'live' })),
    });
    await root.config.load();
    await root.config.load();
    expect(root.toasts.toasts.map((toast) => toast.title)).toEqual(['Нет связи с сервером']);
    expect(root.connection.lost).toBe(true);

    // The first automatic try, still offline: the toast stays.
    const probes = () => network.seen.filter((seen) => seen.url === '/health/live').length;
    clock.advance(2_000);
    await settle();
    expect(probes()).toBe(1);
    expect(root.toasts.toasts.map((toast) => toast.title)).toEqual(['Нет связи с сервером']);

    // «Повторить» tries at once (offline still: the toast stays on screen).
    const toast = root.toasts.toasts[0]!;
    await root.toasts.press(toast.id, toast.buttons[0]!);
    expect(probes()).toBe(2);
    expect(root.toasts.toasts.map((shown) => shown.title)).toEqual(['Нет связи с сервером']);

    // Back online: the next try finds the server, the toast goes, what is on screen is read again.
    online = true;
    let refreshed = 0;
    root.connection.onRestored(() => refreshed++);
    clock.advance(60_000);
    await settle();
    await settle();
    expect(root.connection.lost).toBe(false);
    expect(root.toasts.toasts.map((shown) => shown.title)).toEqual(['Связь восстановлена']);
    expect(refreshed).toBe(1);
    expect(clock.pending).toBeGreaterThanOrEqual(1); // only the success toast's own lifetime
    clock.advance(60_000);
    expect(root.toasts.toasts).toEqual([]);
  });
});
