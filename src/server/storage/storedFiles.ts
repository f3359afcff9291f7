import { sql } from 'kysely';
import type { Executor } from '../db/schema';
import { isUuid } from '../../domain/isUuid';

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

/**
 * A live file the user's current organisation may see: one it stored, or one in the documents scope
 * of a request it owns or is the client of. Anything else, a malformed id included, is null, so that
 * a stranger cannot tell a missing file from somebody else's.
 */
export async function findVisibleFile(db: Executor, organizationId: number, fileUuid: string): Promise<StoredFile | null> {
  if (!isUuid(fileUuid)) return null;
  const viewer = db.selectFrom('organizations').select('uuid').where('id', '=', organizationId);
  const row = await db
    .selectFrom('storage_file as f')
    .select(columns.map((column) => `f.${column}` as const))
    .where('f.uuid', '=', fileUuid)
    .where('f.deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('f.organization_uuid', '=', viewer),
        eb(
          'f.scope_uuid',
          'in',
          eb
            .selectFrom('bg_request as r')
            .select('r.documents_scope_uuid')
            .where((inner) => inner.or([inner('r.organization_uuid', '=', viewer), inner('r.client_organization_uuid', '=', viewer)])),
        ),
      ]),
    )
    .executeTakeFirst();
  return row ? toStoredFile(row) : null;
}
