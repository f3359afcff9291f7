import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isApiPath } from '../http/apiPrefixes';
import { AppError } from '../http/AppError';
import { texts } from '../texts';
import { declareAccessOfScope } from '../access/routeAccess';

/** The two builds of the web app (spec-1 §1: one role mode per build). */
export const roleBuilds = ['agent', 'client'] as const;
type RoleBuild = (typeof roleBuilds)[number];

const assetCache = 'public, max-age=31536000, immutable';

/**
 * Hashed files under /<role>/assets/ may be cached for a year; everything else, index.html first, is
 * revalidated on every visit so a new build is picked up at once.
 */
export function cacheControlFor(filePath: string): string {
  return filePath.split(path.sep).includes('assets') ? assetCache : 'no-cache';
}

/** Which build answers a path that is not a file: /client/… the client app, anything else the agent app. */
export function buildForPath(url: string): RoleBuild {
  const pathname = url.split('?')[0] ?? '/';
  return pathname === '/client' || pathname.startsWith('/client/') ? 'client' : 'agent';
}

function looksLikeFile(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return last.includes('.');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const notBuiltPage = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>${escapeHtml(texts.appNotBuilt)}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; color: #1f2937">
<h1>${escapeHtml(texts.appNotBuilt)}</h1><p>${escapeHtml(texts.appNotBuiltHint)}</p></body></html>`;

/**
 * Serves dist/agent under /agent/ and dist/client under /client/, and answers every other non-API
 * GET with the index.html of the matching build (history-API fallback). Unknown API paths, other
 * methods and missing files get the 404 envelope. Without a build the API still works and pages say
 * so in Russian.
 */
export async function registerStaticApp(app: FastifyInstance, distDir: string): Promise<void> {
  let decorate = true;
  for (const role of roleBuilds) {
    const root = path.join(distDir, role);
    if (!fs.existsSync(root)) continue;
    // The library registers the routes itself: its scope declares them public.
    await app.register(async (scope) => {
      declareAccessOfScope(scope, 'public');
      await scope.register(fastifyStatic, {
        root,
        prefix: `/${role}/`,
        decorateReply: decorate,
        cacheControl: false,
        // The build writes .br and .gz beside each text file (scripts/precompressPlugin.ts): sent as they are.
        preCompressed: true,
        setHeaders: (reply, filePath) => {
          reply.header('cache-control', cacheControlFor(filePath));
        },
      });
    });
    decorate = false;
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url) && !looksLikeFile(request.url);
    if (!isPage) throw AppError.notFound();
    const index = path.join(distDir, buildForPath(request.url), 'index.html');
    let html: string;
    try {
      html = await fs.promises.readFile(index, 'utf8');
    } catch {
      return reply.code(503).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(notBuiltPage);
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}
