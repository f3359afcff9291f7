import type { OrganizationDocumentKind } from '../../domain/accession/accessionSettings';
import type { OrganizationDocumentsWire } from '../../domain/wire/accessionWire';
import type { Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import { isUuid } from '../../domain/isUuid';
import { organizationDocuments, isEditionOf } from './organizationDocuments';
import { standingOf, type AccessionContext } from './standingOf';
import { accessionTexts as t } from './texts';

/** One document named by a confirmation call: its stored file, and the scope it was stored in. */
export interface SignedDocumentRef {
  uuid: string;
  scope_uuid?: string;
}

/**
 * The confirmation calls of spec-2 §7.1 (accession/sign/agent and client, accession/sign/agent/partner,
 * update-sign-add-agreement): each named file must be a document of the caller's organisation of one
 * of the `kinds` the call is for, in its current edition, and carry a verified signature. The
 * signatures themselves are handed in by POST /v1/storage/write/signature, which checks them; these
 * calls hold nothing of their own and answer the documents as they now stand, or a 400 that names the
 * first document not yet signed and why.
 */
export async function confirmSigned(db: Executor, organizationId: number, context: AccessionContext, refs: readonly SignedDocumentRef[], kinds: readonly OrganizationDocumentKind[]): Promise<OrganizationDocumentsWire> {
  const { organization, standing } = await standingOf(db, { id: organizationId }, context);
  for (const ref of refs) {
    if (!isUuid(ref.uuid)) throw AppError.notFound(t.notFound);
    const edition = await db
      .selectFrom('organization_document as d')
      .innerJoin('storage_file as f', 'f.uuid', 'd.file_uuid')
      .select(['d.kind', 'd.bank_uuid', 'd.version', 'f.scope_uuid'])
      .select((eb) => eb.exists(eb.selectFrom('file_signature as s').select('s.uuid').whereRef('s.file_uuid', '=', 'd.file_uuid')).as('signed'))
      .where('d.file_uuid', '=', ref.uuid)
      .where('d.organization_id', '=', organization.id)
      .executeTakeFirst();
    if (!edition) throw AppError.notFound(t.notFound);
    if (ref.scope_uuid !== undefined && ref.scope_uuid !== edition.scope_uuid) throw AppError.badRequest(t.wrongScope);
    const bank = context.banks.find((candidate) => candidate.uuid === edition.bank_uuid)?.bank_name ?? null;
    const title = t.title(edition.kind, bank);
    if (!kinds.includes(edition.kind)) throw AppError.badRequest(t.otherKind(title, kinds.map((kind) => t.expected[kind]).join(' или ')));
    const duty = standing.duties.find((candidate) => candidate.kind === edition.kind && candidate.bank_uuid === edition.bank_uuid);
    if (!duty) throw AppError.badRequest(t.notDue(title));
    if (!isEditionOf(edition, duty)) throw AppError.badRequest(t.outdated(title, edition.version, duty.version));
    if (!edition.signed) throw AppError.badRequest(t.notSigned(title));
  }
  return organizationDocuments(db, organization.id, context);
}
