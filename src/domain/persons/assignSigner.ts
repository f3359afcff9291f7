import { isOnlySigner, type Person } from './person';

/**
 * Makes the person with this uuid the one signer (spec-1 §4 "Signer", spec-2 §5.4): everyone else
 * loses the signer flag, and a person who was in the list only to sign is removed. An unknown uuid
 * leaves the list as it is, since clearing the others would leave the company without a signer.
 * @returns a new array; the persons keep their order
 */
export function assignSigner(persons: readonly Person[], uuid: string): Person[] {
  if (!persons.some((person) => person.uuid === uuid)) return [...persons];
  return persons
    .filter((person) => person.uuid === uuid || !isOnlySigner(person))
    .map((person) => {
      const signs = person.uuid === uuid;
      return person.is_signer === signs ? person : { ...person, is_signer: signs };
    });
}
