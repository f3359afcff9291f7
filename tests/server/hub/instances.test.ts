import type { HubConnection } from '@microsoft/signalr';
import { expect, it } from 'vitest';
import { createRealtimeConnection, type RequestStatusChangedEvent } from '../../../src/api/realtime';
import { banksConfig } from '../../../src/domain/banks';
import type { SubRequestListWire } from '../../../src/domain/wire/banksWire';
import { hashPassword } from '../../../src/server/accounts/passwords';
import { issueBankApiKey } from '../../../src/server/bankGateway/bankApiKeys';
import type { Database } from '../../../src/server/db/database';
import { createRequest } from '../../../src/server/requests/requestRepository';
import { moveSubRequests } from '../../../src/server/subrequests/moveSubRequest';
import { ensureSubRequests } from '../../../src/server/subrequests/subRequestRepository';
import { RealtimeStore } from '../../../src/runtime/RealtimeStore';
import { uniqueInn } from '../helpers/accounts';
import { signInOver, startProcess, stop, type ServerProcess } from '../helpers/serverProcess';
import { openTestDatabase } from '../helpers/testDatabase';
import { collect, eventually, hubConnection } from './hubClient';
import { describeOnPostgres } from '../helpers/postgresOnly';

const [firstBank, secondBank] = banksConfig.banks;
if (!firstBank || !secondBank) throw new Error('the shipped config has fewer than two banks');

