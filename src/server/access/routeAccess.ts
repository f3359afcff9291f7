import type { FastifyInstance, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import { callOf, guardedCalls, guardOf, missingPermission } from '../../domain/permissions';
import { AppError } from '../http/AppError';
import { errorCodes } from '../http/errorCodes';
import { isOperator } from './isOperator';
import { accessTexts } from './texts';

/**
 * Who may call a route, declared in its options as `config: { access }`:
 * - `public`: anyone (sign-in, registration, the consent link, the app's files);
 * - `signedIn`: a live session; the call is also refused with 403 when config/permissions.json names a
 *   permission for it and the session's actor that the member lacks;
 * - `bankKey`: a bank with its API key (`/bank-api`);
 * - `operator`: a live session of a platform operator (table platform_operators); anyone else signed in
 *   gets 403 before the body is read (the operator's desk, the banners he publishes).
 */
export type RouteAccess = 'public' | 'signedIn' | 'bankKey' | 'operator';

export const routeAccessKinds: readonly RouteAccess[] = ['public', 'signedIn', 'bankKey', 'operator'];

/** The route `config` of each kind, spread into a route's options: `{ config: access.signedIn }`. */
export const access = {
  public: { access: 'public' },
  signedIn: { access: 'signedIn' },
  bankKey: { access: 'bankKey' },
  operator: { access: 'operator' },
} as const satisfies Record<RouteAccess, { access: RouteAccess }>;

/** One registered route as the access hook saw it (the permission test walks them). */
export interface RegisteredRoute {
  readonly method: string;
  readonly url: string;
  readonly options: RouteOptions;
}

/** The 403 of a member without the permission the call needs. */
export function permissionDenied(name: string): AppError {
  return new AppError(errorCodes.permissionDenied, accessTexts.permissionDenied(name));
}

function methodsOf(route: RouteOptions): string[] {
  return Array.isArray(route.method) ? [...route.method] : [route.method];
}

function accessOf(route: RouteOptions): RouteAccess | undefined {
  const access = (route.config as { access?: unknown } | undefined)?.access;
  return routeAccessKinds.includes(access as RouteAccess) ? (access as RouteAccess) : undefined;
}

/** The `onRoute` hook's record of an app: its routes and the check that every one declared its access. */
export interface RouteAccessRegistry {
  readonly routes: readonly RegisteredRoute[];
  /** Throws naming every route without a declaration, and every guarded call no route serves. */
  assertDeclared(): void;
}

/**
 * Puts one `onRoute` hook on the app (before any route): a `signedIn` route gets, first among its
 * onRequest hooks, the session check (done once: `requireAuth` skips a request already checked) and,
 * when config/permissions.json guards its call, the permission check, so a refused call reads no body
 * and writes nothing. The keys come with the session (AuthContext.permissions), without a round trip of their own.
 * A route that declares no access, or a guarded call declared other than `signedIn`, stops `buildApp`.
 */
export function registerRouteAccess(app: FastifyInstance): RouteAccessRegistry {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const calls = methodsOf(route).map((method) => callOf(method, route.url));
    for (const method of methodsOf(route)) routes.push({ method, url: route.url, options: route });
    const guarded = calls.some((call) => guardOf(call, 'agent') ?? guardOf(call, 'client'));
    const operatorOnly = accessOf(route) === 'operator';
    if (accessOf(route) !== 'signedIn' && !operatorOnly && !guarded) return;
    // The declaration is the route's session check: first of its hooks, before the body is read.
    const checkAccess: onRequestAsyncHookHandler = async function checkAccess(request, reply) {
      if (!request.auth) await app.requireAuth.call(app, request, reply);
      const auth = request.auth;
      if (!auth) throw AppError.unauthorized();
      if (operatorOnly && !(await isOperator(app.database.db, auth.userId))) throw AppError.forbidden(accessTexts.operatorOnly);
      if (!guarded) return;
      const missing = missingPermission(callOf(request.method, route.url), auth.actor, auth.permissions);
      if (missing) throw permissionDenied(missing.name);
    };
    const own = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [checkAccess, ...own];
  });
  return {
    routes,
    assertDeclared() {
      const problems: string[] = [];
      const served = new Set<string>();
      for (const route of routes) {
        const call = callOf(route.method, route.url);
        served.add(call);
        const access = accessOf(route.options);
        if (!access) problems.push(`${call}: маршрут не объявил доступ (config.access: ${routeAccessKinds.join(' | ')})`);
        else if (access !== 'signedIn' && (guardOf(call, 'agent') || guardOf(call, 'client'))) {
          problems.push(`${call}: вызов охраняется правом из config/permissions.json, а доступ объявлен «${access}»`);
        }
      }
      for (const call of guardedCalls()) if (!served.has(call)) problems.push(`config/permissions.json: вызова ${call} нет среди маршрутов`);
      if (problems.length > 0) throw new Error(`Доступ к маршрутам объявлен не везде:\n${problems.join('\n')}`);
    },
  };
}

/** Declares `access` for every route registered inside `plugin`'s scope (routes a library registers). */
export function declareAccessOfScope(scope: FastifyInstance, access: RouteAccess): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...(route.config as object | undefined), access } as RouteOptions['config'];
  });
}
