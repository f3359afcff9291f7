import type { OrganizationDocumentKind } from '../../domain/accession/accessionSettings';

/** storage_file types of an organisation's documents, a type per kind: the signing purpose is chosen by them. */
export const organizationFileTypes: Readonly<Record<OrganizationDocumentKind, string>> = {
  accession_agent: 'org_accession_agent',
  accession_client: 'org_accession_client',
  partner_agreement: 'org_partner_agreement',
};
