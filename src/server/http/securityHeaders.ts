import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy and companions on every answer. antd's CSS-in-JS needs inline styles;
 * scripts only from our origin; the hub speaks WebSocket.
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

/**
 * The policy in force for an environment mode. In dev and demo modes scripts may also evaluate code:
 * the analysts' demo page validates schemas in the browser with Ajv, which compiles each schema into a
 * function. Production keeps the strict policy (and the demo page is not available there).
 */
export function contentSecurityPolicyFor(environment: 'prod' | 'dev' | 'demo'): string {
  return environment === 'prod' ? contentSecurityPolicy : contentSecurityPolicy.replace("script-src 'self'", "script-src 'self' 'unsafe-eval'");
}

export function registerSecurityHeaders(app: FastifyInstance, environment: 'prod' | 'dev' | 'demo' = 'prod'): void {
  const policy = contentSecurityPolicyFor(environment);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('content-security-policy', policy);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    return payload;
  });
}
