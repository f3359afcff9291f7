import { randomUuid, type NewUuid, type Person, type PersonRole } from './person';

/**
 * A new, empty person holding the given roles, with the defaults of spec-1 Person: citizenship rf and
 * identity document passport. Every role flag is written out, so the form shows explicit switches.
 */
export function newPerson(roles: readonly PersonRole[], newUuid: NewUuid = randomUuid): Person {
  return {
    uuid: newUuid(),
    is_head: roles.includes('is_head'),
    is_signer: roles.includes('is_signer'),
    is_beneficiary: roles.includes('is_beneficiary'),
    is_stakeholder: roles.includes('is_stakeholder'),
    citizenship: 'rf',
    doc_type: 'passport',
  };
}
