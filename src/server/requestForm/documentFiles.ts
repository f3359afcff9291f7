import { sql } from 'kysely';
import type { Db, Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import type { RequestViewer } from '../requests/requestAccess';
import { narrowedTo, requestNotFound, viewerOrganizationUuid } from '../requests/requestAccess';
import { changeRequest, getRequestForUser, touch } from '../requests/requestRepository';
import type { FileStore } from '../storage/FileStore';
import { describeFile, findVisibleFile, insertStoredFile, listScopeFiles, supersedeFiles, type FileDescriptor, type StoredFile } from '../storage/storedFiles';
import { storageTexts } from '../storage/texts';
import { storeWithRow } from '../storage/storeWithRow';
import { requestFormTexts } from './texts';
import { uploadAttachment } from '../chat/uploadAttachment';

/** A file to keep in a request's documents scope. */
export interface NewDocument {
  scope: string;
  type: string;
  name: string;
  mime: string;
  bytes: Uint8Array;
  /** Earlier files of the same type in the scope are marked replaced. */
  dropOldVersionFiles: boolean;
}

/** The request whose documents scope this is, or null; visibility is judged by the caller. */
async function requestOfScope(db: Executor, scope: string): Promise<number | null> {
  const row = await db.selectFrom('bg_request').select('id').where('documents_scope_uuid', '=', scope).executeTakeFirst();
  return row ? Number(row.id) : null;
}

async function scopeRequest(db: Executor, scope: string): Promise<number> {
  const id = await requestOfScope(db, scope);
  if (id === null) throw requestNotFound();
  return id;
}

/**
 * Keeps an uploaded document in a request's documents scope. The bytes go to the store first (the
 * same content is kept once); the row is written with the request locked, after the access and
 * read-only checks, and the request's updated_at moves. When the row's transaction fails the bytes
 * are discarded unless another row names them (src/server/storage/blobClaims.ts).
 */
export async function uploadDocument(db: Db, store: FileStore, viewer: RequestViewer, document: NewDocument): Promise<FileDescriptor> {
  const found = await requestOfScope(db, document.scope);
  // Not a request's scope: a chat message's files, uploaded before the message is sent (docs/chat.md).
  if (found === null) return uploadAttachment(db, store, viewer, document);
  const id = found;
  // Refuse before the bytes are stored when the request cannot take them.
  await changeRequest(db, viewer, id, async () => undefined);
  const file = await storeWithRow(db, store, document.bytes, (content, claim) => changeRequest(db, viewer, id, async (trx, request) => {
    await claim(trx);
    if (document.dropOldVersionFiles) await supersedeFiles(trx, document.scope, [document.type]);
    const stored = await insertStoredFile(trx, {
      scope_uuid: document.scope,
      type: document.type,
      name: document.name,
      size: content.size,
      mime: document.mime,
      sha256: content.sha256,
      organization_uuid: request.organization_uuid,
      created_by: viewer.userId,
    });
    await touch(trx, id);
    return stored;
  }));
  return describeFile(file);
}

/** GET /v1/storage/read/scope/{scope}[/{type}]: the live files of a visible request's scope. */
export async function listDocuments(db: Executor, viewer: RequestViewer, scope: string, type?: string): Promise<FileDescriptor[]> {
  await getRequestForUser(db, viewer, await scopeRequest(db, scope));
  return (await listScopeFiles(db, scope, type === undefined ? undefined : [type])).map(describeFile);
}

/** DELETE /v1/storage/delete/file/{id}: marks a document of a writable request removed (its bytes stay). */
export async function deleteDocument(db: Db, viewer: RequestViewer, fileUuid: string): Promise<{ uuid: string; deleted: true }> {
  const file = await findVisibleFile(db, viewer, fileUuid);
  if (!file) throw AppError.notFound(storageTexts.fileNotFound);
  if (file.chat) throw AppError.conflict(storageTexts.chatFileKept);
  // A bank's file answers to its request too, so a request sent to banks (read-only) refuses it.
  const id = file.request_id;
  const remove = async (trx: Executor) => {
    await trx.updateTable('storage_file').set({ deleted_at: sql<Date>`now()` }).where('uuid', '=', file.uuid).where('deleted_at', 'is', null).execute();
  };
  if (id === null) await db.transaction().execute(remove);
  else
    await changeRequest(db, viewer, id, async (trx) => {
      await remove(trx);
      await touch(trx, id);
    });
  return { uuid: file.uuid, deleted: true };
}

/**
 * The company's earlier documents of a type (spec: an agent re-uploads nothing): live files in the
 * scopes of this organisation's other requests for the same INN and KPP, newest first, one per content.
 */
export async function reusableDocuments(db: Executor, viewer: RequestViewer, requestId: number, type: string): Promise<FileDescriptor[]> {
  const request = await getRequestForUser(db, viewer, requestId);
  const rows = await db
    .selectFrom('storage_file as f')
    .innerJoin('bg_request as r', 'r.documents_scope_uuid', 'f.scope_uuid')
    .select(['f.uuid', 'f.scope_uuid', 'f.type', 'f.name', 'f.size', 'f.mime', 'f.sha256', 'f.organization_uuid', 'f.created_by', 'f.created_at'])
    .where('r.organization_uuid', '=', viewerOrganizationUuid(db, viewer))
    // A member narrowed to his own requests reuses only their documents.
    .$call((query) => {
      const userId = narrowedTo(viewer);
      return userId === null ? query : query.where((eb) => eb.or([eb('r.created_by', '=', userId), eb('r.manager_user_id', '=', userId)]));
    })
    .where('r.inn', '=', request.inn)
    .where(sql<boolean>`r.kpp is not distinct from ${request.kpp}`)
    .where('r.id', '<>', request.id)
    .where('f.type', '=', type)
    .where('f.deleted_at', 'is', null)
    .orderBy('f.created_at', 'desc')
    .limit(200)
    .execute();
  const seen = new Set<string>();
  const files: StoredFile[] = [];
  for (const row of rows) {
    if (seen.has(row.sha256)) continue;
    seen.add(row.sha256);
    files.push({ ...row, size: Number(row.size), created_at: row.created_at.toISOString() });
  }
  return files.map(describeFile);
}

/** What reusing asks for: an earlier file of the company, the scope to attach it to, its type there. */
export interface ReuseBody {
  file_uuid: string;
  scope: string;
  type?: string;
  dropOldVersionFiles?: boolean;
}

/**
 * POST /v1/storage/write/reuse: attaches a document the company already has to this request's scope
 * without sending the bytes again — a new row over the same stored content. The earlier file must be
 * visible to the user and belong to the same company (INN) as the request it is attached to.
 */
export async function reuseDocument(db: Db, viewer: RequestViewer, body: ReuseBody): Promise<FileDescriptor> {
  const source = await findVisibleFile(db, viewer, body.file_uuid);
  if (!source) throw AppError.notFound(storageTexts.fileNotFound);
  const id = await scopeRequest(db, body.scope);
  const file = await changeRequest(db, viewer, id, async (trx, request) => {
    const origin = await trx.selectFrom('bg_request').select('inn').where('documents_scope_uuid', '=', source.scope_uuid).executeTakeFirst();
    if (!origin || origin.inn !== request.inn) throw AppError.notFound(storageTexts.fileNotFound);
    const type = body.type ?? source.type;
    if (body.dropOldVersionFiles === true) await supersedeFiles(trx, body.scope, [type]);
    const stored = await insertStoredFile(trx, {
      scope_uuid: body.scope,
      type,
      name: source.name,
      size: source.size,
      mime: source.mime,
      sha256: source.sha256,
      organization_uuid: request.organization_uuid,
      created_by: viewer.userId,
    });
    await touch(trx, id);
    return stored;
  });
  return describeFile(file);
}

/**
 * The documents step lists files by uuid: each must be a live file of this request's documents scope,
 * so that progress and send readiness never count a file the browser only claims to have.
 */
export async function assertDocumentsStored(db: Executor, scope: string, data: Record<string, unknown>): Promise<void> {
  const entries = Array.isArray(data['documents']) ? (data['documents'] as unknown[]) : [];
  const files = entries.flatMap((entry) => {
    const list = entry !== null && typeof entry === 'object' ? (entry as Record<string, unknown>)['files'] : undefined;
    return Array.isArray(list) ? list.filter((file): file is Record<string, unknown> => file !== null && typeof file === 'object') : [];
  });
  const uuids = [...new Set(files.map((file) => String(file['uuid'] ?? '').toLowerCase()))];
  if (uuids.length === 0) return;
  const valid = uuids.filter((uuid) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(uuid));
  const found = valid.length === 0 ? [] : await db.selectFrom('storage_file').select('uuid').where('scope_uuid', '=', scope).where('deleted_at', 'is', null).where('uuid', 'in', valid).execute();
  const stored = new Set(found.map((row) => row.uuid.toLowerCase()));
  const missing = files.find((file) => !stored.has(String(file['uuid'] ?? '').toLowerCase()));
  if (missing) throw AppError.badRequest(requestFormTexts.documentNotStored(String(missing['name'] ?? missing['uuid'] ?? '')));
}
