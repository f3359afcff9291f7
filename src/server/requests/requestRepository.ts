import { sql } from 'kysely';
import type { Db, Executor } from '../db/schema';
import { assertWritable, requestNotFound, viewerOrganizationUuid, whereVisible, type RequestViewer } from './requestAccess';
import { requestColumns, toRequestRecord, type RequestRecord, type SavedTender, type VisibleRequest } from './requestRecord';

/** What a new request starts from: the applicant company (spec-1 §3, the create step). */
export interface NewRequest {
  inn: string;
  kpp?: string | null;
  ogrn?: string | null;
  name: string;
  is_ip?: boolean;
  is_joint?: boolean;
  /** The client organisation an agent makes the request for; its users may read it. */
  client_organization_uuid?: string | null;
}

/** The company and procurement of the existence check (POST /v2/bgrequest/read/exists). */
export interface ExistingRequestQuery {
  inn: string;
  kpp?: string | null;
  ogrn?: string | null;
  tender_number: string;
}

async function selectVisible(db: Executor, viewer: RequestViewer, id: number, lock: boolean): Promise<VisibleRequest | null> {
  const mine = viewerOrganizationUuid(db, viewer);
  let query = whereVisible(
    db,
    db
      .selectFrom('bg_request as r')
      .select(requestColumns.map((column) => `r.${column}` as const))
      .select((eb) => eb('r.organization_uuid', '=', mine).as('is_owner'))
      .where('r.id', '=', id),
    viewer,
  );
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return null;
  const { is_owner, ...record } = row;
  return { ...toRequestRecord(record), access: is_owner ? 'owner' : 'client' };
}

/**
 * Creates a request owned by the viewer's organisation, with the viewer as its author; the new
 * identity is the request number.
 */
export async function createRequest(db: Db, viewer: RequestViewer, request: NewRequest): Promise<RequestRecord> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('bg_request')
      .values((eb) => ({
        organization_uuid: eb.selectFrom('organizations').select('uuid').where('id', '=', viewer.organizationId),
        client_organization_uuid: request.client_organization_uuid ?? null,
        created_by: viewer.userId,
        actor: viewer.actor,
        inn: request.inn,
        kpp: request.kpp ?? null,
        ogrn: request.ogrn ?? null,
        name: request.name,
        is_ip: request.is_ip ?? false,
        is_joint: request.is_joint ?? false,
      }))
      .returning(requestColumns)
      .executeTakeFirstOrThrow();
    return toRequestRecord(row);
  });
}

/**
 * The request with this number as the viewer may see it, with how he stands to it.
 * @throws AppError 404 'Заявка не найдена' when there is none or it belongs to another organisation
 */
export async function getRequestForUser(db: Executor, viewer: RequestViewer, id: number): Promise<VisibleRequest> {
  const request = await selectVisible(db, viewer, id, false);
  if (!request) throw requestNotFound();
  return request;
}

/**
 * A signature covers the data it was made on: before any change of a writable request its print forms
 * are set aside (the Signing view forms new ones from the new data) and the request is unsigned again.
 * Both statements change nothing while there are no forms and no signature, which is nearly always.
 */
async function forgetSignedForms(trx: Executor, request: VisibleRequest): Promise<void> {
  await trx
    .updateTable('storage_file')
    .set({ deleted_at: new Date() })
    .where('scope_uuid', '=', request.documents_scope_uuid)
    .where('type', 'in', ['printform_application', 'printform_questionnaire'])
    .where('deleted_at', 'is', null)
    .execute();
  await trx.updateTable('bg_request').set({ signed_at: null }).where('id', '=', request.id).where('signed_at', 'is not', null).execute();
}

/**
 * Runs a change of one request in a transaction, with the request's row locked, after the access and
 * read-only checks; the change's own update should bump updated_at (see {@link touch}).
 */
export async function changeRequest<T>(db: Db, viewer: RequestViewer, id: number, change: (trx: Executor, request: VisibleRequest) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const request = await selectVisible(trx, viewer, id, true);
    if (!request) throw requestNotFound();
    assertWritable(request);
    await forgetSignedForms(trx, request);
    return change(trx, request);
  });
}

/**
 * The change time of a request row, taken after its row lock: the wall clock at the update, never
 * earlier than a millisecond after the previous change. `now()` would be the transaction's start, so a
 * change that waited for the lock could be stamped before the one it waited for, and the list (sorted by
 * this column, read with millisecond precision) would show changes out of order.
 */
export const nextUpdatedAt = sql<Date>`greatest(clock_timestamp(), updated_at + interval '1 millisecond')`;

/** Marks a request as changed now (the list sorts by it). */
export async function touch(db: Executor, id: number): Promise<void> {
  await db.updateTable('bg_request').set({ updated_at: nextUpdatedAt }).where('id', '=', id).execute();
}

/**
 * Saves the procurement on a request: the whole tender, and beside it the columns the list and the
 * existence check search by (registry number, lot, EIS uuid, law, joint procurement).
 * @throws AppError 404 for a request the viewer cannot see, 400 for a read-only one
 */
export async function saveTender(db: Db, viewer: RequestViewer, id: number, tender: SavedTender): Promise<RequestRecord> {
  return changeRequest(db, viewer, id, async (trx) => {
    const row = await trx
      .updateTable('bg_request')
      .set({
        tender: JSON.stringify(tender),
        tender_number: tender.notification_number ?? null,
        tender_lot_number: tender.lot_number ?? null,
        tender_uuid: tender.uuid ?? null,
        law: tender.law,
        is_joint: tender.is_joint ?? false,
        updated_at: nextUpdatedAt,
      })
      .where('id', '=', id)
      .returning(requestColumns)
      .executeTakeFirstOrThrow();
    return toRequestRecord(row);
  });
}

/**
 * The latest request the viewer can see for this company and procurement, or null. KPP and OGRN
 * narrow the match when given (a sole entrepreneur has no KPP).
 */
export async function findExistingRequest(db: Executor, viewer: RequestViewer, query: ExistingRequestQuery): Promise<RequestRecord | null> {
  let select = whereVisible(
    db,
    db
      .selectFrom('bg_request as r')
      .select(requestColumns.map((column) => `r.${column}` as const))
      .where('r.inn', '=', query.inn)
      .where('r.tender_number', '=', query.tender_number),
    viewer,
  );
  if (query.kpp) select = select.where('r.kpp', '=', query.kpp);
  if (query.ogrn) select = select.where('r.ogrn', '=', query.ogrn);
  const row = await select.orderBy('r.updated_at', 'desc').orderBy('r.id', 'desc').limit(1).executeTakeFirst();
  return row ? toRequestRecord(row) : null;
}
