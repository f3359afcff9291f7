import type { FastifyInstance, InjectOptions } from 'fastify';
import { issueBankApiKey } from '../../../src/server/bankGateway/bankApiKeys';
import { moveSubRequest } from '../../../src/server/subrequests/moveSubRequest';
import { ensureSubRequests, lockSubRequest } from '../../../src/server/subrequests/subRequestRepository';
import type { SubRequestRow } from '../../../src/server/subrequests/subRequestRecord';
import { newRequest, type Member } from '../requests/requestFixtures';

/** A hub that publishes nothing: tests of the bank side read the database. */
export const silentHub = { publishAll: async () => undefined };

/** A new request of the member with a sub-request to this bank moved through the given events (as the agent). */
export async function subRequestIn(app: FastifyInstance, member: Member, bankUuid: string, events: readonly string[] = ['send']): Promise<SubRequestRow> {
  const request = await newRequest(app, member);
  const [created] = await app.database.db.transaction().execute((trx) => ensureSubRequests(trx, request.id, [bankUuid]));
  if (!created) throw new Error('no sub-request');
  return moveAs(app, created.uuid, events, { kind: 'user', userId: member.viewer.userId });
}

/** Moves a sub-request through events as the agent or the platform would (what the bank may not post). */
export async function moveAs(app: FastifyInstance, uuid: string, events: readonly string[], actor: { kind: 'user' | 'system'; userId?: number } = { kind: 'system' }): Promise<SubRequestRow> {
  let row = await app.database.db.transaction().execute((trx) => lockSubRequest(trx, uuid));
  for (const event of events) {
    row = await app.database.db.transaction().execute(async (trx) => moveSubRequest(trx, { hub: silentHub }, actor, { subRequest: await lockSubRequest(trx, uuid), event }));
  }
  return row;
}

/** A key of the bank API for a bank. */
export async function bankKey(app: FastifyInstance, bankUuid: string): Promise<string> {
  return (await issueBankApiKey(app.database.db, bankUuid, 'test')).key;
}

export interface BankAnswer<T = unknown> {
  status: number;
  body: { code: number; data: T; message?: string };
}

/** A bank calling the API with its key. */
export function bankClient(app: FastifyInstance, key: string) {
  const call = async <T>(method: InjectOptions['method'], url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<BankAnswer<T>> => {
    const response = await app.inject({ method, url, payload: payload as InjectOptions['payload'], headers: { authorization: `Bearer ${key}`, ...headers } });
    return { status: response.statusCode, body: response.json() };
  };
  return {
    get: <T>(url: string) => call<T>('GET', url),
    post: <T>(url: string, body?: unknown) => call<T>('POST', url, body),
    call,
  };
}
