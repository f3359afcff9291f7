import type { AccessionSettings } from '../../domain/accession/accessionSettings';
import { organizationDuties } from '../../domain/accession/organizationDuties';
import { organizationStanding, type OrganizationStanding, type SignedEdition } from '../../domain/accession/organizationStanding';
import type { BankSettings } from '../../domain/banks';
import type { Executor } from '../db/schema';
import { moscowDate } from '../requests/moscowDate';
import { organizationRecord, type OrganizationRecord } from './organizationRecord';

/** What the standing reads besides the database: the editions in force and the banks of the environment. */
export interface AccessionContext {
  settings: AccessionSettings;
  banks: readonly BankSettings[];
  /** Today's Moscow day (tests fix it). */
  today?: () => string;
}

/**
 * The editions the organisation holds a verified signature of: a row of file_signature is written only
 * after the signature was checked against the file, its certificate's chain and validity, and the
 * authority of the organisation's documents (storeSignature and its purpose).
 */
export async function signedEditions(db: Executor, organizationId: number): Promise<SignedEdition[]> {
  return db
    .selectFrom('organization_document as d')
    .select(['d.kind', 'd.bank_uuid', 'd.version'])
    .where('d.organization_id', '=', organizationId)
    .where((eb) => eb.exists(eb.selectFrom('file_signature as s').select('s.uuid').whereRef('s.file_uuid', '=', 'd.file_uuid')))
    .execute();
}

/** Where the organisation stands with its documents, computed from what it really signed. */
export async function standingOf(db: Executor, by: { id: number } | { uuid: string }, context: AccessionContext): Promise<{ organization: OrganizationRecord; standing: OrganizationStanding }> {
  const organization = await organizationRecord(db, by);
  const duties = organizationDuties(organization, context.settings, context.banks);
  const standing = organizationStanding(duties, await signedEditions(db, organization.id), context.today?.() ?? moscowDate());
  return { organization, standing };
}
