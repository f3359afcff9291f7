import type { BankSettings } from '../../domain/banks';
import { checkSigningAuthority } from '../../domain/signing/authority';
import type { CertificateFactsWire, SignatureInfoWire } from '../../domain/wire/signingWire';
import type { Db } from '../db/schema';
import { AppError } from '../http/AppError';
import type { FileStore } from '../storage/FileStore';
import { findVisibleFile } from '../storage/storedFiles';
import { isUuid } from '../../domain/isUuid';
import { purposeOf } from './purposes';
import type { PurposeOutcome, SignableFile, SignableRequest, SignatureAuthor } from './purposes/SigningPurpose';
import type { MoveDependencies } from '../subrequests/moveSubRequest';
import { SignatureError } from './crypto/SignatureError';
import { verifySignature } from './crypto/verifySignature';
import type { SigningContext } from './SigningContext';
import { signatureInfo } from './signatureWire';
import { decodeBase64, storedBytes } from './storedBytes';
import { signingTexts } from './texts';
import { auditDocumentsSigned, type SignedFile } from '../audit/actionEntries';

export { signatureInfo };

/** POST /v1/storage/write/signature: file_uuid, scope, signature (base64 DER CMS), is_attached. */
export interface SignatureSubmission {
  file_uuid: string;
  scope: string;
  signature: string;
  is_attached: boolean;
}

export type { SignatureAuthor } from './purposes/SigningPurpose';

export interface SignatureDeps {
  db: Db;
  store: FileStore;
  signing: SigningContext;
  move: MoveDependencies;
  banks: readonly BankSettings[];
}

/**
 * The answer: the stored signature; what it was for (`purpose`: request, offer, claim, additional;
 * null for a file of no purpose); whether that signing is now complete, and for the request's
 * application whether the request is signed; the banks that moved on.
 */
export interface StoredSignatureWire extends SignatureInfoWire {
  request_id: number | null;
  purpose: string | null;
  completed: boolean;
  request_signed: boolean;
  moved_subrequests: string[];
}

/** The request of a chat message's files, and the bank's sub-request of its chat (none for the request's own chat). */
async function ownerOfChatScope(db: Db, scopeUuid: string): Promise<{ request: SignableRequest | null; subrequest: SignableFile['subrequest'] }> {
  const row = await db
    .selectFrom('chat_message as m')
    .innerJoin('chat as c', 'c.id', 'm.chat_id')
    .innerJoin('bg_request as r', 'r.id', 'c.request_id')
    .leftJoin('bg_subrequest as s', 's.id', 'c.subrequest_id')
    .select(['r.id', 'r.uuid', 'r.inn', 'r.ogrn', 'r.name', 'r.is_ip', 'r.organization_uuid', 'r.documents_scope_uuid', 's.id as subrequest_id', 's.uuid as subrequest_uuid'])
    .where('m.scope', '=', scopeUuid)
    .executeTakeFirst();
  if (!row) return { request: null, subrequest: null };
  const { subrequest_id, subrequest_uuid, ...request } = row;
  return { request: { ...request, id: Number(request.id) }, subrequest: subrequest_id !== null && subrequest_uuid !== null ? { id: String(subrequest_id), uuid: subrequest_uuid } : null };
}

/** The request a scope belongs to: its documents scope, the scope of one of its banks' sub-requests, or a chat message's. */
async function ownerOfScope(db: Db, scopeUuid: string): Promise<{ request: SignableRequest | null; subrequest: SignableFile['subrequest'] }> {
  const columns = ['r.id', 'r.uuid', 'r.inn', 'r.ogrn', 'r.name', 'r.is_ip', 'r.organization_uuid', 'r.documents_scope_uuid'] as const;
  const own = await db.selectFrom('bg_request as r').select(columns).where('r.documents_scope_uuid', '=', scopeUuid).executeTakeFirst();
  if (own) return { request: { ...own, id: Number(own.id) }, subrequest: null };
  const bank = await db
    .selectFrom('bg_subrequest as s')
    .innerJoin('bg_request as r', 'r.id', 's.request_id')
    .select(columns)
    .select(['s.id as subrequest_id', 's.uuid as subrequest_uuid'])
    .where('s.uuid', '=', scopeUuid)
    .executeTakeFirst();
  if (!bank) return ownerOfChatScope(db, scopeUuid);
  const { subrequest_id, subrequest_uuid, ...request } = bank;
  return { request: { ...request, id: Number(request.id) }, subrequest: { id: String(subrequest_id), uuid: subrequest_uuid } };
}

