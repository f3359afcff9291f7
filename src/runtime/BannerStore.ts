import { makeAutoObservable } from 'mobx';
import type { KeyValueStorage, RoleMode } from '../api';
import type { SessionStore } from './SessionStore';
import { fillText, runtimeTexts } from './texts';

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
 * 'signing' plate while an additional agreement or a partner document is unsigned, which cannot be closed.
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
    // The partner regulation counts as unsigned while an additional agreement is due or any partner document is unsigned.
    const unsigned = user.partners_docs.filter((document) => !document.is_signed);
    if (user.user_type === 'partner' && (user.need_sign_add_agreement || unsigned.length > 0)) {
      const banks = unsigned.flatMap((document) => document.banks ?? []).map((bank) => bank.name);
      shown.push({
        id: 'signing',
        type: 'warning',
        content: banks.length > 0 ? `${runtimeTexts.banners.signing} ${fillText(runtimeTexts.banners.signingBanks, { banks: banks.join(', ') })}` : runtimeTexts.banners.signing,
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
