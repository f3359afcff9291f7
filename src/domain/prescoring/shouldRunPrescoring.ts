/**
 * Raw sub_status values after which the parameters must be pre-scored again (spec-1 §4 "Other
 * transitions"): a request revoked from a bank, or a bank's draft the agent changed.
 */
export const prescoringTriggers: readonly string[] = ['revoked', 'agent_draft'];

/**
 * Whether pre-scoring runs once a request's sub-requests have loaded (spec-1 §4): when it is allowed
 * and there are no sub-requests yet, or any of them is revoked or agent_draft.
 * @param allowed whether this user may start pre-scoring for this request at all (an editable draft)
 */
export function shouldRunPrescoring(subrequests: readonly { readonly sub_status: string }[], allowed: boolean): boolean {
  if (!allowed) return false;
  return subrequests.length === 0 || subrequests.some((sub) => prescoringTriggers.includes(sub.sub_status));
}
