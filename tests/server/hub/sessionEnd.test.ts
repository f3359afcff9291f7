import { HubConnectionState } from '@microsoft/signalr';
import { expect, it } from 'vitest';
import { registeredAgent } from '../helpers/accounts';
import { client, forEachDatabase } from '../helpers/serverContext';
import { collect, eventually, hubTestBed, sleep } from './hubClient';

const statusEvent = (requestId: string) => ({ status: 'prescored', requestId, fkoKey: 'bank-a', bank_uuid: null, bank_name: 'Банк А' });

// No test here calls hub.sweep(): the periodic check runs every 15 s, and each ending must act sooner.
forEachDatabase('the hub closes the connections of an ended session at once', (ctx) => {
  const hub = hubTestBed(ctx);

  /** A signed-in agent with a live hub connection that records its events and its close. */
  async function connected() {
    const session = await registeredAgent(ctx.app);
    const connection = await hub.connect(session.token);
    const got = collect(connection, 'RequestStatusChanged');
    const closing: { at: number | null; error: Error | undefined } = { at: null, error: undefined };
    connection.onclose((error) => {
      closing.at = Date.now();
      closing.error = error;
    });
    const organizationUuid = session.user.organization_uuid;
    // The connection hears its organisation before the session ends.
    await ctx.app.hub.publish({ organizationUuids: [organizationUuid], requestUsers: null, target: 'RequestStatusChanged', payload: statusEvent('before') });
    await eventually(() => got.length === 1);
    return { session, connection, got, closing, organizationUuid };
  }

  async function expectClosedWithinASecond(state: Awaited<ReturnType<typeof connected>>, endedAt: number): Promise<void> {
    await ctx.app.hub.publish({ organizationUuids: [state.organizationUuid], requestUsers: null, target: 'RequestStatusChanged', payload: statusEvent('after') });
    await eventually(() => state.closing.at !== null, 1000);
    expect(state.closing.at! - endedAt).toBeLessThan(1000);
    expect(state.closing.error?.message).toContain('Сессия завершена');
    expect(state.connection.state).toBe(HubConnectionState.Disconnected);
    await sleep(100);
    expect(state.got).toEqual([statusEvent('before')]);
  }

  it('on logout', async () => {
    const state = await connected();
    const endedAt = Date.now();
    expect((await client(ctx.app, { token: state.session.token }).post('/v1/logout/write')).status).toBe(200);
    await expectClosedWithinASecond(state, endedAt);
  });

  it('on logout through another instance of the server', async () => {
    const state = await connected();
    const endedAt = Date.now();
    expect((await client(hub.otherInstance, { token: state.session.token }).post('/v1/logout/write')).status).toBe(200);
    await expectClosedWithinASecond(state, endedAt);
  });

  it('when the account is disabled', async () => {
    const state = await connected();
    const endedAt = Date.now();
    await ctx.database.db.updateTable('users').set({ disabled_at: new Date() }).where('uuid', '=', state.session.user.uuid).execute();
    await expectClosedWithinASecond(state, endedAt);
  });

  it('when the user leaves the organisation of the session', async () => {
    const state = await connected();
    const endedAt = Date.now();
    const user = await ctx.database.db.selectFrom('users').select('id').where('uuid', '=', state.session.user.uuid).executeTakeFirstOrThrow();
    await ctx.database.db.deleteFrom('memberships').where('user_id', '=', user.id).execute();
    await expectClosedWithinASecond(state, endedAt);
  });

  it('and keeps a connection whose session is still live', async () => {
    const state = await connected();
    const other = await connected();
    expect((await client(ctx.app, { token: other.session.token }).post('/v1/logout/write')).status).toBe(200);
    await eventually(() => other.closing.at !== null, 1000);
    await ctx.app.hub.publish({ organizationUuids: [state.organizationUuid], requestUsers: null, target: 'RequestStatusChanged', payload: statusEvent('still') });
    await eventually(() => state.got.length === 2);
    expect(state.connection.state).toBe(HubConnectionState.Connected);
  });
});
