import { banksConfig, type BankSettings } from '../../domain/banks';
import type { CertificateFactsWire } from '../../domain/wire/signingWire';
import type { Executor } from '../db/schema';
import { getRequestForUser } from '../requests/requestRepository';
import type { RequestViewer } from '../requests/requestAccess';
import { requestIdBySubRequest } from '../sending/sendingRequest';
import { listScopeFiles, type StoredFile } from '../storage/storedFiles';
import { documentsZipTexts as t } from './texts';

/** A verified signature of a file, as it goes into the archive beside it. */
export interface ArchiveSignature {
  uuid: string;
  /** The CMS (DER) as it was handed in. */
  signature: Buffer;
  signed_at: Date;
  certificate: CertificateFactsWire;
}

/** One stored file of an archive: where it goes, what it is, and its signatures. */
export interface ArchiveDocument {
  folders: readonly string[];
  file: StoredFile;
  /** What the file is, in Russian, for the index. */
  kind: string;
  signatures: readonly ArchiveSignature[];
}

/** What an archive holds and what it is called; the bytes are read from the file store while it streams. */
export interface ArchivePlan {
  fileName: string;
  documents: readonly ArchiveDocument[];
}

const printFormTypes = new Set(['printform_application', 'printform_questionnaire']);

function kindOf(type: string): string {
  return t.kinds[type] ?? banksConfig.document_types[type]?.name ?? type;
}

function bankNameOf(banks: readonly BankSettings[], bankUuid: string): string {
  const bank = banks.find((item) => item.uuid === bankUuid);
  return bank ? bank.middle_name || bank.bank_name : bankUuid;
}

async function signaturesOf(db: Executor, files: readonly StoredFile[]): Promise<Map<string, ArchiveSignature[]>> {
  const byFile = new Map<string, ArchiveSignature[]>();
  if (files.length === 0) return byFile;
  const rows = await db
    .selectFrom('file_signature')
    .select(['uuid', 'file_uuid', 'signature', 'signed_at', 'certificate_facts'])
    .where('file_uuid', 'in', files.map((file) => file.uuid))
    .orderBy('signed_at')
    .orderBy('uuid')
    .execute();
  for (const row of rows) {
    const list = byFile.get(row.file_uuid) ?? [];
    list.push({ uuid: row.uuid, signature: row.signature, signed_at: row.signed_at, certificate: row.certificate_facts });
    byFile.set(row.file_uuid, list);
  }
  return byFile;
}

interface Placed {
  folders: readonly string[];
  file: StoredFile;
}

async function withSignatures(db: Executor, placed: readonly Placed[]): Promise<ArchiveDocument[]> {
  const signatures = await signaturesOf(
    db,
    placed.map((item) => item.file),
  );
  return placed.map(({ folders, file }) => ({ folders, file, kind: kindOf(file.type), signatures: signatures.get(file.uuid) ?? [] }));
}

/** The request's own uploads (the documents step, reused files): by document type under «Документы». */
function uploadsOf(files: readonly StoredFile[]): Placed[] {
  return files.filter((file) => !printFormTypes.has(file.type)).map((file) => ({ folders: [t.folders.documents, kindOf(file.type)], file }));
}

/** Live files of a sub-request's scope: the bank's documents, and the platform's forms made for that bank. */
async function bankFilesOf(db: Executor, subrequestUuid: string, bankFolder: (file: StoredFile) => string[]): Promise<Placed[]> {
  return (await listScopeFiles(db, subrequestUuid)).map((file) => ({ folders: bankFolder(file), file }));
}

/** GET /v1/bgrequest/read/{id}/zip/customer-documents: what the agent or the client uploaded for the request. */
export async function customerDocumentsPlan(db: Executor, viewer: RequestViewer, requestId: number): Promise<ArchivePlan> {
  const request = await getRequestForUser(db, viewer, requestId);
  const files = await listScopeFiles(db, request.documents_scope_uuid);
  return { fileName: t.archiveName.customerDocuments(request.id), documents: await withSignatures(db, uploadsOf(files)) };
}

/**
 * GET /v1/bgrequest/read/{id}/zip/dossier: every live document of the request — the uploads, the print
 * forms, and per bank what it sent and what was made for it — each with its signatures.
 */
export async function dossierPlan(db: Executor, viewer: RequestViewer, requestId: number, banks: readonly BankSettings[]): Promise<ArchivePlan> {
  const request = await getRequestForUser(db, viewer, requestId);
  const files = await listScopeFiles(db, request.documents_scope_uuid);
  const placed: Placed[] = [...uploadsOf(files), ...files.filter((file) => printFormTypes.has(file.type)).map((file) => ({ folders: [t.folders.printForms], file }))];
  const subs = await db.selectFrom('bg_subrequest').select(['uuid', 'bank_uuid']).where('request_id', '=', String(request.id)).orderBy('id').execute();
  for (const sub of subs) {
    const folder = t.folders.bank(bankNameOf(banks, sub.bank_uuid));
    placed.push(...(await bankFilesOf(db, sub.uuid, () => [folder])));
  }
  return { fileName: t.archiveName.dossier(request.id), documents: await withSignatures(db, placed) };
}

/**
 * GET /v1/bgsubrequest/read/{uuid}/zip/signed: one bank's documents — what it sent (the bank API's
 * documents), what the platform made for it (the offer's and claim's forms) — and the request's signed
 * documents that went to every bank (the application), each with its signatures.
 */
export async function signedDocumentsPlan(db: Executor, viewer: RequestViewer, subrequestUuid: string, banks: readonly BankSettings[]): Promise<ArchivePlan> {
  const requestId = await requestIdBySubRequest(db, viewer, subrequestUuid);
  const request = await getRequestForUser(db, viewer, requestId);
  const sub = await db.selectFrom('bg_subrequest').select(['uuid', 'bank_uuid']).where('uuid', '=', subrequestUuid).executeTakeFirstOrThrow();
  const fromBank = new Set(
    (await db.selectFrom('bg_bank_document as d').innerJoin('bg_subrequest as s', 's.id', 'd.subrequest_id').select('d.file_uuid').where('s.uuid', '=', subrequestUuid).execute()).map(
      (row) => row.file_uuid,
    ),
  );
  const bankFiles = await bankFilesOf(db, sub.uuid, (file) => [fromBank.has(file.uuid) ? t.folders.fromBank : t.folders.forBank]);
  const requestFiles = (await withSignatures(db, (await listScopeFiles(db, request.documents_scope_uuid)).map((file) => ({ folders: [t.folders.request], file })))).filter(
    (document) => document.signatures.length > 0,
  );
  return { fileName: t.archiveName.signed(request.id, bankNameOf(banks, sub.bank_uuid)), documents: [...(await withSignatures(db, bankFiles)), ...requestFiles] };
}
