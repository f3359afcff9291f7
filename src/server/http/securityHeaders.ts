import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy and companions on every answer. antd's CSS-in-JS needs inline styles;
 * scripts only from our origin, and never evaluated from strings: the request forms validate with
 * validators compiled at build time; the hub speaks WebSocket.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

// The analysts' demo page of each role app (/{role}/demo), with or without a trailing slash or query.
const demoPage = /^\/(agent|client)\/demo\/?(\?.*)?$/;

/**
 * The policy in force for an environment mode and a requested path. Everywhere it is the strict one,
 * with a single exception: in dev and demo modes the analysts' demo page (`/{role}/demo`) may also
 * evaluate code, since it compiles schemas an analyst edits live into Ajv validators. The policy of
 * a page is fixed when its document loads, so the exception reaches that page alone (it is opened by
 * its address: the app links to it nowhere). Production has no demo page and no exception.
 */
export function contentSecurityPolicyFor(environment: 'prod' | 'dev' | 'demo', path = '/'): string {
  return environment !== 'prod' && demoPage.test(path)
    ? contentSecurityPolicy.replace("script-src 'self'", "script-src 'self' 'unsafe-eval'")
    : contentSecurityPolicy;
}

export function registerSecurityHeaders(app: FastifyInstance, environment: 'prod' | 'dev' | 'demo' = 'prod'): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('content-security-policy', contentSecurityPolicyFor(environment, request.url));
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    return payload;
  });
}
