import { sendingBlockOf } from '../../domain/accession/sendingBlockOf';
import type { OrganizationStanding } from '../../domain/accession/organizationStanding';
import type { Executor } from '../db/schema';
import { formatDate } from '../printforms/format';
import { standingOf, type AccessionContext } from './standingOf';
import { accessionTexts as t } from './texts';

/** What an organisation's documents close in sending, bank by bank. */
export interface SendingBlocks {
  standing: OrganizationStanding;
  /** Why a draft may not go to this bank now (Russian), or null. */
  reasonOf(bankUuid: string): string | null;
}

/**
 * The sending blocks of the organisation that owns a request (docs/accession.md): an accession
 * unsigned past its deadline closes every bank; a partner bank connected after the organisation
 * registered stays closed until its additional agreement is signed.
 */
export async function sendingBlocks(db: Executor, organizationUuid: string, context: AccessionContext): Promise<SendingBlocks> {
  const { organization, standing } = await standingOf(db, { uuid: organizationUuid }, context);
  const accessionTitle = t.title(organization.type === 'agent' ? 'accession_agent' : 'accession_client', null);
  return {
    standing,
    reasonOf(bankUuid) {
      const block = sendingBlockOf(standing, bankUuid);
      if (block === null) return null;
      if (block.kind === 'regulations') return t.regulationsOverdue(accessionTitle, formatDate(block.deadline));
      return t.agreementMissing(context.banks.find((bank) => bank.uuid === bankUuid)?.bank_name ?? bankUuid);
    },
  };
}
