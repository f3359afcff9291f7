import { AppError } from '../http/AppError';
import { errorCodes } from '../http/errorCodes';
import { isConnectionFailure } from './connectionLoss';
import { databaseTexts } from './texts';

/** Seconds a client is asked to wait before repeating a call the database could not serve. */
export const retryAfterSeconds = 2;

/**
 * The 503 a lost or unreachable database turns into, or null for any other error. The call may be
 * repeated: its transaction was rolled back or never began (only a connection lost during COMMIT
 * itself leaves the outcome unknown, and the writes are idempotent enough to be sent again).
 */
export function databaseUnavailable(error: unknown): AppError | null {
  if (!isConnectionFailure(error)) return null;
  return new AppError(errorCodes.databaseUnavailable, databaseTexts.unavailable, { 'retry-after': String(retryAfterSeconds) });
}
