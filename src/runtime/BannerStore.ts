import { makeAutoObservable } from 'mobx';
import type { KeyValueStorage, RoleMode } from '../api';
import type { SessionStore } from './SessionStore';
import { runtimeTexts } from './texts';

/** An info plate at the top of the page (spec-2 §3.4). */
export interface Banner {
  id: string;
  type: 'error' | 'warning' | 'info' | 'success';
  content: string;
  contentIsHtml: boolean;
  buttons: { label: string; route: string }[];
  closable: boolean;
}

/** Local-storage key that remembers a closed banner. */
export function closedBannerKey(id: string): string {
  return `banner:${id}:closed`;
}

/**
 * The banner stack (spec-2 §4.4): nothing when the user is not authorised or is external; for
 * an agent the closable 'newClientLk' plate until closed (remembered locally); for a partner the
 * 'signing' plate while the partner regulation is unsigned, which cannot be closed.
 */
export class BannerStore {
  private closedIds: string[];
  private readonly session: SessionStore;
  private readonly storage: KeyValueStorage;
  private readonly role: RoleMode;

  constructor(session: SessionStore, storage: KeyValueStorage, role: RoleMode) {
    this.session = session;
    this.storage = storage;
    this.role = role;
    this.closedIds = ['newClientLk'].filter((id) => storage.getItem(closedBannerKey(id)) === '1');
    makeAutoObservable<BannerStore, 'session' | 'storage' | 'role'>(
      this,
      { session: false, storage: false, role: false },
      { autoBind: true },
    );
  }

  get banners(): Banner[] {
    const { user } = this.session;
    if (!this.session.isAuthorised || !user || this.session.isExternal) return [];
    const shown: Banner[] = [];
    const isPartner = user.client_type === 'partner';
    if (isPartner && user.is_partner_regulation_signed === false) {
      shown.push({
        id: 'signing',
        type: 'warning',
        content: runtimeTexts.banners.signing,
        contentIsHtml: false,
        buttons: [{ label: runtimeTexts.banners.signingButton, route: 'ProfileDocuments' }],
        closable: false,
      });
    }
    if (this.role === 'agent' && user.actor === 'agent') {
      shown.push({
        id: 'newClientLk',
        type: 'info',
        content: runtimeTexts.banners.newClientLk,
        contentIsHtml: false,
        buttons: [],
        closable: true,
      });
    }
    return shown.filter((banner) => !this.closedIds.includes(banner.id));
  }

  /** Closes a closable banner for good on this device. */
  close(id: string): void {
    const banner = this.banners.find((shown) => shown.id === id);
    if (!banner?.closable) return;
    this.closedIds.push(id);
    this.storage.setItem(closedBannerKey(id), '1');
  }
}
