import type { preHandlerAsyncHookHandler } from 'fastify';
import type { RegisteredRoute, RouteAccess } from './access/routeAccess';
import type { AccountDeps } from './accounts/deps';
import type { AuthContext } from './accounts/sessions';
import type { ServerConfig } from './config/loadConfig';
import type { Database } from './db/database';
import type { SigningContext } from './signing/SigningContext';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    database: Database;
    accounts: AccountDeps;
    /** Signatures: the GOST engine, the trust store, the test CA of dev and demo (src/server/signing). */
    signing: SigningContext;
    /** The session check: fills `request.auth`; the access hook runs it first on every `signedIn` route (src/server/access/routeAccess.ts). */
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

/** The auth context of a route declared `access.signedIn` (present by then). */
export function authOf(request: { auth: AuthContext | null }): AuthContext {
  if (!request.auth) throw new Error('route is not declared access.signedIn');
  return request.auth;
}
