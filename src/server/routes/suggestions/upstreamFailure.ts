import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/AppError';
import { errorCodes } from '../../http/errorCodes';
import { UpstreamError } from '../../integrations/suggestions/callJson';

/**
 * Runs a call to an outside service; its failure becomes 502 (it answered wrongly or not at all) or
 * 504 (too slow) with the service's Russian message, and the detail goes to the log.
 */
export async function throughUpstream<T>(log: FastifyBaseLogger, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    log.warn({ detail: error.detail, failure: error.failure }, 'Внешний сервис не ответил');
    throw new AppError(error.failure === 'timeout' ? errorCodes.upstreamTimeout : errorCodes.upstreamUnavailable, error.message);
  }
}
