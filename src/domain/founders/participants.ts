import { numberValue } from '../checks/numberValue';
import type { Person } from '../persons/person';
import { isEntry, listOf, type FounderOrganization, type Founders } from './founders';

/** A participant with the share it holds, as the founders rules see it. */
export interface Participant {
  readonly kind: 'person' | 'organization';
  /** JSON pointer of the participant in the founders data. */
  readonly path: string;
  readonly percent: number | null;
  readonly item: Person | FounderOrganization;
}

/**
 * The participants (учредители, участники) among the founders: persons flagged as participants
 * (`is_stakeholder`, their share in `percentAtRegulationsCapital`) and every founder organisation
 * (its share in `percent`). Heads, signers and beneficial owners who hold no share are not participants.
 * Entries that are not objects are skipped: the step's own schema reports them.
 */
export function participants(founders: Founders): Participant[] {
  const persons = listOf(founders.persons).flatMap((person, index) =>
    isEntry(person) && person.is_stakeholder === true
      ? [{ kind: 'person' as const, path: `/persons/${index}`, percent: numberValue(person['percentAtRegulationsCapital']), item: person }]
      : [],
  );
  const organizations = listOf(founders.organizations).flatMap((organization, index) =>
    isEntry(organization)
      ? [{ kind: 'organization' as const, path: `/organizations/${index}`, percent: numberValue(organization.percent), item: organization }]
      : [],
  );
  return [...persons, ...organizations];
}
