import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { BannersApi, KeyValueStorage, RoleMode } from '../api';
import type { BannerWire } from '../domain/wire/bannersWire';
import type { Clock } from './ports';
import type { SessionStore } from './SessionStore';
import { fillText, runtimeTexts } from './texts';

/** A navigation reads the server's plates again when the last read is older than this. */
export const BANNER_REFRESH_MS = 30_000;

/** The server's side of the plates: reading and closing (src/api/banners.ts). */
export interface BannerSource {
  api: Pick<BannersApi, 'readAlerts' | 'closeAlert'>;
  clock: Clock;
}

/** An info plate at the top of the page (spec-2 §3.4). */
export interface Banner {
  id: string;
  type: 'error' | 'warning' | 'info' | 'success';
  content: string;
  contentIsHtml: boolean;
  buttons: { label: string; route: string }[];
  closable: boolean;
  /** The plate's id on the server (GET /v2/notification/read/alerts); absent for the plates of the app itself. */
  serverId?: number;
}

/** Local-storage key that remembers a closed banner. */
export function closedBannerKey(id: string): string {
  return `banner:${id}:closed`;
}

/**
 * The banner stack (spec-2 §4.4): nothing when the user is not authorised or is external; first the
 * plates from the server (an operator's announcements: HTML sanitised by the server, closed by id and
 * remembered by the server per user), read when a session starts and again on a navigation once the last
 * read is older than BANNER_REFRESH_MS; then for an agent the closable 'newClientLk' plate until closed
 * (remembered locally); for a partner the 'signing' plate while an additional agreement or a partner
 * document is unsigned, which cannot be closed.
 */
export class BannerStore {
  private closedIds: string[];
  /** The plates the server addressed to this user at the last read. */
  serverPlates: BannerWire[] = [];
  private lastReadAt: number | null = null;
  private readonly session: SessionStore;
  private readonly storage: KeyValueStorage;
  private readonly role: RoleMode;
  private readonly source: BannerSource | null;

  constructor(session: SessionStore, storage: KeyValueStorage, role: RoleMode, source: BannerSource | null = null) {
    this.session = session;
    this.storage = storage;
    this.role = role;
    this.source = source;
    this.closedIds = ['newClientLk'].filter((id) => storage.getItem(closedBannerKey(id)) === '1');
    makeAutoObservable<BannerStore, 'session' | 'storage' | 'role' | 'source' | 'lastReadAt'>(
      this,
      { session: false, storage: false, role: false, source: false, lastReadAt: false },
      { autoBind: true },
    );
    // Another session (a sign-in, an organisation switch, a sign-out) has other plates: read them at once.
    reaction(
      () => (this.session.isAuthorised && !this.session.isExternal ? `${this.session.user?.id ?? ''}:${this.session.token ?? ''}` : null),
      (key) => {
        this.serverPlates = [];
        this.lastReadAt = null;
        if (key !== null) void this.refresh();
      },
      { fireImmediately: true },
    );
  }

  /**
   * Reads the server's plates: at once when `force` or never read in this session, else only when the
   * last read is older than BANNER_REFRESH_MS (a navigation calls it). A failed read keeps what is shown.
   */
  async refresh(force = false): Promise<void> {
    const source = this.source;
    if (!source || !this.session.isAuthorised || this.session.isExternal) return;
    const now = source.clock.now();
    if (!force && this.lastReadAt !== null && now - this.lastReadAt < BANNER_REFRESH_MS) return;
    this.lastReadAt = now;
    const key = this.session.token;
    try {
      const plates = await source.api.readAlerts();
      // An answer for a session that has ended since is not this user's.
      if (key !== this.session.token) return;
      runInAction(() => {
        this.serverPlates = Array.isArray(plates) ? plates : [];
      });
    } catch {
      // Silent: the next navigation reads again.
      this.lastReadAt = null;
    }
  }

  get banners(): Banner[] {
    const { user } = this.session;
    if (!this.session.isAuthorised || !user || this.session.isExternal) return [];
    const shown: Banner[] = this.serverPlates.map((plate) => ({
      id: `server:${plate.id}`,
      type: plate.type,
      content: plate.content,
      contentIsHtml: true,
      buttons: [],
      closable: plate.closable,
      serverId: plate.id,
    }));
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

  /**
   * Closes a closable banner for good: a server plate on the server, for this user on every device (it
   * comes back if the server refuses); the app's own plates on this device.
   */
  async close(id: string): Promise<void> {
    const banner = this.banners.find((shown) => shown.id === id);
    if (!banner?.closable) return;
    const serverId = banner.serverId;
    if (serverId === undefined || !this.source) {
      this.closedIds.push(id);
      this.storage.setItem(closedBannerKey(id), '1');
      return;
    }
    const plate = this.serverPlates.find((shown) => shown.id === serverId);
    this.serverPlates = this.serverPlates.filter((shown) => shown.id !== serverId);
    try {
      await this.source.api.closeAlert(serverId);
    } catch {
      runInAction(() => {
        if (plate && !this.serverPlates.some((shown) => shown.id === serverId)) this.serverPlates = [plate, ...this.serverPlates];
      });
    }
  }
}
