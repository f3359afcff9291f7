import { makeAutoObservable, runInAction } from 'mobx';
import type { BannersApi } from '../../api';
import type { BannerAudienceWire, BannerTypeWire, OperatorBannerWire } from '../../domain/wire/bannersWire';
import type { ToastStore } from '../ToastStore';
import { deskRuntimeTexts as t } from './texts';

const TOAST_MS = 5_000;

/** The plate an operator is writing. */
export interface BannerDraft {
  content: string;
  type: BannerTypeWire;
  closable: boolean;
  audience: BannerAudienceWire;
  organizationInn: string;
}

const emptyDraft = (): BannerDraft => ({ content: '', type: 'info', closable: true, audience: 'all', organizationInn: '' });

export interface BannerDeskPorts {
  api: Pick<BannersApi, 'readAll' | 'publish' | 'withdraw'>;
  toasts: Pick<ToastStore, 'show'>;
  /** The operator's own plates read again, so he sees at once what he published or withdrew. */
  refreshOwn(): Promise<void>;
}

/**
 * The desk's banners (spec-2 §4.4; docs/operator-desk.md): every plate with its audience and fate, the
 * draft of a new one, publishing and withdrawing. The server sanitises the HTML; what it stored comes
 * back in the list.
 */
export class BannerDeskStore {
  list: OperatorBannerWire[] = [];
  loading = false;
  draft: BannerDraft = emptyDraft();
  problem: string | null = null;
  busy = false;
  private readonly ports: BannerDeskPorts;

  constructor(ports: BannerDeskPorts) {
    this.ports = ports;
    makeAutoObservable<BannerDeskStore, 'ports'>(this, { ports: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.loading = true;
    try {
      const list = await this.ports.api.readAll();
      runInAction(() => {
        this.list = list;
      });
    } catch {
      // Told by the failure toasts.
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  setDraft(patch: Partial<BannerDraft>): void {
    this.draft = { ...this.draft, ...patch };
    this.problem = null;
  }

  async publish(): Promise<boolean> {
    const { content, type, closable, audience, organizationInn } = this.draft;
    if (content.trim() === '') {
      this.problem = t.contentRequired;
      return false;
    }
    return this.whileBusy(async () => {
      const published = await this.ports.api.publish({ content, type, closable, audience, organization_inn: organizationInn.trim() || null });
      runInAction(() => {
        this.list = [published, ...this.list.filter((plate) => plate.id !== published.id)];
        this.draft = emptyDraft();
      });
      this.told(t.published);
    });
  }

  withdraw(id: number): Promise<boolean> {
    return this.whileBusy(async () => {
      const withdrawn = await this.ports.api.withdraw(id);
      runInAction(() => {
        this.list = this.list.map((plate) => (plate.id === id ? withdrawn : plate));
      });
      this.told(t.withdrawn);
    });
  }

  /** One publish or withdrawal at a time; after it the operator's own banner stack is read again. A refusal was shown by the call. */
  private async whileBusy(change: () => Promise<void>): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    try {
      await change();
      await this.ports.refreshOwn();
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  private told(title: string): void {
    this.ports.toasts.show({ mode: 'short', type: 'success', title, text: '', buttons: [], removeTime: TOAST_MS });
  }
}
