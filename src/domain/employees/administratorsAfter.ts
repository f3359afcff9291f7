/** One member of an organisation as the rule sees him. */
export interface AdministratorCandidate {
  membershipId: number;
  /** Enabled (not disabled by an administrator). */
  active: boolean;
  /** Holds the employees' permission (agent_view_edit_users). */
  administrator: boolean;
}

/** What happens to one member. */
export type MembershipChange = { kind: 'permissions'; administrator: boolean } | { kind: 'active'; active: boolean };

/**
 * How many enabled administrators the organisation keeps after `change` to `membershipId`. The rule of
 * the employees' page (docs/employees.md): the last enabled member holding the employees' permission
 * can neither lose it nor be disabled, or nobody could manage the organisation's employees again.
 */
export function administratorsAfter(members: readonly AdministratorCandidate[], membershipId: number, change: MembershipChange): number {
  return members
    .map((member) => {
      if (member.membershipId !== membershipId) return member;
      return change.kind === 'permissions' ? { ...member, administrator: change.administrator } : { ...member, active: change.active };
    })
    .filter((member) => member.active && member.administrator).length;
}
