import type { OrganizationDocumentKind } from '../domain/accession/accessionSettings';
import type { OrganizationDocumentsWire, RegulationsStateWire } from '../domain/wire/accessionWire';
import type { CallOptions, Http } from './createHttp';

/** The confirmation call of each kind of document (spec-2 §7.1): the agent's and the client's differ. */
const confirmPaths: Readonly<Record<OrganizationDocumentKind, string>> = {
  accession_agent: '/v1/organization/write/accession/sign/agent',
  accession_client: '/v1/organization/write/accession/sign/client',
  partner_agreement: '/v1/user/write/update-sign-add-agreement',
};

/** The calls of the organisation's documents (docs/accession.md). */
export function createAccessionApi(http: Http) {
  return {
    readDocuments: (options: CallOptions = {}) => http.get<OrganizationDocumentsWire>('/v2/user/read/docs/sign', options),
    /** Prepares the PDFs of the documents due that have none yet, and lists them. */
    prepareDocuments: () => http.post<OrganizationDocumentsWire>('/v2/user/read/docs/sign/confirm', {}),
    /** Confirms a signed document by its stored file and scope; a 400 names what is not signed yet. */
    confirmSigned: (kind: OrganizationDocumentKind, fileUuid: string, scopeUuid: string) => http.post<OrganizationDocumentsWire>(confirmPaths[kind], { uuid: fileUuid, scope_uuid: scopeUuid }),
    readRegulationsState: () => http.get<RegulationsStateWire>('/v1/bgrequest/read/reglament-signed'),
  };
}

export type AccessionApi = ReturnType<typeof createAccessionApi>;
