import type { FuzzCall } from './calls';

/** A call the fuzzer found wrong, with the error the server threw on its way to a 5xx. */
export interface Finding {
  route: string;
  call: FuzzCall;
  problem: string;
  error?: string;
}

/**
 * 5xx answers whose fix is under way in the HTTP layer: tallied and printed, not failed. Each entry
 * names the route ('*' for any) and how to recognise the input. The list is meant to be empty: an
 * entry goes as soon as its fix is in.
 */
const deepJson = /^(\[{20}|(\{"a":){20})/;

export const knownOpen: ReadonlyArray<{ route: string; why: string; matches: (finding: Finding) => boolean }> = [
  {
    route: '*',
    why: 'a JSON body nested thousands of levels deep overflows the stack of the recursive body walks (storable-text guard, validation) before any depth limit',
    matches: (finding) => deepJson.test(finding.call.payload?.toString() ?? '') && /Maximum call stack size exceeded/.test(finding.error ?? ''),
  },
  {
    route: '*',
    why: '@fastify/busboy stops reading a multipart body whose part has no Content-Disposition and is longer than its high-water mark (64 KB): the call is never answered',
    matches: (finding) => finding.problem.startsWith('no answer') && (finding.call.contentType ?? '').startsWith('multipart/form-data') && /\bbadHeader\b/.test(finding.call.shape),
  },
];
