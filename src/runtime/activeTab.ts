import type { KeyValueStorage } from '../api';
import routesConfig from '../../config/routes.json';

/** Local-storage key of the request list's active tab (spec-2 §2: default all). */
export const ACTIVE_TAB_KEY = 'requestsActiveTab';

/** The request list's tabs, in the order of the route table (all, offers, demands, deals, drafts). */
export const requestTabs: readonly string[] = Object.keys(routesConfig.routes.Requests.params.filter.values);

export const DEFAULT_REQUEST_TAB = 'all';

export function isRequestTab(value: unknown): value is string {
  return typeof value === 'string' && requestTabs.includes(value);
}

/** The stored active tab of the request list, or all when none (or something unknown) is stored. */
export function readActiveTab(storage: KeyValueStorage): string {
  const stored = storage.getItem(ACTIVE_TAB_KEY);
  return isRequestTab(stored) ? stored : DEFAULT_REQUEST_TAB;
}

export function writeActiveTab(storage: KeyValueStorage, tab: string): void {
  if (isRequestTab(tab)) storage.setItem(ACTIVE_TAB_KEY, tab);
}
