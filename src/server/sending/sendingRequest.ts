import { sql } from 'kysely';
import { isUuid } from '../../domain/isUuid';
import { isOperator } from '../access/isOperator';
import type { Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import { requestNotFound, viewerOrganizationUuid, whereVisible, type RequestViewer } from '../requests/requestAccess';
import { requestColumns, toRequestRecord, type VisibleRequest } from '../requests/requestRecord';
import { subRequestTexts } from '../subrequests/texts';
import { sendingTexts } from './texts';

/** A request with the columns sending reads: the chosen banks, consent, signature, manager, the guarantee type. */
export interface SendingRequest extends VisibleRequest {
  selected_banks: string[];
  guarantee_type: string | null;
  consent_given_at: Date | null;
  consent_token_hash: string | null;
  signed_at: Date | null;
  manager_user_id: number | null;
}

const extraColumns = ['selected_banks', 'guarantee_type', 'consent_given_at', 'consent_token_hash', 'signed_at', 'manager_user_id'] as const;

async function select(db: Executor, viewer: RequestViewer, id: number, lock: boolean, asOperator = false): Promise<SendingRequest> {
  const mine = viewerOrganizationUuid(db, viewer);
  const all = db
    .selectFrom('bg_request as r')
    .select(requestColumns.map((column) => `r.${column}` as const))
    .select(extraColumns.map((column) => `r.${column}` as const))
    .select((eb) => (asOperator ? sql<boolean>`true`.as('is_owner') : eb('r.organization_uuid', '=', mine).as('is_owner')))
    .where('r.id', '=', id);
  let query = asOperator ? all : whereVisible(db, all, viewer);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  // Somebody else's request and a number never issued answer alike.
  if (!row) throw requestNotFound();
  const { is_owner, selected_banks, guarantee_type, consent_given_at, consent_token_hash, signed_at, manager_user_id, ...record } = row;
  return {
    ...toRequestRecord(record),
    access: is_owner ? 'owner' : 'client',
    selected_banks: Array.isArray(selected_banks) ? selected_banks : [],
    guarantee_type,
    consent_given_at: consent_given_at === null ? null : new Date(consent_given_at),
    consent_token_hash,
    signed_at: signed_at === null ? null : new Date(signed_at),
    manager_user_id,
  };
}

/** The request as the viewer may read it (owner or client organisation); 404 otherwise. */
export function readSendingRequest(db: Executor, viewer: RequestViewer, id: number): Promise<SendingRequest> {
  return select(db, viewer, id, false);
}

/**
 * The request locked for a change in this transaction. Its row lock is what makes two concurrent
 * sends (a double click, a retry) wait for each other, so the second sees what the first did.
 */
export function lockSendingRequest(trx: Executor, viewer: RequestViewer, id: number): Promise<SendingRequest> {
  return select(trx, viewer, id, true);
}

/**
 * The request locked for a change its owner may make and a platform operator may make for him (the
 * desk's taking over by a manager and return from the client): the operator reaches a request of any
 * organisation and acts as its owner; anybody else is held to `lockSendingRequest` and `assertOwner`.
 */
export async function lockAsOwnerOrOperator(trx: Executor, viewer: RequestViewer, id: number): Promise<SendingRequest & { byOperator: boolean }> {
  const operator = await isOperator(trx, viewer.userId);
  const request = await select(trx, viewer, id, true, operator);
  if (!operator) assertOwner(request);
  return { ...request, byOperator: operator };
}

/** `requestIdByUuid`, but an operator of the platform finds a request of any organisation. */
export async function requestIdByUuidForOwnerOrOperator(db: Executor, viewer: RequestViewer, uuid: string): Promise<number> {
  if (!(await isOperator(db, viewer.userId))) return requestIdByUuid(db, viewer, uuid);
  if (!isUuid(uuid)) throw requestNotFound();
  const row = await db.selectFrom('bg_request').select('id').where('uuid', '=', uuid).executeTakeFirst();
  if (!row) throw requestNotFound();
  return Number(row.id);
}

/** Changes that commit the request to banks are its owner's; the client organisation only reads them. */
export function assertOwner(request: SendingRequest): void {
  if (request.access !== 'owner') throw AppError.forbidden(sendingTexts.ownerOnly);
}

/** The request number behind a request uuid the viewer may see (404 otherwise, a malformed uuid too). */
export async function requestIdByUuid(db: Executor, viewer: RequestViewer, uuid: string): Promise<number> {
  if (!isUuid(uuid)) throw requestNotFound();
  const row = await whereVisible(db, db.selectFrom('bg_request as r').select('r.id').where('r.uuid', '=', uuid), viewer).executeTakeFirst();
  if (!row) throw requestNotFound();
  return Number(row.id);
}

/** The request number a sub-request belongs to, when the viewer may see the request (404 otherwise). */
export async function requestIdBySubRequest(db: Executor, viewer: RequestViewer, subrequestUuid: string): Promise<number> {
  if (!isUuid(subrequestUuid)) throw AppError.notFound(subRequestTexts.notFound);
  const row = await whereVisible(
    db,
    db.selectFrom('bg_request as r').innerJoin('bg_subrequest as s', 's.request_id', 'r.id').select('r.id').where('s.uuid', '=', subrequestUuid),
    viewer,
  ).executeTakeFirst();
  if (!row) throw AppError.notFound(subRequestTexts.notFound);
  return Number(row.id);
}
