/** The suggestion shapes, for the screens (which reach the API only through the runtime). */
export type {
  AddressData,
  BankData,
  FmsUnitData,
  PartyData,
  PartyStatus,
  SuggestDataOf,
  SuggestKind,
  SuggestionItem,
} from '../../api/suggestions';
