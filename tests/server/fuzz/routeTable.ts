import dc from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { JsonSchema } from './schemaValues';

/** A route as the fuzzer sees it. */
export interface FuzzRoute {
  method: string;
  url: string;
  params: string[];
  body?: JsonSchema;
  querystring?: JsonSchema;
  /** Its access kind of the route-access table (src/server/access/routeAccess.ts). */
  access?: string;
}

/** An error a route threw on its way to a 5xx, kept to tell where it came from. */
export interface RouteError {
  method: string;
  url: string;
  error: unknown;
}

/**
 * Builds an app while listening to Fastify's `fastify.initialization` channel: the first instance
 * created gets an onRoute hook that records the whole route table as it is registered (method, URL,
 * schema), and an onError hook that keeps the errors behind 5xx answers.
 */
export async function withRouteTable(build: () => Promise<FastifyInstance>): Promise<{ app: FastifyInstance; routes: FuzzRoute[]; errors: RouteError[] }> {
  const routes: FuzzRoute[] = [];
  const errors: RouteError[] = [];
  const channel = dc.channel('fastify.initialization');
  let hooked = false;
  const onInit = (message: unknown): void => {
    if (hooked) return;
    hooked = true;
    const fastify = (message as { fastify: FastifyInstance }).fastify;
    fastify.addHook('onRoute', (route: RouteOptions) => {
      const schema = (route.schema ?? {}) as { body?: JsonSchema; querystring?: JsonSchema };
      for (const method of [route.method].flat()) {
        routes.push({
          method,
          url: route.url,
          params: [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]!),
          ...(schema.body ? { body: schema.body } : {}),
          ...(schema.querystring ? { querystring: schema.querystring } : {}),
          ...(typeof (route.config as { access?: unknown } | undefined)?.access === 'string' ? { access: (route.config as { access: string }).access } : {}),
        });
      }
    });
    fastify.addHook('onError', async (request, reply, error) => {
      if (reply.statusCode >= 500 || !(error as { statusCode?: number }).statusCode) errors.push({ method: request.method, url: request.url, error });
    });
  };
  channel.subscribe(onInit);
  try {
    const app = await build();
    return { app, routes, errors };
  } finally {
    channel.unsubscribe(onInit);
  }
}

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Routes the fuzzer calls: every write route, and reads that take path parameters or a query. */
export function fuzzedRoutes(routes: readonly FuzzRoute[]): FuzzRoute[] {
  return routes.filter((route) => writeMethods.has(route.method) || (route.method === 'GET' && (route.params.length > 0 || route.querystring !== undefined)));
}

export const isWrite = (route: FuzzRoute): boolean => writeMethods.has(route.method);
