import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ApiFailure, type RequestListApi } from '../../api';
import type { RequestListQueryWire, RequestTabWire } from '../../domain/wire/requestListWire';
import type { RequestListPage, RequestListRow } from '../../domain/requestList/describeListRow';
import type { Clock, Navigation } from '../ports';
import type { RealtimeStore } from '../RealtimeStore';
import type { RequestListFilters } from '../RequestListFilters';
import { periodRange } from './periodRange';

export interface RequestListPorts {
  api: RequestListApi;
  filters: RequestListFilters;
  navigation: Navigation;
  clock: Clock;
  /** The live channel; null where there is none (tests without a hub). */
  realtime: RealtimeStore | null;
}

/** The page the list shows, with the filters it was asked with. */
export interface ShownPage extends RequestListPage {
  readonly key: string;
}

function isCancelled(error: unknown): boolean {
  return error instanceof ApiFailure && error.source === 'cancelled';
}

/**
 * The agent's desk (spec-1 "Request list"): the page of requests the filters in the address ask for,
 * and the number of requests per tab. While the next page loads the previous one stays on screen and
 * a call the user has moved past is aborted, so a slow answer never overwrites a newer one. Live: a
 * status change or a chat message of a request on screen fetches that one row again (in place, even
 * when it has left the tab: it leaves on the next load, not under the cursor) and the counts.
 */
export class RequestListStore {
  page: ShownPage | null = null;
  counts: Record<RequestTabWire, number> | null = null;
  loading = false;
  /** The last load's failure, shown over the kept page; cleared by the next answer. */
  error: string | null = null;
  private readonly ports: RequestListPorts;
  private pageCall: AbortController | null = null;
  private lastTab: string | null = null;
  /** The filters of the page on its way. */
  private loadingKey: string | null = null;
  private countsCall: AbortController | null = null;
  private readonly rowCalls = new Map<number, AbortController>();
  private unsubscribe: (() => void)[] = [];
  /** The list page is on screen (between `listen` and its stop). */
  private onScreen = false;

  constructor(ports: RequestListPorts) {
    this.ports = ports;
    makeAutoObservable<RequestListStore, 'ports' | 'pageCall' | 'lastTab' | 'loadingKey' | 'countsCall' | 'rowCalls' | 'unsubscribe' | 'onScreen'>(
      this,
      { page: observableRef, counts: observableRef, ports: false, pageCall: false, lastTab: false, loadingKey: false, countsCall: false, rowCalls: false, unsubscribe: false, onScreen: false },
      { autoBind: true },
    );
  }

  get filters(): RequestListFilters {
    return this.ports.filters;
  }

  get rows(): readonly RequestListRow[] {
    return this.page?.rows ?? [];
  }

  get total(): number {
    return this.page?.total ?? 0;
  }

  /** The query the filters ask for now (Moscow days for the period, the own organisation's requests). */
  get query(): RequestListQueryWire {
    const { filters } = this.ports;
    return {
      tab: filters.tab as RequestTabWire,
      page_number: filters.page,
      page_size: filters.pageSize,
      show_my: !filters.everyone,
      client_id: filters.clientId,
      client: filters.client === '' ? null : filters.client,
      ...(filters.period ? periodRange(filters.period, this.ports.clock.now()) : { date_from: null, date_to: null }),
    };
  }

  /** Whether the rows on screen answer the filters in the address (not an older page kept while loading). */
  get isCurrent(): boolean {
    return this.page !== null && this.page.key === this.ports.filters.key && !this.loading;
  }

  /** The name of the chosen client: as picked in the search, else as its rows name it. */
  get clientLabel(): string | null {
    const { filters } = this.ports;
    if (filters.clientId === null) return null;
    return filters.clientName ?? this.page?.rows[0]?.name ?? null;
  }

  /**
   * The user arrived at an address of the list (or the address changed): loads the page the filters
   * ask for, unless it is already shown or on its way (opening a request's sidebar changes the address
   * but not the rows).
   */
  show(tab: string, search: string): void {
    this.ports.filters.readFrom(tab, search);
    const { key } = this.ports.filters;
    if (this.page?.key === key && !this.error) return;
    if (this.pageCall && this.loadingKey === key) return;
    const tabChanged = this.page !== null && this.lastTab !== this.countsScope();
    this.lastTab = this.countsScope();
    void this.load();
    // The counts come with the first page and again with another tab; events keep them fresh between.
    if (this.counts === null || tabChanged) void this.loadCounts();
  }

  /** Loads the page of the current filters; a newer load aborts this one. */
  async load(): Promise<void> {
    this.pageCall?.abort();
    const call = new AbortController();
    this.pageCall = call;
    const key = this.ports.filters.key;
    this.loadingKey = key;
    this.loading = true;
    try {
      const answer = await this.ports.api.readPage(this.query, { signal: call.signal });
      runInAction(() => {
        if (this.pageCall !== call) return;
        this.page = { ...answer, key };
        this.error = null;
        this.finish();
      });
    } catch (error) {
      if (isCancelled(error) || this.pageCall !== call) return;
      runInAction(() => {
        this.error = error instanceof Error ? error.message : String(error);
        this.finish();
      });
    }
  }

