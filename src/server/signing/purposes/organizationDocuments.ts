import { banksConfig } from '../../../domain/banks';
import { organizationFileTypes } from '../../accession/organizationFileTypes';
import { organizationSignerOf } from '../../accession/organizationSignerOf';
import { accessionTexts } from '../../accession/texts';
import type { SigningPurpose } from './SigningPurpose';

/**
 * An organisation's own documents (docs/accession.md): its accession and the partner banks' additional
 * agreements. Signed in the cabinet only (no sign link reaches them) by a member of the organisation
 * with a certificate of the organisation that names him; an edition replaced by a newer one is not
 * signed any more. What follows is nothing to move: the User's flags, the banner, the bank cards and
 * the send call all read the signatures as they stand.
 */
export const organizationDocumentsPurpose: SigningPurpose = {
  name: 'organization',
  types: Object.values(organizationFileTypes),
  async applicant(db, file, author) {
    if (author.kind !== 'user') return { refusal: accessionTexts.signedInOnly };
    const edition = await db
      .selectFrom('organization_document')
      .select(['organization_id', 'kind', 'bank_uuid', 'version'])
      .where('file_uuid', '=', file.uuid)
      .executeTakeFirst();
    if (!edition) return { refusal: accessionTexts.notFound };
    const newer = await db
      .selectFrom('organization_document')
      .select('version')
      .where('organization_id', '=', edition.organization_id)
      .where('kind', '=', edition.kind)
      .where((eb) => (edition.bank_uuid === null ? eb('bank_uuid', 'is', null) : eb('bank_uuid', '=', edition.bank_uuid)))
      .where('version', '>', edition.version)
      .orderBy('version', 'desc')
      .executeTakeFirst();
    if (newer) {
      const bank = banksConfig.banks.find((candidate) => candidate.uuid === edition.bank_uuid)?.bank_name ?? null;
      return { refusal: accessionTexts.outdated(accessionTexts.title(edition.kind, bank), edition.version, newer.version) };
    }
    return (await organizationSignerOf(db, edition.organization_id, author.viewer.userId)) ?? { refusal: accessionTexts.notFound };
  },
  async afterSigned() {
    return { completed: false, moved: [] };
  },
};
