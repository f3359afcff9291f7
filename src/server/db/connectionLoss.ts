/**
 * SQLSTATE codes that mean the connection, not the statement, failed: class 08 (connection exception)
 * and the operator's hand (57P01 admin shutdown or pg_terminate_backend, 57P02 crash shutdown, 57P03
 * cannot connect now — a server starting up or failing over).
 */
const lostStates = /^(08[0-9A-Z]{3}|57P0[123])$/;

/** Socket errors of a server that went away or cannot be reached. */
const socketCodes = new Set(['ECONNRESET', 'ECONNREFUSED', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * What `pg` and `pg-pool` say, without a code, when a connection ends, a broken client is used again,
 * or the pool could not hand out a connection in time.
 */
const lostMessages = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
];

function isLostOne(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (lostStates.test(code) || socketCodes.has(code))) return true;
  return typeof message === 'string' && lostMessages.some((text) => message.startsWith(text));
}

/**
 * Whether an error means the database connection was lost or could not be made (the call may succeed
 * when repeated), as opposed to a statement the database refused. Looks through `cause` and the errors
 * of an AggregateError (a host with several addresses refuses on each).
 */
export function isConnectionFailure(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  if (isLostOne(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (isConnectionFailure(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => isConnectionFailure(inner, depth + 1));
}
