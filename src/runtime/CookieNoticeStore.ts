import { makeAutoObservable } from 'mobx';
import type { KeyValueStorage } from '../api';

/** Local-storage key of the cookie notice choice (spec-2 §4.3). */
export const COOKIE_INFO_KEY = 'cookieInfo';

/** The cookie notice: shown until accepted; the choice is kept under cookieInfo. */
export class CookieNoticeStore {
  accepted: boolean;
  private readonly storage: KeyValueStorage;
  private readonly routeAllowsNotice: () => boolean;

  /** @param routeAllowsNotice false on the login and registration screens, which hide the notice. */
  constructor(storage: KeyValueStorage, routeAllowsNotice: () => boolean) {
    this.storage = storage;
    this.routeAllowsNotice = routeAllowsNotice;
    this.accepted = storage.getItem(COOKIE_INFO_KEY) === 'accepted';
    makeAutoObservable<CookieNoticeStore, 'storage' | 'routeAllowsNotice'>(
      this,
      { storage: false, routeAllowsNotice: false },
      { autoBind: true },
    );
  }

  get visible(): boolean {
    return !this.accepted && this.routeAllowsNotice();
  }

  accept(): void {
    this.accepted = true;
    this.storage.setItem(COOKIE_INFO_KEY, 'accepted');
  }
}
