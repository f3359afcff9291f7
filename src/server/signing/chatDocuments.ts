import { sql } from 'kysely';
import type { Executor } from '../db/schema';
import type { DealDocument } from './dealDocuments';

/**
 * The live files of a chat message sent for signing (its scope), oldest first, each with whether it
 * carries a signature yet (every stored one was verified and checked for the applicant's authority).
 * `source` says who sent them: the bank, or the platform's side of the chat.
 */
export async function chatDocumentsOf(db: Executor, scopeUuid: string, source: DealDocument['source']): Promise<DealDocument[]> {
  const rows = await db
    .selectFrom('storage_file as f')
    .select(['f.uuid', 'f.scope_uuid', 'f.type', 'f.name', 'f.size', 'f.mime', 'f.sha256', 'f.organization_uuid', 'f.created_by', 'f.created_at'])
    .select(sql<boolean>`exists (select 1 from file_signature as s where s.file_uuid = f.uuid)`.as('signed'))
    .where('f.scope_uuid', '=', scopeUuid)
    .where('f.deleted_at', 'is', null)
    .orderBy('f.created_at')
    .orderBy('f.uuid')
    .execute();
  return rows.map((row) => ({ ...row, size: Number(row.size), created_at: row.created_at.toISOString(), source, bank_document_id: null, bank_document_uuid: null, reported_at: null }));
}
