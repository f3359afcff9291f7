import tabsJson from '../../../config/request-tabs.json';
import type { RequestTabWire } from '../../domain/wire/requestListWire';

/** One tab of config/request-tabs.json. */
export interface RequestTab {
  readonly key: RequestTabWire;
  readonly label: string;
  /** 'all' for the tab of every request; otherwise statuses of config/statuses.json. */
  readonly statuses: 'all' | readonly string[];
  /** The tab also holds requests that have no sub-request yet. */
  readonly withoutSubRequests?: boolean;
}

/** The list's tabs in the order they are shown; `npm run check` validates the file. */
export const requestTabs: readonly RequestTab[] = (tabsJson as { tabs: RequestTab[] }).tabs;

/** The tabs that are a filter (every tab but the one of all requests): the ones list_tabs stores. */
export const filteringTabs = requestTabs.filter(
  (tab): tab is RequestTab & { readonly statuses: readonly string[] } => tab.statuses !== 'all',
);

/** Tab keys the list accepts. */
export const requestTabKeys: readonly RequestTabWire[] = requestTabs.map((tab) => tab.key);
