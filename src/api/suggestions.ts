import { ApiFailure } from './ApiFailure';
import type { Http } from './createHttp';

/** The four searches of the suggestion service (spec-2 §7.6), named as in its paths. */
export type SuggestKind = 'party' | 'address' | 'bank' | 'fms_unit';

export const suggestKinds: readonly SuggestKind[] = ['party', 'address', 'bank', 'fms_unit'];

/** Register states of a legal entity, as the suggestion service names them. */
export type PartyStatus = 'ACTIVE' | 'LIQUIDATING' | 'LIQUIDATED' | 'BANKRUPT' | 'REORGANIZING';

/** Address data of a suggestion (the fields the product reads; the service sends more). */
export interface AddressData {
  postal_code: string | null;
  region_with_type: string | null;
  city_with_type: string | null;
  settlement_with_type?: string | null;
  street_with_type: string | null;
  house: string | null;
  flat?: string | null;
  okato: string | null;
  oktmo: string | null;
  fias_id: string | null;
  [field: string]: unknown;
}

export interface PartyData {
  inn: string;
  kpp: string | null;
  ogrn: string | null;
  okpo: string | null;
  okato: string | null;
  oktmo: string | null;
  okved: string | null;
  name: { full_with_opf: string; short_with_opf: string | null; [field: string]: unknown };
  management: { name: string; post: string; [field: string]: unknown } | null;
  state: { status: PartyStatus; registration_date: number | null; [field: string]: unknown };
  address: { value: string; unrestricted_value: string; data: Partial<AddressData> | null } | null;
  [field: string]: unknown;
}

export interface BankData {
  bic: string;
  correspondent_account: string | null;
  name: { payment: string; short: string | null; [field: string]: unknown };
  address: { value: string; [field: string]: unknown } | null;
  [field: string]: unknown;
}

export interface FmsUnitData {
  code: string;
  name: string;
  [field: string]: unknown;
}

export interface SuggestDataOf {
  party: PartyData;
  address: AddressData;
  bank: BankData;
  fms_unit: FmsUnitData;
}

/** One suggestion: a display value, the full value and the structured data (which may be absent). */
export interface SuggestionItem<D = Record<string, unknown>> {
  value: string;
  unrestricted_value: string;
  data: D | null;
}

/** Body of a search: the query text, plus the status filter for companies and the division for addresses. */
export interface SuggestBody {
  query: string;
  count?: number;
  status?: readonly PartyStatus[];
  division?: 'municipal' | 'administrative';
}

/** What a search answers: the service's own shape, without the success envelope. */
interface SuggestAnswer {
  suggestions: SuggestionItem[];
}

const SUGGEST_BASE = '/suggestions/api/4_1/rs/suggest';

/** Said when the service answers something other than a suggestions list. */
export const MALFORMED_SUGGESTIONS = 'Сервис подсказок ответил в неизвестном формате';

function isSuggestion(value: unknown): value is SuggestionItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.value === 'string' && (item.data === null || item.data === undefined || typeof item.data === 'object');
}

/**
 * Typed calls of the suggestion service. Failures are silent (the calling field shows them beside
 * itself instead of a toast), and a caller may abort a search it no longer needs.
 */
export function createSuggestionsApi(http: Http) {
  async function suggest<K extends SuggestKind>(
    kind: K,
    body: SuggestBody,
    options: { signal?: AbortSignal } = {},
  ): Promise<SuggestionItem<SuggestDataOf[K]>[]> {
    const call = `POST ${SUGGEST_BASE}/${kind}`;
    const answer = await http.post<SuggestAnswer>(`${SUGGEST_BASE}/${kind}`, body, {
      silent: true,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    const list = (answer as Partial<SuggestAnswer> | null)?.suggestions;
    if (!Array.isArray(list) || !list.every(isSuggestion)) {
      throw new ApiFailure({ source: 'unexpected', serverMessage: MALFORMED_SUGGESTIONS, call });
    }
    return list.map((item) => ({
      value: item.value,
      unrestricted_value: typeof item.unrestricted_value === 'string' ? item.unrestricted_value : item.value,
      data: (item.data ?? null) as SuggestDataOf[K] | null,
    }));
  }
  return { suggest };
}

export type SuggestionsApi = ReturnType<typeof createSuggestionsApi>;
