const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const lower = 'abcdefghijkmnopqrstuvwxyz';
const digits = '23456789';

/** A source of uniform random integers in [0, bound). */
export type RandomInt = (bound: number) => number;

/** The spec's generator (spec-2 §9): length 10 by default, with upper case, lower case and digits. */
export const passwordDefaults = { length: 10 } as const;

/**
 * A random password of `length` characters with at least one upper-case letter, one lower-case letter
 * and one digit (spec-2 §9), so it also passes the server's rule (letters and digits, 8 or more). The
 * look-alikes I, O, l, 0, 1 are left out: the administrator may read it to the employee aloud.
 */
export function generatePassword(randomInt: RandomInt, length: number = passwordDefaults.length): string {
  if (!Number.isInteger(length) || length < 3) throw new Error('a password needs room for three kinds of characters');
  const all = upper + lower + digits;
  const pick = (alphabet: string) => alphabet.charAt(randomInt(alphabet.length));
  const characters = [pick(upper), pick(lower), pick(digits)];
  while (characters.length < length) characters.push(pick(all));
  // Fisher–Yates, so the three required kinds do not always stand first.
  for (let index = characters.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [characters[index], characters[other]] = [characters[other] as string, characters[index] as string];
  }
  return characters.join('');
}

/** Uniform integers from the platform's cryptographic random source (browser and Node alike). */
export function cryptoRandomInt(bound: number): number {
  // Rejection sampling: no bias towards the low values of the alphabet.
  const limit = Math.floor(0x1_0000_0000 / bound) * bound;
  const buffer = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(buffer);
    const value = buffer[0] as number;
    if (value < limit) return value % bound;
  }
}
