import { makeAutoObservable } from 'mobx';
import type { KeyValueStorage } from '../../api';
import type { RequestListRow } from '../../domain/requestList/describeListRow';
import type { Logger, Navigation } from '../ports';
import {
  REQUEST_VIEW,
  parseSidebarAddress,
  samePlace,
  withSidebarAddress,
  type SidebarAddress,
  type SidebarPlace,
} from './sidebarAddress';

/** What the store must know of a registered view to open it: its layer, its parameters, its spec name. */
export interface SidebarCatalogueEntry {
  readonly layer: 'sidebar' | 'curtain';
  readonly params: readonly string[];
  /** The spec's view name when the registry key differs (a view that exists in both layers). */
  readonly name?: string;
}

export type SidebarCatalogue = Readonly<Record<string, SidebarCatalogueEntry>>;

/** Where the list (or any other screen) can tell the panel what it already knows of a request. */
export type RequestPreviewSource = (requestNumber: number) => RequestListRow | undefined;

export interface SidebarPorts {
  navigation: Navigation;
  /** Local storage: the wide/short choice of the request list's panel. */
  storage: KeyValueStorage;
  logger: Logger;
}

/** Local-storage key of the panel's width on the request list. */
export const SIDEBAR_WIDE_KEY = 'sidebarWide';
/** Session-storage key of the views' history, so a reload of the tab keeps «Назад» and «Вернуть». */
export const SIDEBAR_HISTORY_KEY = 'sidebarHistory';

interface StoredHistory {
  stack: SidebarPlace[];
  last: SidebarPlace[] | null;
}

function isPlace(value: unknown): value is SidebarPlace {
  if (value === null || typeof value !== 'object') return false;
  const place = value as { view?: unknown; params?: unknown };
  return (
    typeof place.view === 'string' &&
    place.params !== null &&
    typeof place.params === 'object' &&
    Object.values(place.params as object).every((item) => typeof item === 'string')
  );
}

function placesOf(value: unknown): SidebarPlace[] | null {
  return Array.isArray(value) && value.length > 0 && value.every(isPlace) ? value : null;
}

/**
 * The side panels (spec-1 "Side panels"). The address is the truth — `selected`, `sidebartab`,
 * `sidebarcurtain` (see sidebarAddress.ts) — and every move is a push navigation, so the browser's
 * back and forward walk the views. Beside the address the store keeps the history of the panel's
 * views, reconciled with each address the router reports ({@link sync}): an address one step down
 * the history is a «back», any other view of the same request is an «open», another request starts a
 * new history, no `selected` closes. The history closed last can be restored. Both live in the tab's
 * session storage when one is attached, so a reload keeps them.
 */
export class SidebarStore {
  /** The query string the router shows now. */
  search = '';
  /** The panel's views, oldest first; the last one is on screen. Empty when the panel is closed. */
  stack: SidebarPlace[] = [];
  /** The history closed last, for «Вернуть». */
  lastHistory: SidebarPlace[] | null = null;
  /** The request list's panel is wide (true) or short. */
  wide: boolean;
  private catalogue: SidebarCatalogue = {};
  private session: KeyValueStorage | null = null;
  private readonly previewSources = new Set<RequestPreviewSource>();
  private readonly ports: SidebarPorts;

  constructor(ports: SidebarPorts) {
    this.ports = ports;
    this.wide = ports.storage.getItem(SIDEBAR_WIDE_KEY) !== 'false';
    makeAutoObservable<SidebarStore, 'catalogue' | 'session' | 'previewSources' | 'ports'>(
      this,
      { catalogue: false, session: false, previewSources: false, ports: false },
      { autoBind: true },
    );
  }

  /** Tells the store which views exist (the registry of the UI), so a view it does not know is refused. */
  setCatalogue(catalogue: SidebarCatalogue): void {
    this.catalogue = catalogue;
  }

  /** Keeps the history in the tab's session storage and takes back what a previous load of the tab kept. */
  attachSession(storage: KeyValueStorage): void {
    this.session = storage;
    let stored: Partial<StoredHistory> = {};
    try {
      stored = JSON.parse(storage.getItem(SIDEBAR_HISTORY_KEY) ?? '{}') as Partial<StoredHistory>;
    } catch {
      // A damaged entry is simply forgotten.
    }
    const stack = placesOf(stored.stack);
    const current = this.address?.panel;
    if (stack && current && samePlace(stack.at(-1), current)) this.stack = stack;
    this.lastHistory = placesOf(stored.last) ?? this.lastHistory;
  }

