import { createHash, randomBytes } from 'node:crypto';
import { bankShortName } from '../../domain/bankShortName';
import type { BankSettings } from '../../domain/banks';
import type { Db, Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import { errorCodes } from '../http/errorCodes';
import type { RequestViewer } from '../requests/requestAccess';
import { assertOwner, lockSendingRequest } from '../sending/sendingRequest';
import { bankOf } from '../sending/subRequestView';
import { lockSubRequests } from '../subrequests/subRequestRepository';
import type { SignLinkKind } from './purposes/SigningPurpose';
import { signingTexts } from './texts';

/** The path of the external signing page (spec-1 §2 `/{role}/simple/{id}`); the token rides in the query. */
export const signPagePath = (role: 'agent' | 'client', requestId: number) => `/${role}/simple/${requestId}`;

/** How long a sign link works: a week, the time a client is usually given to sign. */
export const signLinkLifetimeMs = 7 * 24 * 3600 * 1000;

export interface SignLinkWire {
  url: string;
  token: string;
  /** What the link signs: the application (request), an offer's acceptance, a claim's changes, the bank's additional documents. */
  kind: SignLinkKind;
  request_id: number;
  expires_at: string;
  banks: { uuid: string; name: string }[];
}

/** A link found by its token and still good: whose request, which banks. */
export interface OpenSignLink {
  uuid: string;
  kind: SignLinkKind;
  request_id: number;
  subrequest_uuids: string[];
  expires_at: Date;
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

const tokenPattern = /^[A-Za-z0-9_-]{20,200}$/;

/**
 * A new request sign link (POST /v2/bgrequest/write/sign-link/{id}): the client signs the application
 * by it without an account. It covers the banks asked for that wait for the signature (all of them
 * when none is named), so one link answers a toast naming several banks. The token is 32 random
 * bytes; only its hash is kept. Earlier links stay good until they expire, are used or revoked, so a
 * link already sent to the client keeps working.
 */
export async function createRequestSignLink(
  db: Db,
  viewer: RequestViewer,
  requestId: number,
  fkoUuids: readonly string[],
  banks: readonly BankSettings[],
  origin: string,
  now: Date = new Date(),
): Promise<SignLinkWire> {
  return db.transaction().execute(async (trx) => {
    const request = await lockSendingRequest(trx, viewer, requestId);
    assertOwner(request);
    const waiting = (await lockSubRequests(trx, requestId)).filter((row) => row.sub_status === 'sent_to_client');
    const chosen = fkoUuids.length === 0 ? waiting : waiting.filter((row) => fkoUuids.includes(row.bank_uuid) || fkoUuids.includes(row.uuid));
    if (chosen.length === 0) throw AppError.conflict(signingTexts.linkNothingToSign);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + signLinkLifetimeMs);
    await trx
      .insertInto('sign_link')
      .values({ token_hash: tokenHash(token), kind: 'request', request_id: requestId, subrequest_uuids: chosen.map((row) => row.uuid), created_by: viewer.userId, expires_at: expiresAt })
      .execute();
    return {
      // The client signs in the client build, whoever made the link.
      url: `${origin}${signPagePath('client', requestId)}?token=${token}`,
      token,
      kind: 'request',
      request_id: requestId,
      expires_at: expiresAt.toISOString(),
      banks: chosen.map((row) => ({ uuid: row.bank_uuid, name: bankShortName(row.bank_uuid, bankOf(banks, row.bank_uuid).bank_name) })),
    };
  });
}

/**
 * A new sign link of a bank's sub-request (an offer's acceptance, a claim's changes, the bank's
 * additional documents): it reaches only that signing's documents of that bank while they wait, works
 * a week, and is spent once the signing is complete. Only the organisation that keeps the request
 * makes links; the caller has checked that the signing waits. The token is 32 random bytes; only its
 * hash is kept.
 */
export async function createDealSignLink(
  db: Db,
  viewer: RequestViewer,
  kind: Exclude<SignLinkKind, 'request' | 'agreement'>,
  requestId: number,
  sub: { uuid: string; bank_uuid: string },
  banks: readonly BankSettings[],
  origin: string,
  now: Date = new Date(),
): Promise<SignLinkWire> {
  return db.transaction().execute(async (trx) => {
    assertOwner(await lockSendingRequest(trx, viewer, requestId));
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + signLinkLifetimeMs);
    await trx
      .insertInto('sign_link')
      .values({ token_hash: tokenHash(token), kind, request_id: requestId, subrequest_uuids: [sub.uuid], created_by: viewer.userId, expires_at: expiresAt })
      .execute();
    return {
      url: `${origin}${signPagePath('client', requestId)}?token=${token}`,
      token,
      kind,
      request_id: requestId,
      expires_at: expiresAt.toISOString(),
      banks: [{ uuid: sub.bank_uuid, name: bankShortName(sub.bank_uuid, bankOf(banks, sub.bank_uuid).bank_name) }],
    };
  });
}

/** POST /v2/bgrequest/write/sign-link/{id}/revoke: every live link of the request stops working at once. */
export async function revokeSignLinks(db: Db, viewer: RequestViewer, requestId: number): Promise<{ revoked: number }> {
  return db.transaction().execute(async (trx) => {
    assertOwner(await lockSendingRequest(trx, viewer, requestId));
    const rows = await trx
      .updateTable('sign_link')
      .set({ revoked_at: new Date() })
      .where('request_id', '=', requestId)
      .where('revoked_at', 'is', null)
      .where('used_at', 'is', null)
      .returning('uuid')
      .execute();
    return { revoked: rows.length };
  });
}

function moscowTime(date: Date): string {
  return new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(date);
}

/**
 * The link behind a token, when it may still be used: unknown → 404; revoked, expired or already used
 * → 410 with what happened and what to do.
 */
export async function openSignLink(db: Executor, token: string, now: Date = new Date()): Promise<OpenSignLink> {
  if (!tokenPattern.test(token)) throw AppError.notFound(signingTexts.linkNotFound);
  const row = await db.selectFrom('sign_link').selectAll().where('token_hash', '=', tokenHash(token)).executeTakeFirst();
  if (!row) throw AppError.notFound(signingTexts.linkNotFound);
  if (row.revoked_at !== null) throw new AppError(errorCodes.linkGone, signingTexts.linkRevoked);
  if (row.used_at !== null) throw new AppError(errorCodes.linkGone, signingTexts.linkUsed);
  if (row.expires_at.getTime() <= now.getTime()) throw new AppError(errorCodes.linkGone, signingTexts.linkExpired(moscowTime(row.expires_at)));
  return { uuid: row.uuid, kind: row.kind, request_id: Number(row.request_id), subrequest_uuids: row.subrequest_uuids, expires_at: row.expires_at };
}
