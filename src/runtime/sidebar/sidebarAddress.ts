/**
 * How the side panels live in the address (spec-1 "Side panels"): `selected` names the request,
 * `sidebartab` the panel's view and `sidebarcurtain` the curtain over it. The list links to two tab
 * values, `request` (RequestDetails, also when the tab is absent) and `bank:<bankUuid>` (BankDetails);
 * every other view is `<ViewName>` or `<ViewName>:<its parameters as a query string>`. The request
 * number is never repeated inside a tab: `selected` carries it for every view.
 */

export const SELECTED_PARAM = 'selected';
export const TAB_PARAM = 'sidebartab';
export const CURTAIN_PARAM = 'sidebarcurtain';

export const REQUEST_VIEW = 'RequestDetails';
export const BANK_VIEW = 'BankDetails';
const REQUEST_TAB = 'request';
const BANK_TAB_PREFIX = 'bank:';

/** One view with its parameters, `requestNumber` among them. */
export interface SidebarPlace {
  readonly view: string;
  readonly params: Readonly<Record<string, string>>;
}

/** What the address says is open: the panel's view and, over it, the curtain's (or nothing). */
export interface SidebarAddress {
  readonly requestNumber: number;
  readonly panel: SidebarPlace;
  readonly curtain: SidebarPlace | null;
}

function isRequestNumber(value: string | null): value is string {
  return value !== null && /^[1-9]\d{0,14}$/.test(value);
}

function placeOf(token: string, requestNumber: string): SidebarPlace | null {
  if (token === '' || token === REQUEST_TAB) return { view: REQUEST_VIEW, params: { requestNumber } };
  if (token.startsWith(BANK_TAB_PREFIX)) {
    const bankUuid = token.slice(BANK_TAB_PREFIX.length);
    return bankUuid ? { view: BANK_VIEW, params: { requestNumber, bankUuid } } : null;
  }
  const colon = token.indexOf(':');
  const view = colon < 0 ? token : token.slice(0, colon);
  if (!/^[A-Z][A-Za-z]*$/.test(view)) return null;
  const params: Record<string, string> = {};
  if (colon >= 0) for (const [key, value] of new URLSearchParams(token.slice(colon + 1))) params[key] = value;
  params.requestNumber = requestNumber;
  return { view, params };
}

/** The token of a view inside `sidebartab` / `sidebarcurtain` (without the request number). */
export function tokenOf(place: SidebarPlace): string {
  const rest = Object.entries(place.params).filter(([key]) => key !== 'requestNumber');
  if (place.view === REQUEST_VIEW && rest.length === 0) return REQUEST_TAB;
  if (place.view === BANK_VIEW && rest.length === 1 && rest[0]![0] === 'bankUuid') return `${BANK_TAB_PREFIX}${rest[0]![1]}`;
  if (rest.length === 0) return place.view;
  const query = new URLSearchParams(rest.sort(([a], [b]) => a.localeCompare(b)));
  return `${place.view}:${query.toString()}`;
}

/**
 * Reads the side panels out of a query string. A malformed tab opens the request's own panel
 * rather than nothing, so a mistyped link still shows the request; a malformed curtain is ignored.
 */
export function parseSidebarAddress(search: string): SidebarAddress | null {
  const query = new URLSearchParams(search);
  const selected = query.get(SELECTED_PARAM);
  if (!isRequestNumber(selected)) return null;
  const panel = placeOf(query.get(TAB_PARAM) ?? '', selected) ?? { view: REQUEST_VIEW, params: { requestNumber: selected } };
  const curtainToken = query.get(CURTAIN_PARAM);
  const curtain = curtainToken ? placeOf(curtainToken, selected) : null;
  return { requestNumber: Number(selected), panel, curtain };
}

/**
 * The query string with the side panels replaced (removed when `address` is null), every other
 * parameter — the list's own filters — kept as it was. Returns '' or '?…'.
 */
export function withSidebarAddress(search: string, address: { panel: SidebarPlace; curtain: SidebarPlace | null } | null): string {
  const query = new URLSearchParams(search);
  query.delete(SELECTED_PARAM);
  query.delete(TAB_PARAM);
  query.delete(CURTAIN_PARAM);
  if (address) {
    const requestNumber = address.panel.params.requestNumber;
    if (requestNumber) query.set(SELECTED_PARAM, requestNumber);
    const tab = tokenOf(address.panel);
    if (tab !== REQUEST_TAB) query.set(TAB_PARAM, tab);
    if (address.curtain) query.set(CURTAIN_PARAM, tokenOf(address.curtain));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** Whether two places are the same view with the same parameters. */
export function samePlace(a: SidebarPlace | null | undefined, b: SidebarPlace | null | undefined): boolean {
  if (!a || !b) return a === b;
  return a.view === b.view && tokenOf(a) === tokenOf(b) && a.params.requestNumber === b.params.requestNumber;
}
