import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config/loadConfig';
import { openDatabase } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { seedDemo } from '../../src/server/seed/seedDemo';
import { banksConfig } from '../../src/domain/banks';
import { moveSubRequest } from '../../src/server/subrequests/moveSubRequest';
import { ensureSubRequests, lockSubRequest } from '../../src/server/subrequests/subRequestRepository';
import { issueBankApiKey } from '../../src/server/bankGateway/bankApiKeys';

/**
 * The server side of bench/hub.ts and bench/chatMessage.ts, in its own process so that its memory is
 * the hub's alone. Spoken to over IPC: 'memory' (after a full GC), 'move' (one sub-request status change
 * in a transaction, the way every route changes a status), 'chatSetup' (a request sent to a bank, so
 * its chat is open to the bank, and a key of the bank API), 'bare' (a baseline: a bare ws server sends
 * one frame to each of its sockets), 'stop'.
 */
type Command = { type: 'memory' } | { type: 'move'; seq: number } | { type: 'chatSetup' } | { type: 'bare'; seq: number } | { type: 'stop' };

const send = (message: unknown) => process.send?.(message);
const gc = (globalThis as { gc?: () => void }).gc;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-hub-'));
const database = await openDatabase({ kind: 'pglite', dataDir });
await migrate(database.db);
await seedDemo(database.db);
const config = loadConfig({ APP_ENVIRONMENT: 'dev', DIST_DIR: path.join(dataDir, 'no-dist') });
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as AddressInfo).port;

// A request of the demo agent's organisation with one sub-request to move back and forth.
const organization = await database.db.selectFrom('organizations').select(['id', 'uuid']).where('inn', '=', '7705128468').executeTakeFirstOrThrow();
const author = await database.db.selectFrom('users').select('id').where('login', '=', 'admin@garant-broker.ru').executeTakeFirstOrThrow();
const request = await database.db
  .insertInto('bg_request')
  .values({ organization_uuid: organization.uuid, created_by: author.id, actor: 'agent', inn: '7707083893', name: 'ПАО "Сбербанк"' })
  .returning('id')
  .executeTakeFirstOrThrow();
const bank = banksConfig.banks[0]!;
const [sub] = await database.db.transaction().execute((trx) => ensureSubRequests(trx, request.id, [bank.uuid]));

const bare = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
const bareSockets = new Set<WebSocket>();
bare.on('connection', (socket) => {
  bareSockets.add(socket);
  socket.on('close', () => bareSockets.delete(socket));
});
await new Promise<void>((resolve) => bare.once('listening', () => resolve()));
const barePort = (bare.address() as AddressInfo).port;

process.on('message', (command: Command) => {
  void (async () => {
    if (command.type === 'memory') {
      for (let i = 0; i < 3; i += 1) gc?.();
      const usage = process.memoryUsage();
      send({ type: 'memory', heapUsed: usage.heapUsed, external: usage.external, rss: usage.rss, gc: gc !== undefined });
    } else if (command.type === 'move') {
      await database.db.transaction().execute(async (trx) => {
        const locked = await lockSubRequest(trx, sub!.uuid);
        const event = locked.sub_status === 'draft' ? 'prescoring_passed' : 'draft_changed';
        await moveSubRequest(trx, { hub: app.hub }, { kind: 'system' }, { subRequest: locked, event });
      });
      send({ type: 'moved', seq: command.seq });
    } else if (command.type === 'chatSetup') {
      // As the agent sends a request: read-only, its sub-request moved by 'send', so it has reached the bank.
      const chatBank = banksConfig.banks[1] ?? bank;
      const chatRequest = await database.db
        .insertInto('bg_request')
        .values({ organization_uuid: organization.uuid, created_by: author.id, actor: 'agent', inn: '7707083893', name: 'ПАО "Сбербанк"', readonly: true })
        .returning('id')
        .executeTakeFirstOrThrow();
      const subUuid = await database.db.transaction().execute(async (trx) => {
        const [created] = await ensureSubRequests(trx, chatRequest.id, [chatBank.uuid]);
        const locked = await lockSubRequest(trx, created!.uuid);
        await moveSubRequest(trx, { hub: app.hub }, { kind: 'user', userId: author.id }, { subRequest: locked, event: 'send' });
        return created!.uuid;
      });
      const key = await issueBankApiKey(database.db, chatBank.uuid, 'bench');
      send({ type: 'chatReady', requestId: String(chatRequest.id), subUuid, bankUuid: chatBank.uuid, key: key.key });
    } else if (command.type === 'bare') {
      const frame = JSON.stringify({ type: 1, target: 'RequestStatusChanged', arguments: [{ seq: command.seq }] }) + '\u001e';
      for (const socket of bareSockets) socket.send(frame);
      send({ type: 'sent', seq: command.seq });
    } else {
      await app.close();
      bare.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
      send({ type: 'stopped' });
      process.exit(0);
    }
  })().catch((error: unknown) => send({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) }));
});

send({ type: 'ready', port, barePort, requestId: String(request.id) });
