import type { DutyStanding } from '../../domain/accession/organizationStanding';
import type { OrganizationDocumentsWire, OrganizationDocumentWire, OrganizationFileWire } from '../../domain/wire/accessionWire';
import type { SignatureInfoWire } from '../../domain/wire/signingWire';
import type { Executor } from '../db/schema';
import { formatDate } from '../printforms/format';
import { moscowDate } from '../requests/moscowDate';
import { signatureInfo } from '../signing/storeSignature';
import { fileLink } from '../storage/storedFiles';
import { standingOf, type AccessionContext } from './standingOf';
import { accessionTexts as t } from './texts';

/** An edition of the organisation's documents as stored: its record, its file and the file's signatures. */
export interface StoredEdition {
  uuid: string;
  kind: DutyStanding['kind'];
  bank_uuid: string | null;
  version: number;
  created_at: Date;
  file: OrganizationFileWire;
  signatures: SignatureInfoWire[];
}

/** Every edition the organisation has prepared, newest first, with its file and signatures (two reads). */
export async function storedEditions(db: Executor, organizationId: number): Promise<StoredEdition[]> {
  const rows = await db
    .selectFrom('organization_document as d')
    .innerJoin('storage_file as f', 'f.uuid', 'd.file_uuid')
    .select(['d.uuid', 'd.kind', 'd.bank_uuid', 'd.version', 'd.created_at', 'f.uuid as file_uuid', 'f.type', 'f.name', 'f.size', 'f.sha256'])
    .where('d.organization_id', '=', organizationId)
    .orderBy('d.created_at', 'desc')
    .orderBy('d.version', 'desc')
    .execute();
  if (rows.length === 0) return [];
  const signatures = await db
    .selectFrom('file_signature')
    .select(['uuid', 'file_uuid', 'scope', 'is_attached', 'signed_at', 'certificate_facts'])
    .where(
      'file_uuid',
      'in',
      rows.map((row) => row.file_uuid),
    )
    .orderBy('signed_at')
    .execute();
  return rows.map((row) => ({
    uuid: row.uuid,
    kind: row.kind,
    bank_uuid: row.bank_uuid,
    version: row.version,
    created_at: row.created_at,
    file: { uuid: row.file_uuid, type: row.type, name: row.name, size: Number(row.size), sha256: row.sha256, link: fileLink({ uuid: row.file_uuid, name: row.name }) },
    signatures: signatures.filter((signature) => signature.file_uuid === row.file_uuid).map(signatureInfo),
  }));
}

/** Whether a stored edition is the one a duty asks for. */
export function isEditionOf(edition: Pick<StoredEdition, 'kind' | 'bank_uuid' | 'version'>, duty: Pick<DutyStanding, 'kind' | 'bank_uuid' | 'version'>): boolean {
  return edition.kind === duty.kind && edition.bank_uuid === duty.bank_uuid && edition.version === duty.version;
}

/**
 * GET /v2/user/read/docs/sign: the documents the viewer's organisation must sign now, each with its
 * edition, what it closes while unsigned, its PDF once prepared and who signed it with which
 * certificate; the partner banks its registration covers; and the earlier editions with their
 * signatures, so that it stays known which edition was signed, when and by whom.
 */
export async function organizationDocuments(db: Executor, organizationId: number, context: AccessionContext): Promise<OrganizationDocumentsWire> {
  const { organization, standing } = await standingOf(db, { id: organizationId }, context);
  const editions = await storedEditions(db, organization.id);
  const bankName = (uuid: string | null) => (uuid === null ? null : (context.banks.find((bank) => bank.uuid === uuid)?.bank_name ?? uuid));
  const current = standing.duties.map((duty): OrganizationDocumentWire => {
    const stored = editions.find((edition) => isEditionOf(edition, duty));
    const bank = bankName(duty.bank_uuid);
    return {
      uuid: stored?.uuid ?? null,
      kind: duty.kind,
      title: t.title(duty.kind, bank),
      version: duty.version,
      since: duty.since,
      bank: duty.bank_uuid === null ? null : { uuid: duty.bank_uuid, name: bank ?? '' },
      deadline: duty.deadline,
      blocks: duty.kind === 'partner_agreement' ? t.blocks.agreement(bank ?? '') : duty.overdue ? t.blocks.overdue : t.blocks.accession(formatDate(duty.deadline)),
      is_signed: duty.signed,
      overdue: duty.overdue,
      file: stored?.file ?? null,
      signatures: stored?.signatures ?? [],
    };
  });
  const earlier = editions
    .filter((edition) => !standing.duties.some((duty) => isEditionOf(edition, duty)))
    .map((edition): OrganizationDocumentWire => {
      const bank = bankName(edition.bank_uuid);
      return {
        uuid: edition.uuid,
        kind: edition.kind,
        title: t.title(edition.kind, bank),
        version: edition.version,
        since: moscowDate(edition.created_at),
        bank: edition.bank_uuid === null ? null : { uuid: edition.bank_uuid, name: bank ?? '' },
        deadline: null,
        blocks: '',
        is_signed: edition.signatures.length > 0,
        overdue: false,
        file: edition.file,
        signatures: edition.signatures,
      };
    });
  const covered =
    organization.type === 'agent'
      ? context.banks
          .filter((bank) => bank.type === 'partner')
          .filter((bank) => (context.settings.partner_agreements[bank.uuid]?.connected_on ?? '') <= organization.registered_on)
          .sort((a, b) => a.order - b.order)
          .map((bank) => ({ uuid: bank.uuid, name: bank.bank_name }))
      : [];
  const { id: _id, ...shown } = organization;
  return {
    organization: shown,
    scope_uuid: organization.uuid,
    is_regulations_signed: standing.is_regulations_signed,
    need_sign_add_agreement: standing.need_sign_add_agreement,
    has_unsigned_docs: standing.has_unsigned_docs,
    regulations_overdue: standing.regulations_overdue,
    regulations_deadline: standing.regulations_deadline,
    documents: current,
    covered_banks: covered,
    earlier,
  };
}
