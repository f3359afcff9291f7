import { newPerson } from './newPerson';
import { randomUuid, unlimitedPowers, type NewUuid, type Person } from './person';

/**
 * Makes sure the persons list has a head of the executive body (spec-1 §4 "Signer", spec-2 §5.4).
 * When none exists one is created at the top of the list: a head whose powers end 'бессрочно', who is
 * also the signer when nobody signs yet.
 * @param persons the questionnaire's persons
 * @param hasSigner whether someone already signs; by default, whether a person of the list does
 *   (the signers step may keep its signer elsewhere, so the caller can say)
 * @returns the same array when a head exists, else a new array with the head first
 */
export function ensureHead(
  persons: readonly Person[],
  hasSigner: boolean = persons.some((person) => person.is_signer === true),
  newUuid: NewUuid = randomUuid,
): readonly Person[] {
  if (persons.some((person) => person.is_head === true)) return persons;
  const roles = hasSigner ? (['is_head'] as const) : (['is_head', 'is_signer'] as const);
  return [{ ...newPerson(roles, newUuid), eioToDate: unlimitedPowers }, ...persons];
}
