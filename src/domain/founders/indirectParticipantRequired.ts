import type { BankSettings } from '../banks';
import { numberValue } from '../checks/numberValue';
import type { Person } from '../persons/person';
import { isEntry, listOf, type Founders } from './founders';

/** Beneficiary reasons (spec-2 §3.1) that make a person an indirect participant. */
const indirectReasons: readonly unknown[] = ['indirect', 'direct_indirect'];

/** Whether a person owns a share indirectly, through an organisation. */
export function isIndirectParticipant(person: Person): boolean {
  if (indirectReasons.includes(person['beneficiarReason'])) return true;
  const indirectPercent = numberValue(person['indirectPercent']);
  return indirectPercent !== null && indirectPercent > 0;
}

/** The selected banks that need indirect participants named (`indirect_founders_needed`). */
export function banksNeedingIndirectFounders(selectedBanks: readonly BankSettings[]): BankSettings[] {
  return selectedBanks.filter((bank) => bank.indirect_founders_needed);
}

/**
 * Whether the founders still lack an indirect participant (spec-2 §5.4): a selected bank needs them,
 * some founder organisation holds a share, and no person is marked as owning through an
 * organisation (beneficiary reason indirect or direct and indirect, or an indirect percentage).
 */
export function indirectParticipantRequired(founders: Founders, selectedBanks: readonly BankSettings[]): boolean {
  if (banksNeedingIndirectFounders(selectedBanks).length === 0) return false;
  const organisationsHoldShares = listOf(founders.organizations).some((organization) => isEntry(organization) && (numberValue(organization.percent) ?? 0) > 0);
  return organisationsHoldShares && !listOf(founders.persons).some((person) => isEntry(person) && isIndirectParticipant(person));
}
