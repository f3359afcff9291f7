import { HubConnectionState, type HubConnection } from '@microsoft/signalr';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { registeredAgent, uniqueInn } from '../helpers/accounts';
import { client, forEachDatabase } from '../helpers/serverContext';
import { collect, eventually, hubConnection, listen, sleep } from './hubClient';

const statusEvent = (requestId: string) => ({ status: 'prescored', requestId, fkoKey: 'bank-a', bank_uuid: null, bank_name: 'Банк А' });

forEachDatabase('notification hub', (ctx) => {
  let baseUrl = '';
  let agent: { token: string; organizationUuid: string };
  let stranger: { token: string; organizationUuid: string };
  const open: HubConnection[] = [];

  beforeAll(async () => {
    const [first, second] = await Promise.all([registeredAgent(ctx.app), registeredAgent(ctx.app)]);
    agent = { token: first.token, organizationUuid: first.user.organization_uuid };
    stranger = { token: second.token, organizationUuid: second.user.organization_uuid };
    baseUrl = await listen(ctx.app);
  });

  afterEach(async () => {
    await Promise.all(open.splice(0).map((connection) => connection.stop()));
  });

  const connect = async (token: string, options?: Parameters<typeof hubConnection>[2]) => {
    const connection = hubConnection(baseUrl, token, options);
    open.push(connection);
    await connection.start();
    return connection;
  };

  it('negotiate needs a session: 401 in the envelope without one', async () => {
    const answer = await client(ctx.app).post('/hubs/notifications/negotiate?negotiateVersion=1');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ code: 40100, message: 'Сессия истекла, войдите снова' });
    const bad = await client(ctx.app, { token: 'not-a-token' }).post('/hubs/notifications/negotiate?negotiateVersion=1');
    expect(bad.status).toBe(401);
  });

  it('negotiate answers version 1 with WebSockets only', async () => {
    const answer = await client(ctx.app, { token: agent.token }).post<unknown>('/hubs/notifications/negotiate?negotiateVersion=1');
    expect(answer.status).toBe(200);
    const body = answer.body as unknown as Record<string, unknown>;
    expect(body.negotiateVersion).toBe(1);
    expect(typeof body.connectionId).toBe('string');
    expect(typeof body.connectionToken).toBe('string');
    expect(body.availableTransports).toEqual([{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }]);
  });

  it('the real client connects without a token only to be refused', async () => {
    const connection = hubConnection(baseUrl, null);
    await expect(connection.start()).rejects.toThrow();
    expect(connection.state).toBe(HubConnectionState.Disconnected);
  });

  it('delivers an event to the own organisation and not to another', async () => {
    const mine = await connect(agent.token);
    const theirs = await connect(stranger.token);
    const mineGot = collect(mine, 'RequestStatusChanged');
    const theirsGot = collect(theirs, 'RequestStatusChanged');
    const chat = collect(mine, 'NewChatMessage');
    await ctx.app.hub.publish({ organizationUuids: [agent.organizationUuid], requestUsers: null, target: 'RequestStatusChanged', payload: statusEvent('r-1') });
    await ctx.app.hub.publish({ organizationUuids: [agent.organizationUuid], requestUsers: null, target: 'NewChatMessage', payload: { requestId: 'r-1', fkoKey: 'bank-a' } });
    await eventually(() => mineGot.length === 1 && chat.length === 1);
    expect(mineGot).toEqual([statusEvent('r-1')]);
    expect(chat).toEqual([{ requestId: 'r-1', fkoKey: 'bank-a' }]);
    // A later event to the other organisation proves the first one would have arrived by now.
    await ctx.app.hub.publish({ organizationUuids: [stranger.organizationUuid], requestUsers: null, target: 'RequestStatusChanged', payload: statusEvent('r-2') });
    await eventually(() => theirsGot.length === 1);
    expect(theirsGot).toEqual([statusEvent('r-2')]);
    expect(mineGot).toHaveLength(1);
  });

  it('one event for both organisations reaches each once', async () => {
    const mine = await connect(agent.token);
    const again = await connect(agent.token);
    const theirs = await connect(stranger.token);
    const got = [collect(mine, 'RequestStatusChanged'), collect(again, 'RequestStatusChanged'), collect(theirs, 'RequestStatusChanged')];
    await ctx.app.hub.publish({ organizationUuids: [agent.organizationUuid, stranger.organizationUuid, agent.organizationUuid], requestUsers: null, target: 'RequestStatusChanged', payload: statusEvent('r-3') });
    await eventually(() => got.every((list) => list.length === 1));
    await sleep(100);
    expect(got.map((list) => list.length)).toEqual([1, 1, 1]);
  });

  it('answers a call of an unknown method with a completion error', async () => {
    const connection = await connect(agent.token);
    await expect(connection.invoke('Subscribe', 'x')).rejects.toThrow('Метод «Subscribe» на сервере не существует');
    expect(connection.state).toBe(HubConnectionState.Connected);
  });

  it('pings keep a quiet connection open; without them the client gives up', async () => {
    const connection = await connect(agent.token, { serverTimeoutMs: 800, keepAliveMs: 300 });
    let closed = false;
    connection.onclose(() => (closed = true));
    for (let round = 0; round < 6; round += 1) {
      await ctx.app.hub.sweep();
      await sleep(300);
    }
    expect(closed).toBe(false);
    expect(connection.state).toBe(HubConnectionState.Connected);
    await eventually(() => closed, 2000);
  });

  it('a server close makes the client reconnect and hear later events', async () => {
    const connection = await connect(agent.token, { reconnect: true });
    const got = collect(connection, 'RequestStatusChanged');
    let reconnected = false;
    connection.onreconnected(() => (reconnected = true));
    await ctx.app.hub.closeAll();
    await eventually(() => reconnected, 5000);
    expect(connection.state).toBe(HubConnectionState.Connected);
    await ctx.app.hub.publish({ organizationUuids: [agent.organizationUuid], requestUsers: null, target: 'RequestStatusChanged', payload: statusEvent('r-4') });
    await eventually(() => got.length === 1);
  });

  it('after a real restart on the same port the client reconnects on its 2 s try and hears the new server', async () => {
    const first = await ctx.build();
    const url = await listen(first);
    const connection = hubConnection(url, agent.token, { reconnect: true });
    open.push(connection);
    await connection.start();
    const got = collect(connection, 'RequestStatusChanged');
    let reconnecting = false;
    let reconnected = false;
    connection.onreconnecting(() => (reconnecting = true));
    connection.onreconnected(() => (reconnected = true));
    await first.close();
    await eventually(() => reconnecting);
    const second = await ctx.build();
    await second.listen({ port: Number(new URL(url).port), host: '127.0.0.1' });
    await eventually(() => reconnected, 6000);
    await second.hub.publish({ organizationUuids: [agent.organizationUuid], requestUsers: null, target: 'RequestStatusChanged', payload: statusEvent('after-restart') });
    await eventually(() => got.length === 1);
    expect(got).toEqual([statusEvent('after-restart')]);
  });

  it('a logged-out session is closed at the next ping and not invited back', async () => {
    const session = await registeredAgent(ctx.app);
    const connection = await connect(session.token, { reconnect: true });
    let closedWith: Error | undefined;
    let closed = false;
    connection.onclose((error) => {
      closed = true;
      closedWith = error;
    });
    expect((await client(ctx.app, { token: session.token }).post('/v1/logout/write')).status).toBe(200);
    await ctx.app.hub.sweep();
    await eventually(() => closed);
    expect(closedWith?.message).toContain('Сессия завершена');
    expect(connection.state).toBe(HubConnectionState.Disconnected);
  });

  it('a session that switched organisation hears the new one after the next ping, not the old one', async () => {
    const session = await registeredAgent(ctx.app);
    const db = ctx.database.db;
    const user = await db.selectFrom('users').select('id').where('uuid', '=', session.user.uuid).executeTakeFirstOrThrow();
    const office = await db
      .insertInto('organizations')
      .values({ name: 'ООО «Второй офис»', inn: uniqueInn(), kpp: '500401001', ogrn: '1155024123451', type: 'agent' })
      .returning(['id', 'uuid'])
      .executeTakeFirstOrThrow();
    const membership = await db.insertInto('memberships').values({ user_id: user.id, organization_id: office.id }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('membership_roles').values({ membership_id: membership.id, role_key: 'agent' }).execute();
    const connection = await connect(session.token);
    const got = collect(connection, 'RequestStatusChanged');
    const api = client(ctx.app, { token: session.token });
    expect((await api.post('/v1/login/write/organization', { organization_uuid: office.uuid })).status).toBe(200);
    await ctx.app.hub.sweep();
    await ctx.app.hub.publish({ organizationUuids: [session.user.organization_uuid], requestUsers: null, target: 'RequestStatusChanged', payload: statusEvent('old-office') });
    await ctx.app.hub.publish({ organizationUuids: [office.uuid], requestUsers: null, target: 'RequestStatusChanged', payload: statusEvent('new-office') });
    await eventually(() => got.length >= 1);
    await sleep(100);
    expect(got).toEqual([statusEvent('new-office')]);
  });

  it('an event published through another app on the same database reaches this app’s clients', async () => {
    const other = await ctx.build();
    const connection = await connect(agent.token);
    const got = collect(connection, 'RequestStatusChanged');
    await other.hub.publish({ organizationUuids: [agent.organizationUuid], requestUsers: null, target: 'RequestStatusChanged', payload: statusEvent('r-5') });
    await eventually(() => got.length === 1);
    expect(got).toEqual([statusEvent('r-5')]);
  });

  it('an event published in a transaction leaves on commit, and never on rollback', async () => {
    const connection = await connect(agent.token);
    const got = collect(connection, 'RequestStatusChanged');
    await ctx.database.db
      .transaction()
      .execute(async (trx) => {
        await ctx.app.hub.publish({ organizationUuids: [agent.organizationUuid], requestUsers: null, target: 'RequestStatusChanged', payload: statusEvent('rolled-back') }, trx);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await ctx.database.db.transaction().execute(async (trx) => {
      await ctx.app.hub.publish({ organizationUuids: [agent.organizationUuid], requestUsers: null, target: 'RequestStatusChanged', payload: statusEvent('committed') }, trx);
      await sleep(200);
      expect(got).toHaveLength(0);
    });
    await eventually(() => got.length === 1);
    expect(got).toEqual([statusEvent('committed')]);
  });

  describe('raw WebSocket', () => {
    const negotiate = async (token: string) => {
      const answer = await client(ctx.app, { token }).post<unknown>('/hubs/notifications/negotiate?negotiateVersion=1');
      return (answer.body as unknown as { connectionToken: string }).connectionToken;
    };
    const wsUrl = (query: string) => `${baseUrl.replace('http', 'ws')}/hubs/notifications?${query}`;
    const refusal = (socket: WebSocket) =>
      new Promise<{ status: number; body: string }>((resolve) => {
        socket.on('unexpected-response', (_request, response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        });
        socket.on('error', () => undefined);
      });

    it('refuses an upgrade without a session (401) or with an unknown connection token (404)', async () => {
      const noToken = await refusal(new WebSocket(wsUrl(`id=${await negotiate(agent.token)}`)));
      expect(noToken.status).toBe(401);
      expect(JSON.parse(noToken.body)).toEqual({ code: 40100, message: 'Сессия истекла, войдите снова' });
      const unknownId = await refusal(new WebSocket(wsUrl('id=nothing'), { headers: { authorization: `Bearer ${agent.token}` } }));
      expect(unknownId.status).toBe(404);
      // A token negotiated by one session is no use to another.
      const foreign = await refusal(new WebSocket(wsUrl(`id=${await negotiate(agent.token)}`), { headers: { authorization: `Bearer ${stranger.token}` } }));
      expect(foreign.status).toBe(404);
    });

    const openSocket = async (query: string, headers: Record<string, string> = {}) => {
      const socket = new WebSocket(wsUrl(query), { headers });
      const frames: string[] = [];
      socket.on('message', (data: Buffer) => frames.push(data.toString()));
      const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      await new Promise((resolve, reject) => {
        socket.on('open', resolve);
        socket.on('error', reject);
      });
      return { socket, frames, closed };
    };

    it('accepts the token as access_token in the query, as browsers send it, and shakes hands', async () => {
      const { socket, frames } = await openSocket(`id=${await negotiate(agent.token)}&access_token=${agent.token}`);
      // Handshake and a ping in one frame: both records are read.
      socket.send('{"protocol":"json","version":1}\x1e{"type":6}\x1e');
      await eventually(() => frames.length >= 1);
      expect(frames[0]).toBe('{}\x1e');
      socket.send('{"type":1,"invocationId":"7","target":"Echo","arguments":[]}\x1e{"type":1,"target":"Fire","arguments":[]}\x1e');
      await eventually(() => frames.length >= 2);
      await sleep(100);
      expect(frames.slice(1)).toEqual(['{"type":3,"invocationId":"7","error":"Метод «Echo» на сервере не существует"}\x1e']);
      socket.close();
    });

    it('answers an unsupported protocol with an error record and closes', async () => {
      const { socket, frames, closed } = await openSocket(`id=${await negotiate(agent.token)}`, { authorization: `Bearer ${agent.token}` });
      socket.send('{"protocol":"messagepack","version":1}\x1e');
      await closed;
      expect(frames).toHaveLength(1);
      expect(JSON.parse(frames[0]!.replace('\x1e', ''))).toEqual({ error: 'Протокол «messagepack» не поддерживается; поддерживается только json' });
    });

    it('answers a handshake that is not JSON with an error record and closes', async () => {
      const { socket, frames, closed } = await openSocket(`id=${await negotiate(agent.token)}`, { authorization: `Bearer ${agent.token}` });
      socket.send('hello\x1e');
      await closed;
      expect(frames[0]).toMatch(/^\{"error":"Рукопожатие не разобрано/);
    });

    it('closes a socket that never shakes hands at the sweep after 15 s, and forgets unused negotiations after a minute', async () => {
      const { frames, closed } = await openSocket(`id=${await negotiate(agent.token)}`, { authorization: `Bearer ${agent.token}` });
      const stale = await negotiate(agent.token);
      await ctx.app.hub.sweep(Date.now() + 5_000);
      await sleep(100);
      expect(frames).toEqual([]);
      await ctx.app.hub.sweep(Date.now() + 61_000);
      await closed;
      expect(frames).toEqual([]);
      const late = await refusal(new WebSocket(wsUrl(`id=${stale}`), { headers: { authorization: `Bearer ${agent.token}` } }));
      expect(late.status).toBe(404);
      expect(JSON.parse(late.body)).toEqual({ code: 40400, message: 'Подключение не найдено: сначала запросите negotiate' });
    });

    it('refuses a binary handshake and an oversized unfinished record', async () => {
      const binary = await openSocket(`id=${await negotiate(agent.token)}`, { authorization: `Bearer ${agent.token}` });
      binary.socket.send(Buffer.from('{"protocol":"json","version":1}\x1e'), { binary: true });
      await binary.closed;
      expect(binary.frames).toEqual(['{"error":"Рукопожатие должно быть текстовым"}\x1e']);

      const flood = await openSocket(`id=${await negotiate(agent.token)}`, { authorization: `Bearer ${agent.token}` });
      flood.socket.send('{"protocol":"json","version":1}\x1e');
      await eventually(() => flood.frames.length === 1);
      flood.socket.send('x'.repeat(40_000));
      flood.socket.send('x'.repeat(40_000));
      await flood.closed;
      expect(flood.frames[1]).toBe('{"type":7,"error":"Сообщение слишком большое"}\x1e');
    });

    it('closes every socket with a close record that allows reconnecting when the app closes', async () => {
      const other = await ctx.build();
      const otherUrl = await listen(other);
      const socket = new WebSocket(`${otherUrl.replace('http', 'ws')}/hubs/notifications?id=${await (async () => {
        const answer = await client(other, { token: agent.token }).post<unknown>('/hubs/notifications/negotiate?negotiateVersion=1');
        return (answer.body as unknown as { connectionToken: string }).connectionToken;
      })()}`, { headers: { authorization: `Bearer ${agent.token}` } });
      const frames: string[] = [];
      socket.on('message', (data: Buffer) => frames.push(data.toString()));
      const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      await new Promise((resolve) => socket.on('open', resolve));
      socket.send('{"protocol":"json","version":1}\x1e');
      await eventually(() => frames.length === 1);
      await other.close();
      await closed;
      expect(frames[1]).toBe(`{"type":7,"error":"Сервер перезапускается","allowReconnect":true}\x1e`);
    });
  });
});
