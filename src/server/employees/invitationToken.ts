import { createHash, randomBytes } from 'node:crypto';

/** How long an invitation's link opens (docs/employees.md). */
export const invitationTtlDays = 7;

/** A fresh one-time token for a link, and the hash that is stored in its place. */
export function newInvitationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: invitationTokenHash(token) };
}

export function invitationTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
