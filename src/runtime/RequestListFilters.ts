import { makeAutoObservable } from 'mobx';
import type { KeyValueStorage } from '../api';
import { DEFAULT_REQUEST_TAB, isRequestTab, writeActiveTab } from './activeTab';
import type { Navigation } from './ports';
import type { RouteTable } from './routeTable';

/** Period filters of the request list (spec-1 §2 "Request list"). */
export const requestPeriods = ['today', 'yesterday', 'week'] as const;
export type RequestPeriod = (typeof requestPeriods)[number];

/** Page sizes the list offers; 50 by default (spec-2 §9). */
export const requestPageSizes = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 50;
/** Local-storage key of the chosen page size (spec-2 §9: kept in local storage). */
export const PAGE_SIZE_KEY = 'requestsPageSize';

/** The sidebar's parameters (docs/side-panels.md): the list keeps them while its own filters change. */
const sidebarParams = ['selected', 'sidebartab'] as const;

function readPageSize(storage: KeyValueStorage): number {
  const stored = Number(storage.getItem(PAGE_SIZE_KEY));
  return (requestPageSizes as readonly number[]).includes(stored) ? stored : DEFAULT_PAGE_SIZE;
}

function positiveInteger(value: string | null): number | null {
  return value !== null && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null;
}

/**
 * The request list's tab, period, client and page, kept in the address (tab in the path, `period`,
 * `client` (free text), `client_id` (a client chosen in the search), `page` and, for a platform
 * operator's list of everyone's requests, `scope=all` in the query) so a
 * list can be bookmarked, shared and walked back through. The page size is the user's habit rather
 * than part of a list, so it lives in local storage. Choosing a tab also stores it as the active tab
 * the toasts return to.
 */
export class RequestListFilters {
  tab: string = DEFAULT_REQUEST_TAB;
  period: RequestPeriod | null = null;
  client = '';
  clientId: string | null = null;
  /** The chosen client's name as the search showed it; the address keeps only its id. */
  clientName: string | null = null;
  page = 1;
  pageSize: number;
  /** A platform operator's list of every organisation's requests (`?scope=all`) instead of his own. */
  everyone = false;
  private readonly deps: { navigation: Navigation; storage: KeyValueStorage; routes: RouteTable };

  constructor(deps: RequestListFilters['deps']) {
    this.deps = deps;
    this.pageSize = readPageSize(deps.storage);
    makeAutoObservable<RequestListFilters, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /** Whether the list is narrowed by period or client (the empty state then says so). */
  get isFiltered(): boolean {
    return this.period !== null || this.client !== '' || this.clientId !== null;
  }

  /** Everything that decides which rows the list shows; the sidebar's parameters are not part of it. */
  get key(): string {
    return JSON.stringify([this.tab, this.period, this.client, this.clientId, this.page, this.pageSize, this.everyone]);
  }

  /** Takes the filters from the address the user arrived at. */
  readFrom(tab: string, search: string): void {
    const query = new URLSearchParams(search);
    const period = query.get('period');
    this.tab = isRequestTab(tab) ? tab : DEFAULT_REQUEST_TAB;
    this.period = (requestPeriods as readonly string[]).includes(period ?? '') ? (period as RequestPeriod) : null;
    this.client = query.get('client') ?? '';
    const clientId = query.get('client_id');
    if (clientId !== this.clientId) this.clientName = null;
    this.clientId = clientId === '' ? null : clientId;
    this.page = positiveInteger(query.get('page')) ?? 1;
    this.everyone = query.get('scope') === 'all';
    this.pageSize = readPageSize(this.deps.storage);
    if (isRequestTab(tab)) writeActiveTab(this.deps.storage, tab);
  }

  selectTab(tab: string): void {
    if (!isRequestTab(tab)) return;
    writeActiveTab(this.deps.storage, tab);
    this.tab = tab;
    this.page = 1;
    this.deps.navigation.go(this.address());
  }

  setPeriod(period: RequestPeriod | null): void {
    this.period = period;
    this.page = 1;
    this.replaceAddress();
  }

  /** Free text over the client's name and INN (Enter in the search); it replaces a chosen client. */
  setClient(client: string): void {
    this.client = client.trim();
    this.clientId = null;
    this.clientName = null;
    this.page = 1;
    this.replaceAddress();
  }

  /** A client picked from the search's suggestions. */
  chooseClient(clientId: string, name: string): void {
    this.clientId = clientId;
    this.clientName = name;
    this.client = '';
    this.page = 1;
    this.replaceAddress();
  }

  /** Own requests or, for a platform operator, everyone's; the server keeps others to their own either way. */
  setEveryone(everyone: boolean): void {
    if (everyone === this.everyone) return;
    this.everyone = everyone;
    this.page = 1;
    this.replaceAddress();
  }

  clearClient(): void {
    this.setClient('');
  }

  /** Another page: a new history entry, so browser back returns to the page before. */
  setPage(page: number): void {
    if (!Number.isInteger(page) || page < 1 || page === this.page) return;
    this.page = page;
    this.deps.navigation.go(this.address());
  }

  setPageSize(size: number): void {
    if (!(requestPageSizes as readonly number[]).includes(size) || size === this.pageSize) return;
    this.pageSize = size;
    this.deps.storage.setItem(PAGE_SIZE_KEY, String(size));
    this.page = 1;
    this.replaceAddress();
  }

  /** The list's address with these filters, keeping the open sidebar's parameters. */
  address(): string {
    const query = new URLSearchParams();
    if (this.period) query.set('period', this.period);
    if (this.client) query.set('client', this.client);
    if (this.clientId) query.set('client_id', this.clientId);
    if (this.page > 1) query.set('page', String(this.page));
    if (this.everyone) query.set('scope', 'all');
    const current = new URLSearchParams(this.deps.navigation.current().search);
    for (const name of sidebarParams) {
      const value = current.get(name);
      if (value !== null) query.set(name, value);
    }
    const rest = query.toString();
    return `${this.deps.routes.path('Requests', { filter: this.tab })}${rest ? `?${rest}` : ''}`;
  }

  private replaceAddress(): void {
    this.deps.navigation.go(this.address(), { replace: true });
  }
}
