import type { FastifyInstance } from 'fastify';
import { isApiPath } from './apiPrefixes';

/**
 * The origins the browser may connect to besides the page's own: none when the API is served from the
 * app's origin (`api_base` a path), else exactly the API's origin and its WebSocket form for the hub.
 * CSP3's 'self' already covers ws: and wss: of the page's own host.
 */
export function connectSources(apiBase = '/'): string {
  if (!/^https?:\/\//i.test(apiBase) || !URL.canParse(apiBase)) return "'self'";
  const origin = new URL(apiBase).origin;
  return `'self' ${origin} ${origin.replace(/^http/i, 'ws')}`;
}

/**
 * The Content-Security-Policy and companions on every answer. antd's CSS-in-JS needs inline styles;
 * scripts only from our origin, and never evaluated from strings: the request forms validate with
 * validators compiled at build time; the hub speaks WebSocket to the API's origin only.
 */
export function buildContentSecurityPolicy(apiBase = '/'): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connectSources(apiBase)}`,
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The policy of an app whose API is on its own origin (the default `api_base` of '/'). */
export const contentSecurityPolicy = buildContentSecurityPolicy();

// The analysts' demo page of each role app (/{role}/demo), with or without a trailing slash or query.
const demoPage = /^\/(agent|client)\/demo\/?(\?.*)?$/;

/**
 * The policy in force for an environment mode and a requested path. Everywhere it is the strict one,
 * with a single exception: in dev and demo modes the analysts' demo page (`/{role}/demo`) may also
 * evaluate code, since it compiles schemas an analyst edits live into Ajv validators. The policy of
 * a page is fixed when its document loads, so the exception reaches that page alone (it is opened by
 * its address: the app links to it nowhere). Production has no demo page and no exception.
 */
export function contentSecurityPolicyFor(environment: 'prod' | 'dev' | 'demo', path = '/', apiBase = '/'): string {
  const policy = buildContentSecurityPolicy(apiBase);
  return environment !== 'prod' && demoPage.test(path) ? policy.replace("script-src 'self'", "script-src 'self' 'unsafe-eval'") : policy;
}

export function registerSecurityHeaders(app: FastifyInstance, environment: 'prod' | 'dev' | 'demo' = 'prod', apiBase = '/'): void {
  const strict = contentSecurityPolicyFor('prod', '/', apiBase);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('content-security-policy', environment === 'prod' ? strict : contentSecurityPolicyFor(environment, request.url, apiBase));
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    // API answers carry tokens' worth of personal data and change with every write: no browser or
    // proxy keeps them (the request list keeps its pages on the server, never in a cache on the way).
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
