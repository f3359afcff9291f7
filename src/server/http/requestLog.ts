import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { AppSwitches } from '../config/appSwitches';

/** Pino's level names the request log writes at. */
export type RequestLogLevel = 'debug' | 'info' | 'warn' | 'error';

/** How one answered call is logged: the level of an ordinary call and what raises it. */
export interface RequestLogPolicy {
  /** An answered call that was neither slow nor refused. */
  routine: RequestLogLevel;
  /** A call answered 4xx: the caller's mistake, worth seeing while trying the platform. */
  refused: RequestLogLevel;
  /** A call answered 5xx. */
  failed: RequestLogLevel;
  /** A call that took at least {@link RequestLogPolicy.slowMs}. */
  slow: RequestLogLevel;
  slowMs: number;
}

/**
 * The policy of each environment. In dev and demo the simulated banks ask the bank API every second and
 * the browser polls: a line for each of those buried the confirmation code a newcomer looks for (37 MB in
 * 75 minutes), so ordinary calls are debug there (`LOG_LEVEL=debug` shows them). In prod every call stays
 * an info line, the access log an operator expects.
 */
export const requestLogPolicies: Record<AppSwitches['environment'], RequestLogPolicy> = {
  prod: { routine: 'info', refused: 'info', failed: 'error', slow: 'warn', slowMs: 1000 },
  dev: { routine: 'debug', refused: 'info', failed: 'error', slow: 'warn', slowMs: 1000 },
  demo: { routine: 'debug', refused: 'info', failed: 'error', slow: 'warn', slowMs: 1000 },
};

const rank: Record<RequestLogLevel, number> = { debug: 20, info: 30, warn: 40, error: 50 };

/** The level of one answered call: the highest of what applies (a slow 500 is an error). */
export function requestLogLevel(call: { statusCode: number; ms: number }, policy: RequestLogPolicy): RequestLogLevel {
  const levels: RequestLogLevel[] = [policy.routine];
  if (call.statusCode >= 500) levels.push(policy.failed);
  else if (call.statusCode >= 400) levels.push(policy.refused);
  if (call.ms >= policy.slowMs) levels.push(policy.slow);
  return levels.reduce((highest, level) => (rank[level] > rank[highest] ? level : highest));
}

/**
 * Fastify's log controller with one line per answered call instead of two (incoming, completed), at the
 * level the policy gives; Fastify's other lines (an error of its default handler, a broken stream) stay
 * as they are. The path is logged without its query string: the hub's access_token rides there.
 */
export class RequestLogController extends LogController {
  constructor(private readonly policy: RequestLogPolicy) {
    super();
  }

  override incomingRequest(): void {
    // The completed line says everything the incoming one did.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const ms = Math.round(reply.elapsedTime);
    const level = error ? this.policy.failed : requestLogLevel({ statusCode: reply.statusCode, ms }, this.policy);
    const path = request.url.split('?')[0];
    reply.log[level]({ req: request, res: { statusCode: reply.statusCode }, responseTime: ms, ...(error ? { err: error } : {}) }, `${request.method} ${path} → ${reply.statusCode} за ${ms} мс`);
  }
}
