/** The answer of an ability check: allowed, or refused with a Russian message to show. */
export type Verdict = { readonly allowed: true } | { readonly allowed: false; readonly message: string };

/** The allowed verdict. */
export const allowed: Verdict = { allowed: true };

/** A refusal with its Russian message. */
export function refused(message: string): Verdict {
  return { allowed: false, message };
}
