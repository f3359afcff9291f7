import type { BankSettings } from '../banks';
import type { AccessionSettings, OrganizationDocumentKind } from './accessionSettings';

/** What an organisation must sign: one edition of one document. */
export interface OrganizationDuty {
  readonly kind: OrganizationDocumentKind;
  /** The partner bank an additional agreement connects; null for an accession. */
  readonly bank_uuid: string | null;
  readonly version: number;
  /** The day the edition took effect, or the bank was connected (YYYY-MM-DD). */
  readonly since: string;
  /**
   * The last day an accession may stay unsigned without closing the sending (YYYY-MM-DD); null for an
   * additional agreement, which closes its bank until it is signed.
   */
  readonly deadline: string | null;
}

/** The organisation as the duties see it: its cabinet and the day it registered (accepted the offer). */
export interface DutyOrganization {
  readonly type: 'agent' | 'client';
  /** YYYY-MM-DD, Moscow. */
  readonly registered_on: string;
}

function addDays(day: string, days: number): string {
  const moment = new Date(`${day}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

/**
 * The documents an organisation must sign now (docs/accession.md):
 * - the accession of its cabinet in the current edition, due `grace_days` after the later of its
 *   registration and the edition's effective day;
 * - for an agent, the additional agreement of every partner bank connected to the platform after the
 *   agent registered (the agency agreement covers the banks connected before, its clause 5.1).
 * A partner bank missing from the settings counts as connected before anyone (a test keeps the
 * settings complete).
 */
export function organizationDuties(organization: DutyOrganization, settings: AccessionSettings, banks: readonly BankSettings[]): OrganizationDuty[] {
  const edition = settings.regulations[organization.type];
  const start = organization.registered_on > edition.effective_from ? organization.registered_on : edition.effective_from;
  const duties: OrganizationDuty[] = [
    {
      kind: organization.type === 'agent' ? 'accession_agent' : 'accession_client',
      bank_uuid: null,
      version: edition.version,
      since: edition.effective_from,
      deadline: addDays(start, settings.grace_days),
    },
  ];
  if (organization.type !== 'agent') return duties;
  const partners = [...banks].filter((bank) => bank.type === 'partner').sort((a, b) => a.order - b.order);
  for (const bank of partners) {
    const agreement = settings.partner_agreements[bank.uuid];
    if (!agreement || agreement.connected_on <= organization.registered_on) continue;
    duties.push({ kind: 'partner_agreement', bank_uuid: bank.uuid, version: agreement.version, since: agreement.connected_on, deadline: null });
  }
  return duties;
}