  /** The address as it stands, or null when no panel is open. */
  get address(): SidebarAddress | null {
    return parseSidebarAddress(this.search);
  }

  get isOpen(): boolean {
    return this.address !== null;
  }

  get requestNumber(): number | null {
    return this.address?.requestNumber ?? null;
  }

  /** The registry key of the panel on screen; an unknown view in the address shows the request's panel. */
  get panelKey(): string | null {
    const address = this.address;
    if (!address) return null;
    return this.keyOf('sidebar', address.panel) ?? REQUEST_VIEW;
  }

  get panelParams(): Readonly<Record<string, string>> {
    const address = this.address;
    if (!address) return {};
    return this.keyOf('sidebar', address.panel) ? address.panel.params : { requestNumber: String(address.requestNumber) };
  }

  /** The registry key of the curtain on screen, or null (an unknown curtain is not shown). */
  get curtainKey(): string | null {
    const curtain = this.address?.curtain;
    return curtain ? this.keyOf('curtain', curtain) : null;
  }

  get curtainParams(): Readonly<Record<string, string>> {
    return this.address?.curtain?.params ?? {};
  }

  /** «Назад» leads to an earlier view (otherwise back closes). */
  get canGoBack(): boolean {
    return this.stack.length > 1;
  }

  /** «Вернуть» is offered while the panel is closed and a history was closed. */
  get canRestore(): boolean {
    return !this.isOpen && this.lastHistory !== null;
  }

  /** The view «Вернуть» brings back. */
  get restorable(): SidebarPlace | null {
    return this.lastHistory?.at(-1) ?? null;
  }

  /**
   * Takes a new address of the same page from the router the moment it has it, not from the render of
   * the page: the router renders an address in a React transition, which spreads the page's re-render
   * over several frames, and a panel opened from a list row waited for all of them. Such an address is
   * the panel's alone, so the panel renders on its own, ahead of the page. Another page's address still
   * comes with that page's render ({@link syncRendered}), so a panel opened with a page shows with it.
   * Returns the way to stop; without a `listen` in the navigation port it does nothing.
   */
  follow(): () => void {
    const { navigation } = this.ports;
    if (!navigation.listen) return () => undefined;
    let pathname = navigation.current().pathname;
    return navigation.listen((location) => {
      if (location.pathname === pathname) this.sync(location.search);
      pathname = location.pathname;
    });
  }

  /**
   * A page rendered an address: the history follows it, unless the router has moved on since (a render
   * of an address the user has already left, while the newer one is on its way).
   */
  syncRendered(location: { pathname: string; search: string }): void {
    const current = this.ports.navigation.current();
    if (current.pathname !== location.pathname || current.search !== location.search) return;
    this.sync(location.search);
  }

  /** The router moved: the history follows the new address. */
  sync(search: string): void {
    if (search === this.search && (this.stack.length > 0) === this.isOpen) return;
    this.search = search;
    const address = this.address;
    if (!address) {
      if (this.stack.length > 0) {
        this.lastHistory = this.stack;
        this.stack = [];
        this.save();
      }
      return;
    }
    const place = address.panel;
    const top = this.stack.at(-1);
    if (samePlace(top, place)) return;
    if (samePlace(this.stack.at(-2), place)) this.stack = this.stack.slice(0, -1);
    else if (!top || top.params.requestNumber !== place.params.requestNumber) {
      this.stack = [place];
      this.lastHistory = null;
    } else this.stack = [...this.stack, place];
    this.save();
  }

  /** Opens a view in the panel on top of the history. */
  open(view: string, params: Readonly<Record<string, string>> = {}): void {
    const place = this.placeFor('sidebar', view, params);
    if (!place) return;
    const top = this.stack.at(-1);
    if (this.isOpen && samePlace(top, place) && !this.address?.curtain) return;
    if (top && top.params.requestNumber === place.params.requestNumber) {
      if (!samePlace(top, place)) this.stack = [...this.stack, place];
    } else {
      this.stack = [place];
      this.lastHistory = null;
    }
    this.save();
    this.go({ panel: place, curtain: null });
  }

