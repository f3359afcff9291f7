import { makeAutoObservable } from 'mobx';
import type { KeyValueStorage } from '../api';
import { DEFAULT_REQUEST_TAB, isRequestTab, writeActiveTab } from './activeTab';
import type { Navigation } from './ports';
import type { RouteTable } from './routeTable';

/** Period filters of the request list (spec-1 §2 "Request list"). */
export const requestPeriods = ['today', 'yesterday', 'week'] as const;
export type RequestPeriod = (typeof requestPeriods)[number];

/**
 * The request list's tab, period and client search, kept in the address (tab in the path,
 * `period` and `client` in the query) so a list can be bookmarked and shared. Choosing a tab
 * also stores it as the active tab the toasts return to.
 */
export class RequestListFilters {
  period: RequestPeriod | null = null;
  client = '';
  private readonly deps: { navigation: Navigation; storage: KeyValueStorage; routes: RouteTable };

  constructor(deps: RequestListFilters['deps']) {
    this.deps = deps;
    makeAutoObservable<RequestListFilters, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /** Takes the filters from the address the user arrived at. */
  readFrom(tab: string, search: string): void {
    const query = new URLSearchParams(search);
    const period = query.get('period');
    this.period = (requestPeriods as readonly string[]).includes(period ?? '') ? (period as RequestPeriod) : null;
    this.client = query.get('client') ?? '';
    if (isRequestTab(tab)) writeActiveTab(this.deps.storage, tab);
  }

  selectTab(tab: string): void {
    if (!isRequestTab(tab)) return;
    writeActiveTab(this.deps.storage, tab);
    this.deps.navigation.go(this.address(tab));
  }

  setPeriod(period: RequestPeriod | null): void {
    this.period = period;
    this.replaceAddress();
  }

  setClient(client: string): void {
    this.client = client.trim();
    this.replaceAddress();
  }

  private replaceAddress(): void {
    this.deps.navigation.go(this.address(this.currentTab()), { replace: true });
  }

  private currentTab(): string {
    const segments = this.deps.navigation.current().pathname.split('/');
    const last = segments.at(-1) ?? '';
    return isRequestTab(last) ? last : DEFAULT_REQUEST_TAB;
  }

  private address(tab: string): string {
    const query = new URLSearchParams();
    if (this.period) query.set('period', this.period);
    if (this.client) query.set('client', this.client);
    const rest = query.toString();
    return `${this.deps.routes.path('Requests', { filter: tab })}${rest ? `?${rest}` : ''}`;
  }
}
