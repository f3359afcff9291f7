import type { SuggestionKind, SuggestRequests } from '../../integrations/suggestions/SuggestionProvider';

/**
 * What a call that leaves an option out gets: DaData's own count of 10, and the product's searches of
 * spec-2 §5.8 — companies that work or are being wound up, addresses in the municipal division. A caller
 * widens the company search by naming the states itself (`status: []` means all).
 */
export const suggestionDefaults = {
  count: 10,
  partyStatus: ['ACTIVE', 'LIQUIDATING'],
  division: 'MUNICIPAL',
} as const;

/** The request a provider gets: the caller's options with the defaults filled in and `division` in DaData's case. */
export function withDefaults<K extends SuggestionKind>(kind: K, body: Record<string, unknown>): SuggestRequests[K] {
  const request: Record<string, unknown> = { ...body, count: body.count ?? suggestionDefaults.count };
  if (kind === 'party' && request.status === undefined) request.status = [...suggestionDefaults.partyStatus];
  if (kind === 'address') request.division = String(request.division ?? suggestionDefaults.division).toUpperCase();
  return request as unknown as SuggestRequests[K];
}
