import { describe, expect, it } from 'vitest';
import { makeRoot } from './support/harness';

describe('RequestListFilters', () => {
  it('reads period and client from the address and stores the tab as active', () => {
    const { root, storage } = makeRoot({}, { at: '/agent/requests/deals?period=week&client=7707083893' });
    root.requestFilters.readFrom('deals', '?period=week&client=7707083893');
    expect(root.requestFilters.period).toBe('week');
    expect(root.requestFilters.client).toBe('7707083893');
    expect(storage.getItem('requestsActiveTab')).toBe('deals');
    root.requestFilters.readFrom('deals', '?period=century');
    expect(root.requestFilters.period).toBeNull();
    expect(root.requestFilters.everyone).toBe(false);
    root.requestFilters.readFrom('deals', '?scope=all');
    expect(root.requestFilters.everyone).toBe(true);
    root.requestFilters.readFrom('deals', '?scope=everything');
    expect(root.requestFilters.everyone).toBe(false);
  });

  it('keeps the filters in the address when the tab, period or client changes', () => {
    const { root, navigation, storage } = makeRoot({}, { at: '/agent/requests/all' });
    root.requestFilters.readFrom('all', '');
    root.requestFilters.setPeriod('today');
    expect(navigation.last).toBe('/agent/requests/all?period=today');
    root.requestFilters.setClient('  Ромашка ');
    expect(navigation.last).toBe('/agent/requests/all?period=today&client=%D0%A0%D0%BE%D0%BC%D0%B0%D1%88%D0%BA%D0%B0');
    root.requestFilters.selectTab('drafts');
    expect(navigation.last).toBe('/agent/requests/drafts?period=today&client=%D0%A0%D0%BE%D0%BC%D0%B0%D1%88%D0%BA%D0%B0');
    expect(storage.getItem('requestsActiveTab')).toBe('drafts');
    root.requestFilters.setPeriod(null);
    root.requestFilters.setClient('');
    expect(navigation.last).toBe('/agent/requests/drafts');
    root.requestFilters.selectTab('archive');
    expect(navigation.last).toBe('/agent/requests/drafts');
  });
});
