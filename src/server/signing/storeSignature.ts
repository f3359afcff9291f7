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
import { decodeBase64, storedBytes } from './storedBytes';
import { signingTexts } from './texts';

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

/** The answer: the stored signature, and whether the request it belongs to is now signed. */
export interface StoredSignatureWire extends SignatureInfoWire {
  request_id: number | null;
  request_signed: boolean;
  moved_subrequests: string[];
}

async function requestOfScope(db: Db, scopeUuid: string): Promise<SignableRequest | null> {
  const row = await db
    .selectFrom('bg_request')
    .select(['id', 'uuid', 'inn', 'ogrn', 'name', 'is_ip', 'organization_uuid', 'documents_scope_uuid'])
    .where('documents_scope_uuid', '=', scopeUuid)
    .executeTakeFirst();
  return row ? { ...row, id: Number(row.id) } : null;
}

/**
 * The file a signature is for: a signed-in user's by the rule of seeing files (`findVisibleFile`); a
 * link holder's only when the purpose of the file's type is reached by links of that kind and says
 * this link reaches it. Anything else is the same 404.
 */
async function fileFor(db: Db, author: SignatureAuthor, fileUuid: string): Promise<SignableFile> {
  if (author.kind === 'user') {
    const file = await findVisibleFile(db, author.viewer, fileUuid);
    if (!file) throw AppError.notFound(signingTexts.fileNotFound);
    return { ...file, request: await requestOfScope(db, file.scope_uuid) };
  }
  if (!isUuid(fileUuid)) throw AppError.notFound(signingTexts.fileNotFound);
  const row = await db.selectFrom('storage_file').selectAll().where('uuid', '=', fileUuid).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) throw AppError.notFound(signingTexts.fileNotFound);
  const file: SignableFile = { ...row, size: Number(row.size), created_at: row.created_at.toISOString(), request: await requestOfScope(db, row.scope_uuid) };
  const purpose = purposeOf(file.type);
  if (!purpose || purpose.linkKind !== author.linkKind || !purpose.linkReaches || !(await purpose.linkReaches(db, file, author))) throw AppError.notFound(signingTexts.fileNotFound);
  return file;
}

export function signatureInfo(row: { uuid: string; file_uuid: string; scope: string; is_attached: boolean; signed_at: Date; certificate_facts: CertificateFactsWire }): SignatureInfoWire {
  return { uuid: row.uuid, file_uuid: row.file_uuid, scope: row.scope, is_attached: row.is_attached, signed_at: row.signed_at.toISOString(), certificate: row.certificate_facts, valid: true, problem: null };
}

/**
 * Keeps a qualified signature of a stored file, after checking it for real: the CMS against the file's
 * stored bytes, the certificate's validity at the signing time and its chain to the trust store
 * (OpenSSL with the GOST engine); for a print form of a request, the signer's authority too — the
 * certificate must be the company's (ИНН ЮЛ, ОГРН) and its signer's as the request names them. A
 * refusal says precisely why and stores nothing. The check runs before the transaction (it spawns
 * OpenSSL); the row, and for the last unsigned print form the request's signing and the banks waiting
 * for it, are written in one transaction.
 */
export async function storeSignature(deps: SignatureDeps, author: SignatureAuthor, submission: SignatureSubmission): Promise<StoredSignatureWire> {
  const signatureBytes = decodeBase64(submission.signature);
  const file = await fileFor(deps.db, author, submission.file_uuid);
  await deps.signing.assertEngine();
  const content = await storedBytes(deps.store, file.sha256);
  let verified;
  try {
    verified = await verifySignature({ signature: signatureBytes, content: submission.is_attached ? null : content, trust: await deps.signing.trust() });
  } catch (error) {
    if (error instanceof SignatureError) throw AppError.badRequest(error.message);
    throw error;
  }
  if (submission.is_attached && !verified.content.equals(content)) throw AppError.badRequest(signingTexts.attachedOtherContent);

  const purpose = purposeOf(file.type);
  if (purpose) {
    const applicant = await purpose.applicant(deps.db, file, author);
    if ('refusal' in applicant) throw AppError.badRequest(applicant.refusal);
    const verdict = checkSigningAuthority(verified.certificate, applicant);
    if (!verdict.ok) throw AppError.badRequest(verdict.message);
  }
  const request = file.request;

  return deps.db.transaction().execute(async (trx) => {
    if (request) await trx.selectFrom('bg_request').select('id').where('id', '=', request.id).forUpdate().execute();
    // The file may have been replaced by new print forms while the signature was checked.
    const live = await trx.selectFrom('storage_file').select('uuid').where('uuid', '=', file.uuid).where('deleted_at', 'is', null).executeTakeFirst();
    if (!live) throw AppError.conflict(signingTexts.fileReplaced);
    const row = await trx
      .insertInto('file_signature')
      .values({
        file_uuid: file.uuid,
        scope: submission.scope,
        is_attached: submission.is_attached,
        signature: signatureBytes,
        certificate: verified.certificateDer,
        certificate_facts: JSON.stringify(verified.certificate),
        thumbprint: verified.certificate.thumbprint,
        signed_at: verified.signedAt ?? new Date(),
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
    let outcome: PurposeOutcome = { request_signed: false, moved: [] };
    if (purpose) {
      const actor = { kind: 'user' as const, userId: author.kind === 'user' ? author.viewer.userId : null };
      outcome = await purpose.afterSigned(trx, { move: deps.move, banks: deps.banks }, file, actor, author);
      // A link is spent once what it was given for is signed.
      if (outcome.request_signed && author.kind === 'link') await trx.updateTable('sign_link').set({ used_at: new Date() }).where('uuid', '=', author.linkUuid).where('used_at', 'is', null).execute();
    }
    return { ...signatureInfo(row), request_id: request?.id ?? null, request_signed: outcome.request_signed, moved_subrequests: outcome.moved };
  });
}
