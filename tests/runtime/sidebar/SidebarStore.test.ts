import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../../../src/api';
import { SIDEBAR_HISTORY_KEY, SIDEBAR_WIDE_KEY, SidebarStore, type SidebarCatalogue } from '../../../src/runtime/sidebar/SidebarStore';

const catalogue: SidebarCatalogue = {
  RequestDetails: { layer: 'sidebar', params: ['requestNumber'] },
  RequestInfoLong: { layer: 'sidebar', params: ['requestNumber'] },
  BankDetails: { layer: 'sidebar', params: ['requestNumber', 'bankUuid'] },
  Bank: { layer: 'sidebar', params: ['requestNumber', 'bankUuid'] },
  Signing: { layer: 'sidebar', params: ['requestNumber'] },
  SigningCurtain: { layer: 'curtain', name: 'Signing', params: ['requestNumber'] },
  StatusHistory: { layer: 'curtain', params: ['requestNumber'] },
  OfferVersions: { layer: 'curtain', params: ['requestNumber', 'offerUuid'] },
};

function memoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value), removeItem: (key) => void map.delete(key) };
}

/** A browser's session history over the store, as the router drives it: push, back, forward. */
function browser(start: string, options: { session?: KeyValueStorage; storage?: KeyValueStorage } = {}) {
  const entries = [start];
  let index = 0;
  const errors: string[] = [];
  const current = () => {
    const url = new URL(entries[index]!, 'http://app');
    return { pathname: url.pathname, search: url.search };
  };
  const store = new SidebarStore({
    navigation: {
      current,
      go(to, opts) {
        if (opts?.replace) entries[index] = to;
        else {
          entries.splice(index + 1);
          entries.push(to);
          index += 1;
        }
        store.sync(current().search);
      },
    },
    storage: options.storage ?? memoryStorage(),
    logger: { error: (message) => void errors.push(message) },
  });
  store.setCatalogue(catalogue);
  store.sync(current().search);
  if (options.session) store.attachSession(options.session);
  return {
    store,
    errors,
    url: () => entries[index]!,
    /** A link the page itself follows (the list's row). */
    visit(to: string) {
      entries.splice(index + 1);
      entries.push(to);
      index += 1;
      store.sync(current().search);
    },
    back() {
      index -= 1;
      store.sync(current().search);
    },
    forward() {
      index += 1;
      store.sync(current().search);
    },
  };
}

const views = (store: SidebarStore) => store.stack.map((place) => place.view);

