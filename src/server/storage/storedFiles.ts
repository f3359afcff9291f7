import { sql } from 'kysely';
import type { Executor } from '../db/schema';
import { isUuid } from '../../domain/isUuid';
import { seesRequest, type RequestParties, type RequestViewer } from '../requests/requestAccess';

/** A file's record: who may see it, where it belongs and what it is; the bytes are in the file store. */
export interface StoredFile {
  uuid: string;
  scope_uuid: string;
  type: string;
  name: string;
  size: number;
  mime: string;
  sha256: string;
  organization_uuid: string;
  created_by: number | null;
  created_at: string;
}

export type NewStoredFile = Omit<StoredFile, 'uuid' | 'created_at'>;

/** How a file is offered to the browser: its record without the owner, and where to download it. */
export interface FileDescriptor {
  uuid: string;
  type: string;
  name: string;
  size: number;
  mime: string;
  sha256: string;
  created_at: string;
  link: string;
}

const columns = ['uuid', 'scope_uuid', 'type', 'name', 'size', 'mime', 'sha256', 'organization_uuid', 'created_by', 'created_at'] as const;

function toStoredFile(row: {
  uuid: string;
  scope_uuid: string;
  type: string;
  name: string;
  size: string | number;
  mime: string;
  sha256: string;
  organization_uuid: string;
  created_by: number | null;
  created_at: Date;
}): StoredFile {
  return { ...row, size: Number(row.size), created_at: row.created_at.toISOString() };
}

/** The download address of a file: GET /v1/storage/read/file/{id}/name/{name}. */
export function fileLink(file: Pick<StoredFile, 'uuid' | 'name'>): string {
  return `/v1/storage/read/file/${file.uuid}/name/${encodeURIComponent(file.name)}`;
}

export function describeFile(file: StoredFile): FileDescriptor {
  const { uuid, type, name, size, mime, sha256, created_at } = file;
  return { uuid, type, name, size, mime, sha256, created_at, link: fileLink(file) };
}

export async function insertStoredFile(db: Executor, file: NewStoredFile): Promise<StoredFile> {
  const row = await db.insertInto('storage_file').values(file).returning(columns).executeTakeFirstOrThrow();
  return toStoredFile(row);
}

