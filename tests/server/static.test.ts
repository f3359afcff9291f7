import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { contentSecurityPolicy, contentSecurityPolicyFor } from '../../src/server/http/securityHeaders';
import { forEachDatabase } from './helpers/serverContext';

/** A small build output of both role apps, shaped like Vite's (index.html plus hashed assets). */
function writeBuild(distDir: string): void {
  for (const role of ['agent', 'client']) {
    fs.mkdirSync(path.join(distDir, role, 'assets'), { recursive: true });
    fs.writeFileSync(
      path.join(distDir, role, 'index.html'),
      `<!doctype html><html lang="ru"><head><script type="module" src="/${role}/assets/index-a1b2c3.js"></script></head><body><div id="root" data-role="${role}"></div></body></html>`,
    );
    fs.writeFileSync(path.join(distDir, role, 'assets', 'index-a1b2c3.js'), `export const role = '${role}';\n`.repeat(400));
    fs.writeFileSync(path.join(distDir, role, 'avatar.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // A file the build compressed itself (scripts/precompressPlugin.ts); its copies say so when decoded.
    const built = `export const built = '${role}';\n`.repeat(400);
    fs.writeFileSync(path.join(distDir, role, 'assets', 'built-d4e5f6.js'), built);
    fs.writeFileSync(path.join(distDir, role, 'assets', 'built-d4e5f6.js.br'), zlib.brotliCompressSync(built.replace(/built =/g, 'built_br =')));
    fs.writeFileSync(path.join(distDir, role, 'assets', 'built-d4e5f6.js.gz'), zlib.gzipSync(built.replace(/built =/g, 'built_gz =')));
  }
}

forEachDatabase('serving the web app', (ctx) => {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'garant-dist-'));
  let app: FastifyInstance;
  beforeAll(async () => {
    writeBuild(distDir);
    app = await ctx.build({ env: { DIST_DIR: distDir } });
  });
  afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

  it('serves hashed assets for a year, immutable', async () => {
    const response = await app.inject({ method: 'GET', url: '/agent/assets/index-a1b2c3.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.body).toContain("role = 'agent'");
  });

  it('answers the agent index.html, never cached, for /, /error, /legal/* and any other page', async () => {
    for (const url of ['/', '/error?title=x', '/legal/b/consent_customer', '/agent/', '/agent/requests/all', '/agent/request/15', '/some/unknown/page']) {
      const response = await app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('data-role="agent"');
    }
  });

  it('answers the client index.html under /client/', async () => {
    for (const url of ['/client', '/client/', '/client/login', '/client/requests/offers']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('data-role="client"');
    }
  });

  it('sends the security headers with pages and with API answers', async () => {
    for (const url of ['/', '/v1/config/read/app']) {
      const response = await app.inject({ method: 'GET', url });
      // The test server runs in dev mode.
      expect(response.headers['content-security-policy']).toBe(contentSecurityPolicyFor('dev'));
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    expect(contentSecurityPolicy).toContain("default-src 'self'");
    expect(contentSecurityPolicy).toContain("script-src 'self'");
    expect(contentSecurityPolicy).toContain("style-src 'self' 'unsafe-inline'");
    expect(contentSecurityPolicy).toContain("img-src 'self' data: blob:");
    expect(contentSecurityPolicy).toContain("connect-src 'self';");
    expect(contentSecurityPolicy).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicyFor('prod')).toBe(contentSecurityPolicy);
    expect(contentSecurityPolicy).not.toContain('unsafe-eval');
    expect(contentSecurityPolicyFor('demo', '/agent/demo')).toContain("script-src 'self' 'unsafe-eval'");
  });

  it('compresses with brotli or gzip as the browser asks', async () => {
    const br = await app.inject({ method: 'GET', url: '/agent/assets/index-a1b2c3.js', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain("role = 'agent'");
    const gzip = await app.inject({ method: 'GET', url: '/client/assets/index-a1b2c3.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain("role = 'client'");
  });

  it('sends the copies the build compressed as they are, and the file itself to a browser that takes neither', async () => {
    const br = await app.inject({ method: 'GET', url: '/agent/assets/built-d4e5f6.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain("built_br = 'agent'");
    const gzip = await app.inject({ method: 'GET', url: '/agent/assets/built-d4e5f6.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain("built_gz = 'agent'");
    const plain = await app.inject({ method: 'GET', url: '/agent/assets/built-d4e5f6.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain("built = 'agent'");
  });

  it('answers a missing file, an unknown API path and a non-GET page with the 404 envelope', async () => {
    for (const [method, url] of [['GET', '/agent/assets/missing-000.js'], ['GET', '/favicon.ico'], ['GET', '/v2/unknown'], ['POST', '/agent/login']] as const) {
      const response = await app.inject({ method, url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.json()).toEqual({ code: 40400, message: 'Ресурс не найден' });
    }
  });

  it('still serves the API without a build and says in Russian that the app is not built', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Приложение не собрано');
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/config/read/app' })).statusCode).toBe(200);
  });
});
