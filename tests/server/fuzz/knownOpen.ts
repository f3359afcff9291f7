import type { FuzzCall } from './calls';

/** A call the fuzzer found wrong, with the error the server threw on its way to a 5xx. */
export interface Finding {
  route: string;
  call: FuzzCall;
  problem: string;
  error?: string;
}

/**
 * Findings whose fix is under way elsewhere: tallied and printed, not failed. Each entry names the
 * route ('*' for any) and how to recognise the input. Empty: every finding fails its route's test,
 * and an entry may only be added together with the work that removes it.
 */
export const knownOpen: ReadonlyArray<{ route: string; why: string; matches: (finding: Finding) => boolean }> = [];
