import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import { authenticate } from '../accounts/authenticate';
import type { AuthContext } from '../accounts/sessions';
import { authOf } from '../fastifyTypes';
import { AppError } from '../http/AppError';
import { errorCodes } from '../http/errorCodes';
import { PgliteFanOut, PostgresFanOut, type FanOut } from './fanOut';
import { hubTexts } from './hubTexts';
import { liveSessions } from './liveSessions';
import { NotificationHub } from './NotificationHub';
import { access } from '../access/routeAccess';

declare module 'fastify' {
  interface FastifyInstance {
    /** The notification hub: `app.hub.publish({...requestAudience(request), target, payload}, trx?)`. */
    hub: NotificationHub;
  }
}

/** The hub's address (spec-2 §7.7; the browser is not shown it). */
export const hubPath = '/hubs/notifications';

/** The largest record a client may send; the hub has no client methods, so records are tiny. */
const maxPayloadBytes = 64 * 1024;

/** Refuses an upgrade with an HTTP answer in the envelope. */
function refuse(socket: Duplex, status: number, code: number, message: string): void {
  const body = JSON.stringify({ code, message });
  const reason = STATUS_CODES[status] ?? 'Error';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * Registers the notification hub on the app: negotiate, the WebSocket upgrade on the app's own HTTP
 * server, `app.hub` for publishers, and closing every connection when the app closes. Events travel
 * by NOTIFY and come back by LISTEN: between instances on PostgreSQL, on the instance itself on PGlite.
 */
export async function registerNotificationHub(app: FastifyInstance): Promise<void> {
  const { database } = app;
  let fanOut: FanOut;
  if (database.url) fanOut = new PostgresFanOut(database.url, database.db, (error) => app.log.error({ err: error }, 'Канал LISTEN хаба уведомлений прерван'));
  else if (database.pglite) fanOut = new PgliteFanOut(database.pglite, database.db);
  else throw new Error('The notification hub needs a database opened by openDatabase (a PostgreSQL address or a PGlite instance)');
  const hub = new NotificationHub({
    fanOut,
    liveSessions: (ids) => liveSessions(database.db, ids),
    onError: (error, message) => app.log.error({ err: error }, message),
  });
  app.decorate('hub', hub);

  app.post(`${hubPath}/negotiate`, { config: access.signedIn }, async (request) => {
    return hub.negotiate(authOf(request).sessionId);
  });

  const sockets = new WebSocketServer({ noServer: true, maxPayload: maxPayloadBytes, perMessageDeflate: false });

  const upgrade = async (request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://hub.invalid');
    if (url.pathname !== hubPath) {
      // Another upgrade handler may own this path; alone, the hub answers for everyone.
      if (app.server.listenerCount('upgrade') === 1) refuse(socket, 404, errorCodes.notFound, 'Ресурс не найден');
      return;
    }
    const queryToken = url.searchParams.get('access_token');
    let auth: AuthContext;
    try {
      auth = await authenticate(app.accounts.sessions, app.accounts.tokens, request.headers.authorization ?? (queryToken ? `Bearer ${queryToken}` : undefined));
    } catch (error) {
      if (error instanceof AppError) refuse(socket, error.statusCode, error.code, error.message);
      else {
        app.log.error({ err: error }, 'Не удалось проверить сессию подключения к хабу');
        socket.destroy();
      }
      return;
    }
    const connectionId = hub.claimNegotiation(url.searchParams.get('id') ?? '', auth.sessionId);
    if (!connectionId) {
      refuse(socket, 404, errorCodes.notFound, hubTexts.connectionNotFound);
      return;
    }
    const { session, readNumber } = await hub.readSession(auth.sessionId);
    if (session === undefined) {
      refuse(socket, 401, errorCodes.unauthorized, AppError.unauthorized().message);
      return;
    }
    sockets.handleUpgrade(request, socket, head, (webSocket) => hub.attach(webSocket, connectionId, auth.sessionId, session, readNumber));
  };
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    socket.on('error', () => socket.destroy());
    upgrade(request, socket, head).catch((error: unknown) => {
      app.log.error({ err: error }, 'Подключение к хабу уведомлений не удалось');
      socket.destroy();
    });
  };
  app.server.on('upgrade', onUpgrade);

  app.addHook('onReady', () => hub.start());
  // Before the HTTP server stops: clients are told to reconnect, and open sockets would hold it up.
  app.addHook('preClose', () => hub.stop());
  app.addHook('onClose', async () => {
    app.server.off('upgrade', onUpgrade);
    sockets.close();
  });
}