  private finish(): void {
    this.loading = false;
    this.pageCall = null;
    this.loadingKey = null;
  }

  /** What the counts depend on besides the data: the tab shown and whose requests are counted. */
  private countsScope(): string {
    return `${this.ports.filters.tab}|${this.ports.filters.everyone ? 'all' : 'own'}`;
  }

  /** The number of requests per tab; a newer call aborts this one. */
  async loadCounts(): Promise<void> {
    this.countsCall?.abort();
    const call = new AbortController();
    this.countsCall = call;
    try {
      const answer = await this.ports.api.readCounts(!this.ports.filters.everyone, { signal: call.signal, silent: true });
      runInAction(() => {
        if (this.countsCall !== call) return;
        this.counts = answer.counts;
        this.countsCall = null;
      });
    } catch (error) {
      // A count that failed keeps the last one shown: the tab still works, and the next event retries.
      if (!isCancelled(error) && this.countsCall === call) this.countsCall = null;
    }
  }

  /** Fetches one request's row again and puts it in its place; a row no longer shown is left alone. */
  async refreshRow(requestId: number): Promise<void> {
    this.rowCalls.get(requestId)?.abort();
    const call = new AbortController();
    this.rowCalls.set(requestId, call);
    const query: RequestListQueryWire = { tab: 'all', page_number: 1, page_size: 1, show_my: !this.ports.filters.everyone, request_id: requestId };
    try {
      const answer = await this.ports.api.readPage(query, { signal: call.signal, silent: true });
      const fresh = answer.rows.find((row) => row.id === requestId);
      runInAction(() => {
        if (this.rowCalls.get(requestId) !== call) return;
        this.rowCalls.delete(requestId);
        const page = this.page;
        if (!fresh || !page || !page.rows.some((row) => row.id === requestId)) return;
        this.page = { ...page, rows: page.rows.map((row) => (row.id === requestId ? fresh : row)) };
      });
    } catch (error) {
      if (!isCancelled(error) && this.rowCalls.get(requestId) === call) this.rowCalls.delete(requestId);
    }
  }

  /**
   * Forgets everything shown: another session (an organisation switch, another user) sees other requests,
   * so the next `show` reads its page and counts anew even at the same address, and no call of the
   * previous session lands afterwards.
   */
  forget(): void {
    this.pageCall?.abort();
    this.countsCall?.abort();
    for (const call of this.rowCalls.values()) call.abort();
    this.rowCalls.clear();
    this.pageCall = null;
    this.countsCall = null;
    this.loadingKey = null;
    this.lastTab = null;
    this.page = null;
    this.counts = null;
    this.error = null;
    this.loading = false;
    // On screen, the address does not change with the session: the new session's page is read now.
    if (this.onScreen) {
      this.lastTab = this.countsScope();
      void this.load();
      void this.loadCounts();
    }
  }

  /** Whether a request is among the rows on screen. */
  isShown(requestId: number): boolean {
    return this.rows.some((row) => row.id === requestId);
  }

  /** A request's side panel: its details, or one of its banks (docs/side-panels.md). */
  open(requestId: number, bankUuid?: string): void {
    const { navigation } = this.ports;
    const { pathname, search } = navigation.current();
    const query = new URLSearchParams(search);
    query.set('selected', String(requestId));
    if (bankUuid) query.set('sidebartab', `bank:${bankUuid}`);
    else query.delete('sidebartab');
    navigation.go(`${pathname}?${query.toString()}`);
  }

  /** Follows the live channel while the list is on screen; returns the way to stop. */
  listen(): () => void {
    const { realtime } = this.ports;
    this.onScreen = true;
    const leave = () => {
      this.onScreen = false;
      this.stopListening();
    };
    if (!realtime) return leave;
    this.stopListening();
    this.unsubscribe = [
      realtime.subscribe('RequestStatusChanged', (event) => this.changed(event.requestId, true)),
      realtime.subscribe('NewChatMessage', (event) => this.changed(event.requestId, false)),
      // Events sent while away are not replayed: what is on screen is fetched again.
      realtime.onReconnected(() => {
        void this.load();
        void this.loadCounts();
      }),
    ];
    return leave;
  }

  stopListening(): void {
    for (const off of this.unsubscribe) off();
    this.unsubscribe = [];
  }

  private changed(rawId: string, statusChanged: boolean): void {
    const requestId = Number(rawId);
    if (!Number.isInteger(requestId)) return;
    const shown = this.isShown(requestId);
    if (shown) void this.refreshRow(requestId);
    // A status change may move any request between tabs, shown or not; a chat message moves none.
    if (statusChanged || shown) void this.loadCounts();
  }
}
