import { sql } from 'kysely';
import type { BankApiSignedDocument } from '../../domain/wire/bankApiWire';
import type { DocumentToSignWire } from '../../domain/wire/signingWire';
import { bankSignatureLink, fileLinkOf } from '../bankGateway/bankSubRequestView';
import type { BankDocumentKind, Executor } from '../db/schema';
import { describeFile, type StoredFile } from '../storage/storedFiles';
import { signatureInfo } from './signatureWire';

/** A document one signing of a bank's sub-request covers: its file, who made it, the bank's record of it. */
export interface DealDocument extends StoredFile {
  source: 'platform' | 'bank';
  /** bg_bank_document of a document the bank posted. */
  bank_document_id: string | null;
  bank_document_uuid: string | null;
  /** When the bank was told the client signed it (a bank document). */
  reported_at: Date | null;
  signed: boolean;
}

/** Which documents a signing covers: the platform's own form of a type, the bank's documents of a kind, since when. */
export interface DealDocumentsSpec {
  platformType: string | null;
  bankKind: BankDocumentKind;
  /** Only documents made since this moment (a claim's are those since the claim). */
  since?: Date;
}

const fileColumns = ['f.uuid', 'f.scope_uuid', 'f.type', 'f.name', 'f.size', 'f.mime', 'f.sha256', 'f.organization_uuid', 'f.created_by', 'f.created_at'] as const;

const signedExpression = sql<boolean>`exists (select 1 from file_signature as s where s.file_uuid = f.uuid)`;

type FileRow = { uuid: string; scope_uuid: string; type: string; name: string; size: string | number; mime: string; sha256: string; organization_uuid: string; created_by: number | null; created_at: Date; signed: boolean };

function fileOf(row: FileRow): StoredFile & { signed: boolean } {
  return { ...row, size: Number(row.size), created_at: row.created_at.toISOString() };
}

/**
 * The live documents of a signing of this sub-request, the platform's form first, then the bank's in
 * the order it posted them, each with whether it carries a signature yet (every stored signature was
 * verified and checked for the applicant's authority when it was handed in).
 */
export async function dealDocumentsOf(db: Executor, sub: { id: string | number; uuid: string }, spec: DealDocumentsSpec): Promise<DealDocument[]> {
  const platform = spec.platformType
    ? await (() => {
        let query = db
          .selectFrom('storage_file as f')
          .select(fileColumns)
          .select(signedExpression.as('signed'))
          .where('f.scope_uuid', '=', sub.uuid)
          .where('f.type', '=', spec.platformType)
          .where('f.deleted_at', 'is', null);
        if (spec.since) query = query.where('f.created_at', '>=', spec.since);
        return query.orderBy('f.created_at').orderBy('f.uuid').execute();
      })()
    : [];
  let bankQuery = db
    .selectFrom('bg_bank_document as d')
    .innerJoin('storage_file as f', 'f.uuid', 'd.file_uuid')
    .select(fileColumns)
    .select(signedExpression.as('signed'))
    .select([sql<string>`d.id::text`.as('bank_document_id'), 'd.uuid as bank_document_uuid', 'd.signed_at as reported_at'])
    .where('d.subrequest_id', '=', String(sub.id))
    .where('d.kind', '=', spec.bankKind)
    .where('f.deleted_at', 'is', null);
  if (spec.since) bankQuery = bankQuery.where('d.created_at', '>=', spec.since);
  const bank = await bankQuery.orderBy('d.id').execute();
  return [
    ...platform.map((row): DealDocument => ({ ...fileOf(row), source: 'platform', bank_document_id: null, bank_document_uuid: null, reported_at: null })),
    ...bank.map(({ bank_document_id, bank_document_uuid, reported_at, ...row }): DealDocument => ({ ...fileOf(row), source: 'bank', bank_document_id, bank_document_uuid, reported_at })),
  ];
}

async function signatureRowsOf(db: Executor, fileUuids: readonly string[]) {
  if (fileUuids.length === 0) return [];
  return db
    .selectFrom('file_signature')
    .select(['uuid', 'file_uuid', 'scope', 'is_attached', 'signed_at', 'certificate_facts'])
    .where('file_uuid', 'in', [...fileUuids])
    .orderBy('signed_at')
    .execute();
}

/** The documents as the signing screens list them: download links (the session's, or a link's) and signatures so far. */
export async function documentsToSignWire(db: Executor, documents: readonly DealDocument[], linkOf: (file: StoredFile) => string = (file) => describeFile(file).link): Promise<DocumentToSignWire[]> {
  const signatures = await signatureRowsOf(
    db,
    documents.map((document) => document.uuid),
  );
  return documents.map((document) => ({
    uuid: document.uuid,
    type: document.type,
    name: document.name,
    size: document.size,
    sha256: document.sha256,
    link: linkOf(document),
    source: document.source,
    signatures: signatures.filter((row) => row.file_uuid === document.uuid).map(signatureInfo),
  }));
}

/**
 * What the bank gets of signed documents in its outbox event: each file with its download link and
 * every signature with the signer's facts and the link to the detached CMS (bank API).
 */
export async function signedDocumentsPayload(db: Executor, subrequestUuid: string, documents: readonly DealDocument[]): Promise<BankApiSignedDocument[]> {
  const signatures = await signatureRowsOf(
    db,
    documents.map((document) => document.uuid),
  );
  return documents.map((document) => ({
    document_uuid: document.bank_document_uuid,
    file: fileLinkOf(subrequestUuid, document),
    signatures: signatures
      .filter((row) => row.file_uuid === document.uuid)
      .map((row) => {
        const c = row.certificate_facts;
        return {
          uuid: row.uuid,
          thumbprint: c.thumbprint,
          signer: {
            name: [c.last_name, c.first_name, c.middle_name].filter(Boolean).join(' ') || c.subject_name,
            organization: c.organization,
            inn_le: c.inn_le,
            ogrn: c.ogrn ?? c.ogrnip,
            inn: c.inn,
            snils: c.snils,
          },
          signed_at: row.signed_at.toISOString(),
          link: bankSignatureLink(subrequestUuid, row.uuid),
        };
      }),
  }));
}

/** The bank's documents among these are recorded as reported to the bank now. */
export async function markReported(trx: Executor, documents: readonly DealDocument[]): Promise<void> {
  const ids = documents.filter((document) => document.bank_document_id !== null && document.reported_at === null).map((document) => document.bank_document_id!);
  if (ids.length === 0) return;
  await trx.updateTable('bg_bank_document').set({ signed_at: sql<Date>`clock_timestamp()` }).where('id', 'in', ids).execute();
}
