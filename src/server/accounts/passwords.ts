import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes): a login costs tens of milliseconds. Algorithm 2 is
// Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoy: Promise<string> | undefined;

/**
 * Spends the time of a real check when there is no user to check against, so that the answer time
 * does not tell an unknown e-mail from a wrong password.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword('decoy-password-never-matches');
  await verifyPassword(await decoy, password);
  return false;
}
