import type { preHandlerAsyncHookHandler } from 'fastify';
import type { RegisteredRoute, RouteAccess } from './access/routeAccess';
import type { AccountDeps } from './accounts/deps';
import type { AuthContext } from './accounts/sessions';
import type { ServerConfig } from './config/loadConfig';
import type { Database } from './db/database';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    database: Database;
    accounts: AccountDeps;
    /** Hook of routes that need a signed-in user; fills `request.auth` (once: a checked request is not asked again). */
    requireAuth: preHandlerAsyncHookHandler;
    /** Every route of the app with its method, as the access hook recorded them (the permission test walks them). */
    registeredRoutes: readonly RegisteredRoute[];
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route (src/server/access/routeAccess.ts); a route without it stops buildApp. */
    access?: RouteAccess;
  }
}

/** The auth context of a route behind `requireAuth` (present by then). */
export function authOf(request: { auth: AuthContext | null }): AuthContext {
  if (!request.auth) throw new Error('route is not behind requireAuth');
  return request.auth;
}