  /** Opens a view in the curtain over the panel (the panel stays as it is). */
  openCurtain(view: string, params: Readonly<Record<string, string>> = {}): void {
    const address = this.address;
    if (!address) {
      this.ports.logger.error(`Шторка ${view} открывается только поверх открытой панели`);
      return;
    }
    const place = this.placeFor('curtain', view, { requestNumber: String(address.requestNumber), ...params });
    if (!place || samePlace(address.curtain, place)) return;
    this.go({ panel: address.panel, curtain: place });
  }

  /** Back to the previous view of the history; with none, the panel closes. */
  back(): void {
    if (this.stack.length <= 1) {
      this.close();
      return;
    }
    this.stack = this.stack.slice(0, -1);
    this.save();
    this.go({ panel: this.stack.at(-1)!, curtain: null });
  }

  closeCurtain(): void {
    const address = this.address;
    if (!address?.curtain) return;
    this.go({ panel: address.panel, curtain: null });
  }

  /** Closes the panel; its history can be brought back with {@link restore}. */
  close(): void {
    if (!this.isOpen) return;
    if (this.stack.length > 0) this.lastHistory = this.stack;
    this.stack = [];
    this.save();
    this.go(null);
  }

  /** «Вернуть»: the history closed last, at the view it was on. */
  restore(): void {
    const history = this.lastHistory;
    if (!history || this.isOpen) return;
    this.stack = history;
    this.lastHistory = null;
    this.save();
    this.go({ panel: history.at(-1)!, curtain: null });
  }

  /** The user declined «Вернуть». */
  forgetLastHistory(): void {
    this.lastHistory = null;
    this.save();
  }

  /** «Шире» / «Уже» of the request list's panel, kept for the next visit. */
  toggleWide(): void {
    this.wide = !this.wide;
    this.ports.storage.setItem(SIDEBAR_WIDE_KEY, String(this.wide));
  }

  /** A screen that holds rows of requests lets the panel draw from them at once; returns an unregister. */
  addPreviewSource(source: RequestPreviewSource): () => void {
    this.previewSources.add(source);
    return () => this.previewSources.delete(source);
  }

  /** What some screen already knows of the request, before the panel's own reading arrives. */
  previewOf(requestNumber: number): RequestListRow | undefined {
    for (const source of this.previewSources) {
      const row = source(requestNumber);
      if (row) return row;
    }
    return undefined;
  }

  /** The registry key of a view of a layer, by key or by spec name. */
  keyOf(layer: 'sidebar' | 'curtain', place: SidebarPlace): string | null {
    const direct = this.catalogue[place.view];
    if (direct?.layer === layer) return place.view;
    const found = Object.entries(this.catalogue).find(([, entry]) => entry.layer === layer && entry.name === place.view);
    return found ? found[0] : null;
  }

  private placeFor(layer: 'sidebar' | 'curtain', view: string, params: Readonly<Record<string, string>>): SidebarPlace | null {
    const requestNumber = params.requestNumber ?? (this.requestNumber === null ? undefined : String(this.requestNumber));
    if (!requestNumber || !/^[1-9]\d*$/.test(requestNumber)) {
      this.ports.logger.error(`Вид ${view} открывается только для заявки: не указан её номер`);
      return null;
    }
    const place: SidebarPlace = { view, params: { ...params, requestNumber } };
    const key = this.keyOf(layer, place);
    if (!key) {
      this.ports.logger.error(`Вид ${view} не зарегистрирован для слоя ${layer}`);
      return null;
    }
    const missing = this.catalogue[key]!.params.filter((name) => !place.params[name]);
    if (missing.length > 0) {
      this.ports.logger.error(`Виду ${view} не хватает параметров: ${missing.join(', ')}`);
      return null;
    }
    return place;
  }

  private go(address: { panel: SidebarPlace; curtain: SidebarPlace | null } | null): void {
    const { pathname, search } = this.ports.navigation.current();
    this.ports.navigation.go(`${pathname}${withSidebarAddress(search, address)}`);
  }

  private save(): void {
    if (!this.session) return;
    try {
      this.session.setItem(SIDEBAR_HISTORY_KEY, JSON.stringify({ stack: this.stack, last: this.lastHistory } satisfies StoredHistory));
    } catch {
      // A full or refused session storage only costs the history after a reload.
    }
  }
}
