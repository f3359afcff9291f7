import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { RevisionActChangedEvent } from '../../api/realtime';
import type { RevisionsApi } from '../../api/revisions';
import type { RevisionActWire, RevisionsWire } from '../../domain/wire/revisionWire';
import { AccountDetailsStore } from './AccountDetailsStore';
import { ActStore, type ActPorts } from './ActStore';

export type RevisionsPorts = Omit<ActPorts, 'hasAccountDetails' | 'changed' | 'api'> & {
  api: RevisionsApi;
  /** The live channel's RevisionActChanged for the user's organisation; returns an unsubscribe. */
  listen?(handler: (event: RevisionActChangedEvent) => void): () => void;
};

/**
 * The agent's settlements screen (/{role}/revisions; docs/revisions-ui.md): the open month's reward so
 * far, the acts newest period first with their totals and state, the act opened (ActStore), and the
 * organisation's account details (AccountDetailsStore).
 */
export class RevisionsStore {
  data: RevisionsWire | null = null;
  loading = false;
  loadError = false;
  opened: ActStore | null = null;
  readonly account: AccountDetailsStore;
  private readonly ports: RevisionsPorts;

  constructor(ports: RevisionsPorts) {
    this.ports = ports;
    this.account = new AccountDetailsStore({ api: ports.api, toasts: ports.toasts, saved: () => void this.load() });
    makeAutoObservable<RevisionsStore, 'ports' | 'unlisten'>(this, { ports: false, unlisten: false, account: false, opened: observableRef, data: observableRef }, { autoBind: true });
  }

  get acts(): RevisionActWire[] {
    return this.data?.acts ?? [];
  }

  get openPeriod(): RevisionsWire['open_period'] | null {
    return this.data?.open_period ?? null;
  }

  /** Dev and demo: the server's test CA signs, not a plug-in. */
  get testSigner(): boolean {
    return this.ports.signer.kind === 'test';
  }

  get hasAccountDetails(): boolean {
    return this.data?.has_account_details === true;
  }

  /** Acts waiting for the agent's signature. */
  get toSign(): number {
    return this.acts.filter((act) => act.state === 'sent').length;
  }

  async load(): Promise<void> {
    this.loading = this.data === null;
    try {
      const data = await this.ports.api.readAgent();
      runInAction(() => {
        this.data = data;
        this.loadError = false;
      });
    } catch {
      runInAction(() => {
        this.loadError = this.data === null;
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  private unlisten: (() => void) | null = null;

  /** Reads the screen and keeps it current: an act formed or moved (by the operator, or another member) is read again. */
  start(): void {
    void this.load();
    void this.account.load();
    this.unlisten?.();
    this.unlisten =
      this.ports.listen?.((event) => {
        void this.load();
        if (this.opened?.uuid === event.actUuid) void this.opened.load();
      }) ?? null;
  }

  stop(): void {
    this.unlisten?.();
    this.unlisten = null;
  }

  /** Opens an act (the one already open stays as it is). */
  open(uuid: string): ActStore {
    if (this.opened?.uuid === uuid) return this.opened;
    const act = new ActStore(uuid, { ...this.ports, hasAccountDetails: () => this.hasAccountDetails, changed: () => void this.load() });
    this.opened = act;
    void act.load();
    return act;
  }

  close(): void {
    this.opened = null;
  }
}