describe('SidebarStore', () => {
  it('opens from the list, adds to the history, goes back and closes when the history is empty', () => {
    const b = browser('/agent/requests/all?period=week');
    expect(b.store.isOpen).toBe(false);
    b.visit('/agent/requests/all?period=week&selected=42');
    expect(b.store.panelKey).toBe('RequestDetails');
    expect(b.store.canGoBack).toBe(false);

    b.store.open('BankDetails', { bankUuid: 'bank-1' });
    expect(b.url()).toBe('/agent/requests/all?period=week&selected=42&sidebartab=bank%3Abank-1');
    expect(b.store.panelKey).toBe('BankDetails');
    expect(b.store.panelParams).toEqual({ requestNumber: '42', bankUuid: 'bank-1' });
    b.store.open('Bank', { bankUuid: 'bank-1' });
    expect(views(b.store)).toEqual(['RequestDetails', 'BankDetails', 'Bank']);

    b.store.back();
    expect(b.store.panelKey).toBe('BankDetails');
    b.store.back();
    expect(b.store.panelKey).toBe('RequestDetails');
    expect(b.store.canGoBack).toBe(false);
    b.store.back();
    expect(b.store.isOpen).toBe(false);
    expect(b.url()).toBe('/agent/requests/all?period=week');
  });

  it('follows the browser back and forward', () => {
    const b = browser('/agent/requests/all');
    b.visit('/agent/requests/all?selected=7');
    b.store.open('BankDetails', { bankUuid: 'x' });
    b.store.openCurtain('OfferVersions', { offerUuid: 'o-1' });
    expect(b.store.curtainKey).toBe('OfferVersions');
    expect(b.store.curtainParams).toEqual({ offerUuid: 'o-1', requestNumber: '7' });

    b.back(); // the curtain closes
    expect(b.store.curtainKey).toBeNull();
    expect(b.store.panelKey).toBe('BankDetails');
    b.back(); // the previous view
    expect(b.store.panelKey).toBe('RequestDetails');
    expect(views(b.store)).toEqual(['RequestDetails']);
    b.forward();
    expect(views(b.store)).toEqual(['RequestDetails', 'BankDetails']);
    b.back();
    b.back(); // the list without a panel: the history can be restored
    expect(b.store.isOpen).toBe(false);
    expect(b.store.canRestore).toBe(true);
    b.forward();
    expect(b.store.panelKey).toBe('RequestDetails');
    expect(b.store.canRestore).toBe(false);
  });

  it('restores the history closed last, at its last view', () => {
    const b = browser('/agent/requests/deals?selected=3');
    b.store.open('RequestInfoLong');
    b.store.open('BankDetails', { bankUuid: 'u' });
    b.store.close();
    expect(b.store.isOpen).toBe(false);
    expect(b.store.restorable).toEqual({ view: 'BankDetails', params: { bankUuid: 'u', requestNumber: '3' } });
    b.store.restore();
    expect(b.url()).toBe('/agent/requests/deals?selected=3&sidebartab=bank%3Au');
    expect(views(b.store)).toEqual(['RequestDetails', 'RequestInfoLong', 'BankDetails']);
    b.store.back();
    expect(b.store.panelKey).toBe('RequestInfoLong');
    b.store.close();
    b.store.forgetLastHistory();
    expect(b.store.canRestore).toBe(false);
  });

  it('starts a new history for another request', () => {
    const b = browser('/agent/requests/all?selected=1');
    b.store.open('BankDetails', { bankUuid: 'u' });
    b.visit('/agent/requests/all?selected=2');
    expect(views(b.store)).toEqual(['RequestDetails']);
    expect(b.store.requestNumber).toBe(2);
    b.store.open('RequestDetails', { requestNumber: '9' });
    expect(b.store.requestNumber).toBe(9);
    expect(b.store.canGoBack).toBe(false);
  });

  it('refuses views it does not know and views without their parameters', () => {
    const b = browser('/agent/requests/all?selected=1');
    b.store.open('Nope');
    b.store.open('BankDetails');
    b.store.openCurtain('RequestDetails');
    b.store.openCurtain('OfferVersions');
    expect(b.url()).toBe('/agent/requests/all?selected=1');
    expect(b.errors).toHaveLength(4);
    const closed = browser('/agent/profile');
    closed.store.open('RequestInfoLong');
    closed.store.openCurtain('StatusHistory');
    expect(closed.url()).toBe('/agent/profile');
  });

  it('opens a view of both layers by its spec name in each layer', () => {
    const b = browser('/agent/request/5?selected=5');
    b.store.open('Signing');
    expect(b.store.panelKey).toBe('Signing');
    b.store.openCurtain('Signing');
    expect(b.store.curtainKey).toBe('SigningCurtain');
    expect(b.url()).toBe('/agent/request/5?selected=5&sidebartab=Signing&sidebarcurtain=Signing');
    b.store.closeCurtain();
    expect(b.store.curtainKey).toBeNull();
    expect(b.store.panelKey).toBe('Signing');
  });

  it('shows the request for an unknown view in the address, and no curtain for an unknown curtain', () => {
    const b = browser('/agent/requests/all?selected=8&sidebartab=Unknown&sidebarcurtain=Nope');
    expect(b.store.panelKey).toBe('RequestDetails');
    expect(b.store.panelParams).toEqual({ requestNumber: '8' });
    expect(b.store.curtainKey).toBeNull();
  });

  it('keeps the history in the session across a reload of the tab', () => {
    const session = memoryStorage();
    const first = browser('/agent/requests/all?selected=4', { session });
    first.store.open('BankDetails', { bankUuid: 'u' });
    expect(JSON.parse(session.map.get(SIDEBAR_HISTORY_KEY)!).stack).toHaveLength(2);
    const reloaded = browser('/agent/requests/all?selected=4&sidebartab=bank:u', { session });
    expect(views(reloaded.store)).toEqual(['RequestDetails', 'BankDetails']);
    reloaded.store.back();
    expect(reloaded.store.panelKey).toBe('RequestDetails');
    // Another address than the stored one starts afresh.
    session.map.set(SIDEBAR_HISTORY_KEY, JSON.stringify({ stack: [{ view: 'Bank', params: { requestNumber: '4', bankUuid: 'u' } }], last: 'bad' }));
    const elsewhere = browser('/agent/requests/all?selected=4', { session });
    expect(views(elsewhere.store)).toEqual(['RequestDetails']);
    session.map.set(SIDEBAR_HISTORY_KEY, '{not json');
    expect(views(browser('/agent/requests/all?selected=4', { session }).store)).toEqual(['RequestDetails']);
  });

  it('remembers wide or short in local storage', () => {
    const storage = memoryStorage();
    const b = browser('/agent/requests/all', { storage });
    expect(b.store.wide).toBe(true);
    b.store.toggleWide();
    expect(storage.map.get(SIDEBAR_WIDE_KEY)).toBe('false');
    expect(browser('/agent/requests/all', { storage }).store.wide).toBe(false);
  });

  it('draws from the rows a screen registered', () => {
    const b = browser('/agent/requests/all');
    expect(b.store.previewOf(1)).toBeUndefined();
    const row = { id: 1 } as never;
    const off = b.store.addPreviewSource((id) => (id === 1 ? row : undefined));
    expect(b.store.previewOf(1)).toBe(row);
    off();
    expect(b.store.previewOf(1)).toBeUndefined();
  });

  it('follows a router it can hear on the same page at once, and another page only as it renders', () => {
    let location = { pathname: '/agent/requests/all', search: '' };
    const listeners = new Set<(location: { pathname: string; search: string }) => void>();
    const move = (to: string) => {
      const url = new URL(to, 'http://app');
      location = { pathname: url.pathname, search: url.search };
      for (const listener of listeners) listener(location);
    };
    const store = new SidebarStore({
      navigation: {
        current: () => location,
        go: move,
        listen(onChange) {
          listeners.add(onChange);
          return () => listeners.delete(onChange);
        },
      },
      storage: memoryStorage(),
      logger: { error: () => undefined },
    });
    store.setCatalogue(catalogue);
    const stop = store.follow();

    move('/agent/requests/all?selected=42');
    expect(store.panelKey).toBe('RequestDetails');
    move('/agent/requests/all?selected=42&sidebartab=bank%3Ab-1');
    expect(views(store)).toEqual(['RequestDetails', 'BankDetails']);
    store.back();
    expect(store.panelKey).toBe('RequestDetails');

    // Another page: the panel waits for that page's render, and a render the router has left is not taken.
    move('/agent/profile?selected=7');
    expect(store.requestNumber).toBe(42);
    store.syncRendered({ pathname: '/agent/requests/all', search: '?selected=42&sidebartab=bank%3Ab-1' });
    expect(store.panelKey).toBe('RequestDetails');
    store.syncRendered({ pathname: '/agent/profile', search: '?selected=7' });
    expect(store.requestNumber).toBe(7);

    stop();
    expect(listeners.size).toBe(0);
    move('/agent/profile');
    expect(store.isOpen).toBe(true);
  });

  it('follows nothing without a way to hear the router', () => {
    const store = new SidebarStore({
      navigation: { current: () => ({ pathname: '/', search: '?selected=1' }), go: () => undefined },
      storage: memoryStorage(),
      logger: { error: () => undefined },
    });
    store.setCatalogue(catalogue);
    store.follow()();
    expect(store.isOpen).toBe(false);
    store.syncRendered({ pathname: '/', search: '?selected=1' });
    expect(store.isOpen).toBe(true);
  });
});
