import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { connectSources, contentSecurityPolicy, registerSecurityHeaders } from '../../../src/server/http/securityHeaders';

// The app runs without 'unsafe-eval' in every mode (its validators are precompiled); only the analysts'
// live demo page may evaluate code, and only in dev and demo modes.
async function policies(environment: 'prod' | 'dev' | 'demo', urls: readonly string[]): Promise<Record<string, string>> {
  const app = Fastify();
  registerSecurityHeaders(app, environment);
  app.get('/*', async () => 'ok');
  const found: Record<string, string> = {};
  for (const url of urls) found[url] = String((await app.inject({ method: 'GET', url })).headers['content-security-policy']);
  await app.close();
  return found;
}

const appPages = [
  '/',
  '/agent/login',
  '/agent/request/create',
  '/agent/request/15/detail-contacts',
  '/client/request/15/information-founders',
  '/agent/demonstration',
  '/agent/demo/../request/15',
  '/v1/config/read/app',
  '/agent/assets/index-a1b2c3.js',
];
const demoPages = ['/agent/demo', '/agent/demo/', '/client/demo', '/agent/demo?schema=person'];

describe('the Content-Security-Policy', () => {
  it.each(['prod', 'dev', 'demo'] as const)('is strict on every app page and API answer in %s mode', async (environment) => {
    for (const [url, policy] of Object.entries(await policies(environment, appPages))) {
      expect({ url, policy }).toEqual({ url, policy: contentSecurityPolicy });
    }
    expect(contentSecurityPolicy).not.toContain('unsafe-eval');
    expect(contentSecurityPolicy).toContain("script-src 'self';");
  });

  it.each(['dev', 'demo'] as const)('lets the live demo page compile schemas in %s mode', async (environment) => {
    for (const [url, policy] of Object.entries(await policies(environment, demoPages))) {
      expect({ url, policy }).toEqual({ url, policy: contentSecurityPolicy.replace("script-src 'self'", "script-src 'self' 'unsafe-eval'") });
    }
  });

  it('keeps the demo page strict in production', async () => {
    for (const policy of Object.values(await policies('prod', demoPages))) expect(policy).toBe(contentSecurityPolicy);
  });
});

describe('connect-src', () => {
  it("allows only the app's own origin (its ws: and wss: included by CSP3's 'self')", () => {
    expect(contentSecurityPolicy).toContain("connect-src 'self';");
    expect(contentSecurityPolicy).not.toMatch(/\bwss?:/);
    expect(connectSources('/')).toBe("'self'");
    expect(connectSources('/api/')).toBe("'self'");
  });

  it('allows exactly the API origin and its WebSocket form when the API lives elsewhere', async () => {
    expect(connectSources('https://api.garant.example/v1')).toBe("'self' https://api.garant.example wss://api.garant.example");
    expect(connectSources('http://127.0.0.1:9000/')).toBe("'self' http://127.0.0.1:9000 ws://127.0.0.1:9000");
    expect(connectSources('https://')).toBe("'self'");
    const app = Fastify();
    registerSecurityHeaders(app, 'prod', 'https://api.garant.example/');
    app.get('/*', async () => 'ok');
    const policy = String((await app.inject({ method: 'GET', url: '/agent/login' })).headers['content-security-policy']);
    await app.close();
    expect(policy).toContain("connect-src 'self' https://api.garant.example wss://api.garant.example;");
  });
});
