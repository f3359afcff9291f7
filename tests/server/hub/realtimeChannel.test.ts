import { beforeAll, expect, it } from 'vitest';
import { createRealtimeConnection, hubUrl, type RequestStatusChangedEvent } from '../../../src/api/realtime';
import type { Clock } from '../../../src/runtime/ports';
import { HUB_START_FAILED, RealtimeStore, START_RETRY_MS } from '../../../src/runtime/RealtimeStore';
import { registeredAgent } from '../helpers/accounts';
import { forEachDatabase } from '../helpers/serverContext';
import { eventually, listen } from './hubClient';

/** Real timers, with every delay the store asks for remembered, so the 5 s retry runs at once. */
function hurriedClock(asked: number[]): Clock {
  return {
    now: () => Date.now(),
    setTimeout: (callback, ms) => {
      asked.push(ms);
      return setTimeout(callback, 0);
    },
    clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
  };
}

it('the hub address sits under the API base with one slash', () => {
  expect(hubUrl('/')).toBe('/hubs/notifications');
  expect(hubUrl('https://api.example.ru/')).toBe('https://api.example.ru/hubs/notifications');
  expect(hubUrl('http://localhost:8080')).toBe('http://localhost:8080/hubs/notifications');
});

forEachDatabase('the browser real-time channel against the hub', (ctx) => {
  let baseUrl = '';
  let agent: { token: string; organizationUuid: string };

  beforeAll(async () => {
    const registered = await registeredAgent(ctx.app);
    agent = { token: registered.token, organizationUuid: registered.user.organization_uuid };
    baseUrl = await listen(ctx.app);
  });

  it('retries a refused start, connects once signed in, hears events, and refetches after a reconnect', async () => {
    let token: string | null = null;
    const asked: number[] = [];
    const logged: string[] = [];
    const store = new RealtimeStore(createRealtimeConnection({ baseURL: `${baseUrl}/`, token: () => token }), {
      clock: hurriedClock(asked),
      logger: { error: (message) => logged.push(message) },
    });
    const events: RequestStatusChangedEvent[] = [];
    store.subscribe('RequestStatusChanged', (event) => events.push(event));
    let refetches = 0;
    store.onReconnected(() => (refetches += 1));
    try {
      store.start();
      await eventually(() => logged.length >= 1);
      expect(logged[0]).toBe(HUB_START_FAILED);
      expect(asked[0]).toBe(START_RETRY_MS);
      token = agent.token;
      await eventually(() => store.state === 'Connected');
      // Registered while the channel was down: what it guards is read once more as it first connects.
      expect(refetches).toBe(1);

      const event = { status: 'offer_sent', requestId: '77', fkoKey: 'bank-a', bank_uuid: null, bank_name: 'Банк А' };
      await ctx.app.hub.publish({ organizationUuids: [agent.organizationUuid], requestUsers: null, target: 'RequestStatusChanged', payload: event });
      await eventually(() => events.length === 1);
      expect(events).toEqual([event]);

      await ctx.app.hub.closeAll();
      await eventually(() => refetches === 2, 5000);
      expect(store.state).toBe('Connected');
    } finally {
      await store.stop();
    }
    expect(store.state).toBe('Disconnected');
  });
});
