import type { PartyStatus, SuggestBody, SuggestKind } from '../../api/suggestions';
import constants from '../../../config/constants.json';

/** Company search is limited to these register states (spec-2 §5.8). */
export const PARTY_STATUSES: readonly PartyStatus[] = ['ACTIVE', 'LIQUIDATING'];

/** Address search uses the municipal division (spec-2 §5.8). */
export const ADDRESS_DIVISION = 'municipal';

/** How one kind of search behaves in a field. */
export interface KindSettings {
  /** The search starts when the trimmed text has at least this many characters. */
  minChars: number;
  /** A shorter text clears the field's value (addresses), rather than leaving the text as the value. */
  clearsWhenShort: boolean;
  /** With no suggestions, the typed text is offered as the value (addresses). */
  offersTypedText: boolean;
  /** The request body for a query. */
  body(query: string): SuggestBody;
}

/** Timing and size rules shared by every search field (spec-2 §9 "Autocomplete"). */
export interface SuggestTiming {
  debounceMs: number;
  inputMaxLength: number;
}

const { autocomplete } = constants;

export const suggestTiming: SuggestTiming = {
  debounceMs: autocomplete.debounceMs,
  inputMaxLength: autocomplete.inputMaxLength,
};

/** The behaviour of each search, as a table. */
export const kindSettings: Record<SuggestKind, KindSettings> = {
  party: {
    minChars: autocomplete.minChars,
    clearsWhenShort: false,
    offersTypedText: false,
    body: (query) => ({ query, status: PARTY_STATUSES }),
  },
  address: {
    minChars: autocomplete.addressMinChars,
    clearsWhenShort: true,
    offersTypedText: true,
    body: (query) => ({ query, division: ADDRESS_DIVISION }),
  },
  bank: {
    minChars: autocomplete.minChars,
    clearsWhenShort: false,
    offersTypedText: false,
    body: (query) => ({ query }),
  },
  fms_unit: {
    minChars: autocomplete.minChars,
    clearsWhenShort: false,
    offersTypedText: false,
    body: (query) => ({ query }),
  },
};