/** Marks the live files of these types in a scope as replaced; answers how many there were. */
export async function supersedeFiles(db: Executor, scopeUuid: string, types: readonly string[]): Promise<number> {
  if (types.length === 0) return 0;
  const result = await db
    .updateTable('storage_file')
    .set({ deleted_at: sql<Date>`now()` })
    .where('scope_uuid', '=', scopeUuid)
    .where('type', 'in', [...types])
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The live files of a scope (of the given types, or all), oldest first. */
export async function listScopeFiles(db: Executor, scopeUuid: string, types?: readonly string[]): Promise<StoredFile[]> {
  let query = db.selectFrom('storage_file').select(columns).where('scope_uuid', '=', scopeUuid).where('deleted_at', 'is', null);
  if (types) {
    if (types.length === 0) return [];
    query = query.where('type', 'in', [...types]);
  }
  const rows = await query.orderBy('created_at').orderBy('uuid').execute();
  return rows.map(toStoredFile);
}

/** The permission of the settlements section (config/permissions.json). */
const revisionViewKey = 'revision_view';

/** A file the viewer may see, with the request it belongs to (null: a file of the organisation alone). */
export interface VisibleFile extends StoredFile {
  request_id: number | null;
  /** An attachment of a sent chat message: removed only with its message. */
  chat?: true;
}

/**
 * A live file the viewer may see. A file of a request — in its documents scope, or a bank's file in the
 * scope of one of its sub-requests — is seen exactly as its request is (`seesRequest`: the owning and
 * the client organisation, and of a member narrowed to his own requests only those he created or
 * manages). A file of no request is seen by the organisation that stored it. Anything else, a malformed
 * id included, is null, so that nobody can tell a missing file from one he may not see.
 * One statement over primary keys and unique indexes.
 */
export async function findVisibleFile(db: Executor, viewer: RequestViewer, fileUuid: string): Promise<VisibleFile | null> {
  if (!isUuid(fileUuid)) return null;
  const row = await db
    .selectFrom('storage_file as f')
    .leftJoin('bg_request as d', 'd.documents_scope_uuid', 'f.scope_uuid')
    .leftJoin('bg_subrequest as s', 's.uuid', 'f.scope_uuid')
    .leftJoin('bg_request as b', 'b.id', 's.request_id')
    // A message's attachment, once the message is sent, is seen as the chat's request is.
    .leftJoin('chat_message as cm', 'cm.scope', 'f.scope_uuid')
    .leftJoin('bg_request as c', 'c.id', 'cm.request_id')
    // A settlements' document (an act's PDF, its invoice) is kept in its act's scope.
    .leftJoin('revision_act as ra', 'ra.scope_uuid', 'f.scope_uuid')
    .select('ra.organization_uuid as ra_organization')
    .select(columns.map((column) => `f.${column}` as const))
    .select(['d.id as d_id', 'd.organization_uuid as d_organization', 'd.client_organization_uuid as d_client', 'd.created_by as d_creator', 'd.manager_user_id as d_manager'])
    .select(['b.id as b_id', 'b.organization_uuid as b_organization', 'b.client_organization_uuid as b_client', 'b.created_by as b_creator', 'b.manager_user_id as b_manager'])
    .select(['c.id as c_id', 'c.organization_uuid as c_organization', 'c.client_organization_uuid as c_client', 'c.created_by as c_creator', 'c.manager_user_id as c_manager'])
    .select((eb) => eb.selectFrom('organizations').select('uuid').where('id', '=', viewer.organizationId).as('viewer_organization'))
    .select((eb) => eb.exists(eb.selectFrom('platform_operators').select('user_id').where('user_id', '=', viewer.userId)).as('viewer_operator'))
    .where('f.uuid', '=', fileUuid)
    .where('f.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row || row.viewer_organization === null) return null;
  const { d_id, d_organization, d_client, d_creator, d_manager, b_id, b_organization, b_client, b_creator, b_manager, c_id, c_organization, c_client, c_creator, c_manager, viewer_organization, viewer_operator, ra_organization, ...file } = row;
  if (ra_organization !== null) {
    // An act's documents: the operator, who forms and signs every act, and the act's own agent
    // organisation's members who may see the settlements.
    const member = ra_organization === viewer_organization && viewer.actor === 'agent' && (viewer.permissions === undefined || viewer.permissions.includes(revisionViewKey));
    return member || viewer_operator ? { ...toStoredFile(file), request_id: null } : null;
  }
  if (c_id !== null && c_organization !== null && c_creator !== null) {
    // A chat's file: its request's parties, and the platform's operator who reads every chat.
    const parties = { organization_uuid: c_organization, client_organization_uuid: c_client, created_by: c_creator, manager_user_id: c_manager };
    const visible = seesRequest(viewer, viewer_organization, parties) || Boolean(viewer_operator);
    return visible ? { ...toStoredFile(file), request_id: Number(c_id), chat: true } : null;
  }
  const request: (RequestParties & { id: string | number }) | null =
    d_id !== null && d_organization !== null && d_creator !== null
      ? { id: d_id, organization_uuid: d_organization, client_organization_uuid: d_client, created_by: d_creator, manager_user_id: d_manager }
      : b_id !== null && b_organization !== null && b_creator !== null
        ? { id: b_id, organization_uuid: b_organization, client_organization_uuid: b_client, created_by: b_creator, manager_user_id: b_manager }
        : null;
  const visible = request ? seesRequest(viewer, viewer_organization, request) : file.organization_uuid === viewer_organization;
  return visible ? { ...toStoredFile(file), request_id: request ? Number(request.id) : null } : null;
}