/** An agent organisation with one user, straight in the database. */
async function agentIn(database: Database) {
  const db = database.db;
  const organization = await db
    .insertInto('organizations')
    .values({ name: 'ООО «Гарант-Тест»', inn: uniqueInn(), kpp: '770501001', ogrn: '1177746123455', type: 'agent' })
    .returning(['id', 'uuid'])
    .executeTakeFirstOrThrow();
  const login = `agent.${organization.uuid.slice(0, 8)}@example.ru`;
  const user = await db
    .insertInto('users')
    .values({ login, password_hash: await hashPassword('Agent2026'), last_name: 'Смирнов', first_name: 'Илья', middle_name: null, post: null, phone: null, confirmed_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const membership = await db.insertInto('memberships').values({ user_id: user.id, organization_id: organization.id }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('membership_roles').values({ membership_id: membership.id, role_key: 'agent' }).execute();
  return { login, password: 'Agent2026', viewer: { userId: user.id, organizationId: organization.id, actor: 'agent' as const } };
}

/** A request of the agent with its sub-requests already sent to the given banks (the setup, not the change under test). */
async function sentRequest(database: Database, viewer: { userId: number; organizationId: number; actor: 'agent' }, bankUuids: string[]) {
  const request = await createRequest(database.db, viewer, { inn: '7707083893', kpp: '773601001', ogrn: '1027700132195', name: 'ПАО "Сбербанк"' });
  const subs = await database.db.transaction().execute(async (trx) => {
    const drafts = await ensureSubRequests(trx, request.id, bankUuids);
    return moveSubRequests(trx, { hub: { publishAll: async () => undefined } }, { kind: 'user', userId: viewer.userId }, drafts.map((subRequest) => ({ subRequest, event: 'send' })));
  });
  return { requestId: String(request.id), subs };
}


/** A bank refuses a sub-request through the bank API of one instance. */
async function bankRefuses(server: ServerProcess, key: string, subUuid: string): Promise<void> {
  const answer = await fetch(`${server.base}/bank-api/v1/subrequests/${subUuid}/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ event: 'cancel', cancel_reason: 'Не соответствует требованиям банка' }),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
}

// Runs only where a PostgreSQL is at hand (DATABASE_URL): PGlite lives inside one process.
describeOnPostgres('live push across server processes on one PostgreSQL', () => {
  it('a status change made through instance A reaches a @microsoft/signalr client connected to instance B', async () => {
    const shared = await openTestDatabase('postgres');
    const env = { DATABASE_URL: shared.url };
    const servers = await Promise.all([startProcess(env), startProcess(env)]);
    const [a, b] = servers as [ServerProcess, ServerProcess];
    let connection: HubConnection | null = null;
    try {
      const agent = await agentIn(shared.database);
      const { requestId, subs } = await sentRequest(shared.database, agent.viewer, [firstBank.uuid]);
      const key = await issueBankApiKey(shared.database.db, firstBank.uuid, 'тест');

      connection = hubConnection(b.base, await signInOver(b.base, agent.login, agent.password));
      const heard = collect(connection, 'RequestStatusChanged');
      await connection.start();
      await bankRefuses(a, key.key, subs[0]!.uuid);

      await eventually(() => heard.length === 1, 10_000);
      expect(heard[0]).toEqual({ status: 'canceled', requestId, fkoKey: firstBank.internal_name, bank_uuid: firstBank.uuid, bank_name: firstBank.bank_name });
    } finally {
      await connection?.stop();
      await Promise.all(servers.map((server) => stop(server.child, 'SIGTERM')));
      await shared.dispose();
    }
  }, 240_000);

  it('a client whose server is killed reconnects and, refetching, shows the change made while it was away', async () => {
    const shared = await openTestDatabase('postgres');
    const env = { DATABASE_URL: shared.url };
    const started = (await Promise.all([startProcess(env), startProcess(env)])) as [ServerProcess, ServerProcess];
    const b = started[1];
    let a = started[0];
    let store: RealtimeStore | null = null;
    try {
      const agent = await agentIn(shared.database);
      const { requestId, subs } = await sentRequest(shared.database, agent.viewer, [firstBank.uuid, secondBank.uuid]);
      const keys = { first: await issueBankApiKey(shared.database.db, firstBank.uuid, 'тест'), second: await issueBankApiKey(shared.database.db, secondBank.uuid, 'тест') };
      const token = await signInOver(a.base, agent.login, agent.password);

      // The browser's channel and what it shows: the request's sub-requests, read again after every reconnect.
      store = new RealtimeStore(createRealtimeConnection({ baseURL: `${a.base}/`, token: () => token }), {
        clock: { now: () => Date.now(), setTimeout: (callback, ms) => setTimeout(callback, ms), clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout) },
        logger: { error: () => undefined },
      });
      const shown = new Map<string, string>();
      const refetch = async () => {
        const answer = await fetch(`${a.base}/v1/bgrequest/read/${requestId}/subrequests`, { headers: { authorization: `Bearer ${token}` } });
        const body = (await answer.json()) as { data: SubRequestListWire };
        for (const row of body.data.subrequests) shown.set(row.bank_uuid, row.sub_status);
      };
      const heard: RequestStatusChangedEvent[] = [];
      store.subscribe('RequestStatusChanged', (event) => {
        heard.push(event);
        shown.set(event.bank_uuid ?? '', event.status);
      });
      let reconnects = 0;
      store.onReconnected(() => {
        reconnects += 1;
        void refetch();
      });
      store.start();
      await eventually(() => store?.state === 'Connected', 10_000);
      // Registered before the first connection: the view is read once more as the channel comes up.
      expect(reconnects).toBe(1);
      await refetch();
      expect(shown.get(secondBank.uuid)).toBe('sent');

      // Heard live while connected.
      await bankRefuses(b, keys.first.key, subs[0]!.uuid);
      await eventually(() => shown.get(firstBank.uuid) === 'canceled', 10_000);

      // The client's server dies; the change happens elsewhere while the client is away.
      await stop(a.child, 'SIGKILL');
      await eventually(() => store?.state === 'Reconnecting', 10_000);
      await bankRefuses(b, keys.second.key, subs[1]!.uuid);
      expect(shown.get(secondBank.uuid)).toBe('sent');

      a = await startProcess(env, a.port);
      await eventually(() => reconnects === 2 && store?.state === 'Connected', 45_000);
      await eventually(() => shown.get(secondBank.uuid) === 'canceled', 10_000);
      expect(heard.map((event) => event.status)).toEqual(['canceled']);
    } finally {
      await store?.stop();
      await Promise.all([a, b].map((server) => stop(server.child, 'SIGTERM')));
      await shared.dispose();
    }
  }, 240_000);
});
