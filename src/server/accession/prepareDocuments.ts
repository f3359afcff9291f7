import type { OrganizationDuty } from '../../domain/accession/organizationDuties';
import type { OrganizationDocumentsWire } from '../../domain/wire/accessionWire';
import type { Db } from '../db/schema';
import { accessionDocument } from '../printforms/accessionDocument';
import { accessionPrintTexts } from '../printforms/accessionTexts';
import { formatDate } from '../printforms/format';
import { readLegalBlocks } from '../printforms/legalBlocks';
import { partnerAgreementDocument } from '../printforms/partnerAgreementDocument';
import type { PrintableOrganization } from '../printforms/PrintableOrganization';
import { renderPdf } from '../printforms/renderPdf';
import { moscowDate } from '../requests/moscowDate';
import { claimBlob, discardAfterFailedUpload } from '../storage/blobClaims';
import type { FileStore, StoredContent } from '../storage/FileStore';
import { insertStoredFile } from '../storage/storedFiles';
import { organizationDocuments, isEditionOf } from './organizationDocuments';
import { organizationFileTypes } from './organizationFileTypes';
import type { OrganizationRecord } from './organizationRecord';
import { standingOf, type AccessionContext } from './standingOf';

export interface DocumentsDeps {
  db: Db;
  store: FileStore;
  context: AccessionContext;
}

/** Who prepares and signs: the signed-in user of the organisation. */
export interface DocumentsViewer {
  userId: number;
  organizationId: number;
}

interface Rendered {
  duty: OrganizationDuty;
  name: string;
  bytes: Buffer;
  content: StoredContent;
}

async function render(deps: DocumentsDeps, organization: PrintableOrganization, type: OrganizationRecord['type'], duty: OrganizationDuty, today: string): Promise<{ name: string; bytes: Buffer }> {
  if (duty.kind === 'partner_agreement') {
    const bank = deps.context.banks.find((candidate) => candidate.uuid === duty.bank_uuid);
    if (!bank) throw new Error(`partner bank ${duty.bank_uuid ?? ''} is not configured`);
    const bytes = await renderPdf(partnerAgreementDocument(organization, { bank, version: duty.version, connected_on: duty.since }, today));
    return { name: accessionPrintTexts.partner.fileName(bank.bank_name, duty.version), bytes };
  }
  const edition = deps.context.settings.regulations[type];
  const text = await readLegalBlocks(edition.legal);
  const bytes = await renderPdf(accessionDocument(organization, { audience: type, version: edition.version, effective_from: edition.effective_from, text }, today));
  return { name: accessionPrintTexts[type].fileName(edition.version), bytes };
}

/**
 * POST /v2/user/read/docs/sign/confirm: prepares the PDF of every document the organisation must sign
 * and has no file of in its current edition — the accession with the agreement's text as its annex,
 * each partner bank's additional agreement — filled with the organisation's details and the signed-in
 * user as its representative, and keeps them as the organisation's stored files (scope: its uuid).
 * An edition is made once: later calls, and a call racing this one, find it (the organisation's row
 * lock, then a second look). Answers the documents as GET /v2/user/read/docs/sign does.
 */
export async function prepareOrganizationDocuments(deps: DocumentsDeps, viewer: DocumentsViewer): Promise<OrganizationDocumentsWire> {
  const { organization, standing } = await standingOf(deps.db, { id: viewer.organizationId }, deps.context);
  const existing = await deps.db
    .selectFrom('organization_document')
    .select(['kind', 'bank_uuid', 'version'])
    .where('organization_id', '=', organization.id)
    .execute();
  const missing = standing.duties.filter((duty) => !existing.some((edition) => isEditionOf(edition, duty)));
  if (missing.length === 0) return organizationDocuments(deps.db, organization.id, deps.context);

  const user = await deps.db.selectFrom('users').select(['last_name', 'first_name', 'middle_name', 'post']).where('id', '=', viewer.userId).executeTakeFirstOrThrow();
  const printable: PrintableOrganization = { ...organization, is_ip: organization.inn.length === 12, signer: user };
  const today = formatDate(moscowDate());
  const rendered: Rendered[] = [];
  for (const duty of missing) {
    const { name, bytes } = await render(deps, printable, organization.type, duty, today);
    rendered.push({ duty, name, bytes, content: await deps.store.put(bytes) });
  }
  let used = new Set<string>();
  try {
    used = await deps.db.transaction().execute(async (trx) => {
      await trx.selectFrom('organizations').select('id').where('id', '=', organization.id).forUpdate().execute();
      const formed = await trx.selectFrom('organization_document').select(['kind', 'bank_uuid', 'version']).where('organization_id', '=', organization.id).execute();
      const kept = new Set<string>();
      for (const item of rendered) {
        if (formed.some((edition) => isEditionOf(edition, item.duty))) continue;
        await claimBlob(trx, deps.store, item.content, item.bytes);
        const file = await insertStoredFile(trx, {
          scope_uuid: organization.uuid,
          type: organizationFileTypes[item.duty.kind],
          name: item.name,
          size: item.content.size,
          mime: 'application/pdf',
          sha256: item.content.sha256,
          organization_uuid: organization.uuid,
          created_by: viewer.userId,
        });
        await trx
          .insertInto('organization_document')
          .values({ organization_id: organization.id, kind: item.duty.kind, bank_uuid: item.duty.bank_uuid, version: item.duty.version, file_uuid: file.uuid, created_by: viewer.userId })
          .execute();
        kept.add(item.content.sha256);
      }
      return kept;
    });
  } finally {
    // Bytes of editions another call made first, or of a failed write, go unless some row names them.
    for (const item of rendered) if (!used.has(item.content.sha256)) await discardAfterFailedUpload(deps.db, deps.store, item.content.sha256);
  }
  return organizationDocuments(deps.db, organization.id, deps.context);
}
