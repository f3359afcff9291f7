/** A demand of the bank or of the platform operator on a sub-request. */
export interface DemandSource {
  readonly kind: 'bank' | 'admin';
  readonly text: string;
  readonly required_documents: readonly { readonly type: string; readonly name: string }[];
  readonly answered_at: string | null;
  /** ISO moment the demand was made. */
  readonly created_at: string;
}

/** The common group of the raw statuses in which a sub-request waits for the answer to a demand (config/statuses.json). */
export const demandCommonGroup = 'bankrequest';

/**
 * The demand a sub-request waits to have answered: the newest unanswered one, while the sub-request is in a
 * demand status (common group `bankrequest`: «Запрос банка», «Запрос администратора платформы», the bank's
 * demand during the deal); null otherwise — an old demand of a status left behind is not shown as open.
 */
export function openDemand<D extends DemandSource>(sub: { readonly sub_common_status: string }, demands: readonly D[]): D | null {
  if (sub.sub_common_status !== demandCommonGroup) return null;
  const open = demands.filter((demand) => demand.answered_at === null).sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  return open[0] ?? null;
}
