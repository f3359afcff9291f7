import type { OrganizationStanding } from './organizationStanding';

/** Why an organisation may not send to a bank now: its overdue accession, or the bank's unsigned agreement. */
export type SendingBlock = { kind: 'regulations'; deadline: string } | { kind: 'agreement'; bank_uuid: string } | null;

/**
 * What closes the sending of a draft to this bank (docs/accession.md): an accession unsigned past its
 * deadline closes every bank; an unsigned additional agreement closes its partner bank. Null: open.
 */
export function sendingBlockOf(standing: OrganizationStanding, bankUuid: string): SendingBlock {
  if (standing.regulations_overdue && standing.regulations_deadline !== null) return { kind: 'regulations', deadline: standing.regulations_deadline };
  if (standing.blocked_banks.includes(bankUuid)) return { kind: 'agreement', bank_uuid: bankUuid };
  return null;
}
