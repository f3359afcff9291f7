import { describe, expect, it } from 'vitest';
import { isConnectionFailure } from '../../../src/server/db/connectionLoss';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isConnectionFailure', () => {
  it.each([
    ['pg: a connection ended under a query', new Error('Connection terminated unexpectedly')],
    ['pg: a broken client used again', new Error('Client has encountered a connection error and is not queryable')],
    ['pg: the connect timed out', new Error('Connection terminated due to connection timeout')],
    ['pg-pool: no connection in time', new Error('timeout exceeded when trying to connect')],
    ['57P01 admin shutdown (pg_terminate_backend)', withCode('57P01', 'terminating connection due to administrator command')],
    ['57P02 crash shutdown', withCode('57P02')],
    ['57P03 cannot connect now (starting up)', withCode('57P03', 'the database system is starting up')],
    ['08006 connection failure', withCode('08006')],
    ['08001 unable to connect', withCode('08001')],
    ['ECONNREFUSED', withCode('ECONNREFUSED')],
    ['ECONNRESET', withCode('ECONNRESET')],
    ['a cause chain', new Error('wrapped', { cause: withCode('ECONNRESET') })],
    ['an AggregateError of refused addresses', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], '')],
  ])('is a lost connection: %s', (_name, error) => {
    expect(isConnectionFailure(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value')],
    ['a serialization failure (retry is the caller’s, not a lost connection)', withCode('40001')],
    ['a syntax error', withCode('42601')],
    ['57014 statement timeout (the statement, not the connection)', withCode('57014')],
    ['a plain error', new Error('something else')],
    ['not an error', 'Connection terminated unexpectedly'],
    ['null', null],
  ])('is not a lost connection: %s', (_name, error) => {
    expect(isConnectionFailure(error)).toBe(false);
  });
});