/**
 * The file a signature is for: a signed-in user's by the rule of seeing files (`findVisibleFile`); a
 * link holder's only when the purpose of the file's type is reached by links of that kind and says
 * this link reaches it. Anything else is the same 404.
 */
export async function signableFileFor(db: Db, author: SignatureAuthor, fileUuid: string): Promise<SignableFile> {
  if (author.kind === 'user') {
    const file = await findVisibleFile(db, author.viewer, fileUuid);
    if (!file) throw AppError.notFound(signingTexts.fileNotFound);
    return { ...file, ...(await ownerOfScope(db, file.scope_uuid)) };
  }
  if (!isUuid(fileUuid)) throw AppError.notFound(signingTexts.fileNotFound);
  const row = await db.selectFrom('storage_file').selectAll().where('uuid', '=', fileUuid).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) throw AppError.notFound(signingTexts.fileNotFound);
  const file: SignableFile = { ...row, size: Number(row.size), created_at: row.created_at.toISOString(), ...(await ownerOfScope(db, row.scope_uuid)) };
  const purpose = purposeOf(file.type);
  if (!purpose || purpose.linkKind !== author.linkKind || !purpose.linkReaches || !(await purpose.linkReaches(db, file, author))) throw AppError.notFound(signingTexts.fileNotFound);
  return file;
}

/** A submission checked for real, ready to be written. */
interface VerifiedSignature {
  file: SignableFile;
  submission: SignatureSubmission;
  bytes: Buffer;
  certificateDer: Buffer;
  certificate: CertificateFactsWire;
  signedAt: Date | null;
}

/**
 * The checks of one signature, before any transaction (they spawn OpenSSL): the CMS against the file's
 * stored bytes, the certificate's validity at the signing time and its chain to the trust store, and
 * for a file of a purpose the signer's authority — the certificate must be the applicant's as the
 * request names them. A refusal is a 400 naming the reason.
 */
async function verified(deps: SignatureDeps, author: SignatureAuthor, submission: SignatureSubmission): Promise<VerifiedSignature> {
  const signatureBytes = decodeBase64(submission.signature);
  const file = await signableFileFor(deps.db, author, submission.file_uuid);
  await deps.signing.assertEngine();
  const content = await storedBytes(deps.store, file.sha256);
  let result;
  try {
    result = await verifySignature({ signature: signatureBytes, content: submission.is_attached ? null : content, trust: await deps.signing.trust() });
  } catch (error) {
    if (error instanceof SignatureError) throw AppError.badRequest(error.message);
    throw error;
  }
  if (submission.is_attached && !result.content.equals(content)) throw AppError.badRequest(signingTexts.attachedOtherContent);
  const purpose = purposeOf(file.type);
  if (purpose) {
    const applicant = await purpose.applicant(deps.db, file, author);
    if ('refusal' in applicant) throw AppError.badRequest(applicant.refusal);
    const verdict = checkSigningAuthority(result.certificate, applicant);
    if (!verdict.ok) throw AppError.badRequest(verdict.message);
  }
  return { file, submission, bytes: signatureBytes, certificateDer: result.certificateDer, certificate: result.certificate, signedAt: result.signedAt };
}

/**
 * Keeps qualified signatures of stored files, after checking each for real (`verified`). A refusal of
 * any says precisely why and stores nothing. The rows, and what the purposes of the files do once
 * their signing is complete (the request signed and sent to the banks waiting for it; an offer's
 * acceptance complete; a claim's changes confirmed; the bank told of its additional documents), are
 * written in one transaction; a sign link is spent once what it was given for is complete.
 */
