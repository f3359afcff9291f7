/**
 * A person of the questionnaire (spec-1 §3 Person): the head, the signer, beneficial owners and
 * participants are one list, told apart by role flags. Only the fields the form rules read are typed;
 * every other field of the person travels through untouched.
 */
export interface Person {
  readonly uuid: string;
  /** Head of the executive body (единоличный исполнительный орган). */
  readonly is_head?: boolean;
  /** Signs the request for the company. */
  readonly is_signer?: boolean;
  /** Beneficial owner. */
  readonly is_beneficiary?: boolean;
  /** Participant (учредитель, участник) holding a share of the charter capital. */
  readonly is_stakeholder?: boolean;
  readonly [field: string]: unknown;
}

/** The role flags of spec-1 Person, in the order the form shows them. */
export const personRoleFlags = ['is_head', 'is_signer', 'is_beneficiary', 'is_stakeholder'] as const;

/** One role flag of a person. */
export type PersonRole = (typeof personRoleFlags)[number];

/** The roles a person holds, in {@link personRoleFlags} order. */
export function rolesOf(person: Person): PersonRole[] {
  return personRoleFlags.filter((flag) => person[flag] === true);
}

/** True when the person is in the list only to sign: no other role keeps them there. */
export function isOnlySigner(person: Person): boolean {
  const roles = rolesOf(person);
  return roles.length === 1 && roles[0] === 'is_signer';
}

/**
 * The end date of the head's powers of an auto-created head (spec-2 §5.4): the head's term is
 * open until someone enters a date.
 */
export const unlimitedPowers = 'бессрочно';

/** Makes the uuid of a new person; injected so that tests and the server can choose. */
export type NewUuid = () => string;

/** The platform's uuid source: the Web Crypto API, present in browsers and in Node 20. */
export const randomUuid: NewUuid = () => globalThis.crypto.randomUUID();
