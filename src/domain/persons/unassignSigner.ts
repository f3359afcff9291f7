import { newPerson } from './newPerson';
import { randomUuid, rolesOf, type NewUuid, type Person } from './person';

/**
 * Takes the signer role from the person with this uuid (spec-1 §4 "Signer", spec-2 §5.4).
 * - The head stops signing and a separate, empty signer entry is added at the end for the user to fill.
 * - Anyone else just loses the flag; a person left with no role at all has no place in the list and is
 *   removed, which mirrors `assignSigner` dropping a person who was only a signer.
 * A uuid that is unknown or does not sign leaves the list as it is.
 * @returns a new array
 */
export function unassignSigner(persons: readonly Person[], uuid: string, newUuid: NewUuid = randomUuid): Person[] {
  const target = persons.find((person) => person.uuid === uuid);
  if (!target || target.is_signer !== true) return [...persons];
  const unassigned = { ...target, is_signer: false };
  const rest = persons.flatMap((person) => {
    if (person.uuid !== uuid) return [person];
    return rolesOf(unassigned).length > 0 ? [unassigned] : [];
  });
  return target.is_head === true ? [...rest, newPerson(['is_signer'], newUuid)] : rest;
}
