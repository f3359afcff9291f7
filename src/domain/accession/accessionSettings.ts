import accessionJson from '../../../config/accession.json';

/** The documents an organisation signs with the operator (docs/accession.md). */
export type OrganizationDocumentKind = 'accession_agent' | 'accession_client' | 'partner_agreement';

/** The legal text an accession carries as its annex (config/legal/<legal>.md). */
export type RegulationText = 'b-agreement' | 'terms' | 'edm';

/** One edition of an accession: its number, the day it takes effect, and the text joined. */
export interface RegulationEdition {
  readonly version: number;
  /** YYYY-MM-DD, Moscow. */
  readonly effective_from: string;
  readonly legal: RegulationText;
}

/** A partner bank's additional agreement: when the bank joined the platform and the agreement's edition. */
export interface PartnerAgreementEdition {
  /** YYYY-MM-DD, Moscow. */
  readonly connected_on: string;
  readonly version: number;
}

/** config/accession.json as the code reads it. */
export interface AccessionSettings {
  /** Days an organisation may work with its accession unsigned, from registration or a new edition. */
  readonly grace_days: number;
  readonly regulations: { readonly agent: RegulationEdition; readonly client: RegulationEdition };
  /** By bank uuid: the partner banks (config/banks.json type partner). */
  readonly partner_agreements: Readonly<Record<string, PartnerAgreementEdition>>;
}

/** The shipped settings; `npm run check` holds them to schemas/meta/accession.schema.json. */
export const accessionSettings: AccessionSettings = accessionJson as AccessionSettings;
