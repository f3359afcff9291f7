import { assignSigner } from '../../domain/persons/assignSigner';
import type { Person } from '../../domain/persons/person';
import { unassignSigner } from '../../domain/persons/unassignSigner';

type Data = Record<string, unknown>;

const isPerson = (value: unknown): value is Person =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as Person).uuid === 'string';

const personsIn = (value: unknown): Person[] => (Array.isArray(value) ? value.filter(isPerson) : []);

/**
 * The single-signer rule (spec-2 §5.4) across the head and signers steps, applied when one of them
 * changes: the head who stops signing gets a separate, empty signer entry (unless someone signs
 * already); the head who signs again, or a signer newly chosen in the list, is the one signer and a
 * person who was there only to sign is removed.
 * @returns the signers step's data to keep, or undefined when it does not change
 */
export function signersAfter(step: string, before: Data | undefined, after: Data, signersStep: Data | undefined): Data | undefined {
  const signers = personsIn(signersStep?.signers);
  if (step === 'information-head') {
    const was = before?.head;
    const now = after.head;
    if (!isPerson(now) || !isPerson(was) || was.is_signer === now.is_signer) return undefined;
    if (now.is_signer === false) {
      if (signers.some((person) => person.is_signer === true)) return undefined;
      const added = unassignSigner([was], was.uuid).filter((person) => person.uuid !== was.uuid);
      return { ...signersStep, signers: [...signers, ...added] };
    }
    return { ...signersStep, signers: assignSigner([now, ...signers], now.uuid).filter((person) => person.uuid !== now.uuid) };
  }
  if (step === 'information-signers') {
    const previous = new Set(personsIn(before?.signers).filter((person) => person.is_signer === true).map((person) => person.uuid));
    const chosen = personsIn(after.signers).find((person) => person.is_signer === true && !previous.has(person.uuid));
    if (!chosen || previous.size === 0) return undefined;
    return { ...after, signers: assignSigner(personsIn(after.signers), chosen.uuid) };
  }
  return undefined;
}