export async function storeSignatures(deps: SignatureDeps, author: SignatureAuthor, submissions: readonly SignatureSubmission[]): Promise<StoredSignatureWire[]> {
  const checked: VerifiedSignature[] = [];
  for (const submission of submissions) checked.push(await verified(deps, author, submission));
  const requestIds = [...new Set(checked.flatMap((item) => (item.file.request ? [item.file.request.id] : [])))].sort((a, b) => a - b);

  return deps.db.transaction().execute(async (trx) => {
    for (const id of requestIds) await trx.selectFrom('bg_request').select('id').where('id', '=', id).forUpdate().execute();
    const answers: StoredSignatureWire[] = [];
    const signedFiles: SignedFile[] = [];
    for (const { file, submission, bytes, certificateDer, certificate, signedAt } of checked) {
      // The file may have been replaced by new print forms while the signature was checked.
      const live = await trx.selectFrom('storage_file').select('uuid').where('uuid', '=', file.uuid).where('deleted_at', 'is', null).executeTakeFirst();
      if (!live) throw AppError.conflict(signingTexts.fileReplaced);
      const row = await trx
        .insertInto('file_signature')
        .values({
          file_uuid: file.uuid,
          scope: submission.scope,
          is_attached: submission.is_attached,
          signature: bytes,
          certificate: certificateDer,
          certificate_facts: JSON.stringify(certificate),
          thumbprint: certificate.thumbprint,
          signed_at: signedAt ?? new Date(),
          user_id: author.kind === 'user' ? author.viewer.userId : null,
          sign_link_uuid: author.kind === 'link' ? author.linkUuid : null,
        })
        .onConflict((oc) =>
          oc.columns(['file_uuid', 'thumbprint']).doUpdateSet((eb) => ({
            scope: eb.ref('excluded.scope'),
            is_attached: eb.ref('excluded.is_attached'),
            signature: eb.ref('excluded.signature'),
            signed_at: eb.ref('excluded.signed_at'),
            user_id: eb.ref('excluded.user_id'),
            sign_link_uuid: eb.ref('excluded.sign_link_uuid'),
          })),
        )
        .returning(['uuid', 'file_uuid', 'scope', 'is_attached', 'signed_at', 'certificate_facts'])
        .executeTakeFirstOrThrow();
      const purpose = purposeOf(file.type);
      let outcome: PurposeOutcome = { completed: false, moved: [] };
      if (purpose) {
        const actor = { kind: 'user' as const, userId: author.kind === 'user' ? author.viewer.userId : null };
        outcome = await purpose.afterSigned(trx, { move: deps.move, banks: deps.banks }, file, actor, author);
        // A link is spent once what it was given for is complete.
        if (outcome.completed && author.kind === 'link') await trx.updateTable('sign_link').set({ used_at: new Date() }).where('uuid', '=', author.linkUuid).where('used_at', 'is', null).execute();
      }
      signedFiles.push({ uuid: file.uuid, name: file.name, purpose: purpose?.name ?? null, requestId: file.request?.id ?? null, certificate });
      answers.push({
        ...signatureInfo(row),
        request_id: file.request?.id ?? null,
        purpose: purpose?.name ?? null,
        completed: outcome.completed,
        request_signed: purpose?.name === 'request' && outcome.completed,
        moved_subrequests: outcome.moved,
      });
    }
    await auditDocumentsSigned(
      trx,
      author.kind === 'user' ? author.viewer : { userId: null, organizationId: null, origin: author.origin ?? null, organizationUuid: checked[0]?.file.request?.organization_uuid ?? null },
      signedFiles,
    );
    return answers;
  });
}

/** POST /v1/storage/write/signature and the sign link's signature: one file, as {@link storeSignatures} keeps it. */
export async function storeSignature(deps: SignatureDeps, author: SignatureAuthor, submission: SignatureSubmission): Promise<StoredSignatureWire> {
  const [answer] = await storeSignatures(deps, author, [submission]);
  return answer!;
}
