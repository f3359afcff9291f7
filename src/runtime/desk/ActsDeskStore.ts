import { makeAutoObservable, observableRef, runInAction, when } from 'mobx';
import type { RevisionsApi } from '../../api/revisions';
import type { SigningApi } from '../../api/signing';
import type { Signer } from '../../api/signer/Signer';
import { isPeriod, periodOf, previousPeriod } from '../../domain/revisions/period';
import type { ActState, OperatorActsWire, RevisionActWire } from '../../domain/wire/revisionWire';
import type { Clock } from '../ports';
import { actSigningSource } from '../revisions/actSigningSource';
import { revisionsRuntimeTexts as t } from '../revisions/texts';
import { SigningStore } from '../signing/SigningStore';
import type { ToastStore } from '../ToastStore';

const TOAST_MS = 5_000;

export interface ActsDeskPorts {
  api: RevisionsApi;
  signing: Pick<SigningApi, 'storeSignature'>;
  signer: Signer;
  clock: Clock;
  toasts: Pick<ToastStore, 'show'>;
  save(bytes: Uint8Array, name: string, mime: string): void;
  newUuid(): string;
}

/**
 * The desk's acts (docs/revisions-ui.md): every agent organisation's acts, filtered by month and
 * state, a page at a time; forming a month's acts now (every organisation, or one of those listed);
 * per act the operator's moves — send a formed act to the agent, sign one the agent signed, mark a
 * signed one paid. A refused call is told by the failure toasts and changes nothing here; a done one
 * reads the page again.
 */
export class ActsDeskStore {
  period: string | null = null;
  state: ActState | null = null;
  page = 1;
  data: OperatorActsWire | null = null;
  loading = false;
  /** The month to form, 'YYYY-MM': the previous Moscow month by default, as the monthly forming takes. */
  formPeriod: string;
  /** One organisation to form for, or null for all. */
  formOrganization: string | null = null;
  formProblem: string | null = null;
  /** The act (uuid) or the forming ('form') a call is running for. */
  busy: string | null = null;
  /** The act being signed by the operator, with its Signing view's store. */
  signingAct: { act: RevisionActWire; store: SigningStore } | null = null;
  private readonly ports: ActsDeskPorts;

  constructor(ports: ActsDeskPorts) {
    this.ports = ports;
    this.formPeriod = previousPeriod(periodOf(new Date(ports.clock.now())));
    makeAutoObservable<ActsDeskStore, 'ports'>(this, { ports: false, data: observableRef, signingAct: observableRef }, { autoBind: true });
  }

  get items(): RevisionActWire[] {
    return this.data?.items ?? [];
  }

  get total(): number {
    return this.data?.total ?? 0;
  }

  /** The months to choose from: the current Moscow month and the eleven before it, newest first. */
  get recentPeriods(): string[] {
    const periods = [periodOf(new Date(this.ports.clock.now()))];
    while (periods.length < 12) periods.push(previousPeriod(periods.at(-1)!));
    return periods;
  }

  /** The organisations of the acts listed, for the forming's choice of one. */
  get organizations(): RevisionActWire['organization'][] {
    const seen = new Map<string, RevisionActWire['organization']>();
    for (const act of this.items) seen.set(act.organization.uuid, act.organization);
    return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name, 'ru'));
  }

  setFilter(filter: { period?: string | null; state?: ActState | null }): void {
    if (filter.period !== undefined) this.period = filter.period;
    if (filter.state !== undefined) this.state = filter.state;
    this.page = 1;
    void this.load();
  }

  setPage(page: number): void {
    this.page = page;
    void this.load();
  }

  async load(): Promise<void> {
    const asked = { period: this.period, state: this.state, page: this.page };
    this.loading = true;
    try {
      const data = await this.ports.api.readOperatorActs(asked);
      runInAction(() => {
        if (asked.period === this.period && asked.state === this.state && asked.page === this.page) this.data = data;
      });
    } catch {
      // Told by the failure toasts.
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  setForm(patch: { period?: string; organization?: string | null }): void {
    if (patch.period !== undefined) this.formPeriod = patch.period.trim();
    if (patch.organization !== undefined) this.formOrganization = patch.organization;
    this.formProblem = null;
  }

  /** POST /v2/revision/write/admin/form: the month's acts now (re-forming a formed act keeps its number). */
  async form(): Promise<boolean> {
    if (!isPeriod(this.formPeriod)) {
      this.formProblem = t.periodRequired;
      return false;
    }
    const body = { period: this.formPeriod, ...(this.formOrganization ? { organization_uuid: this.formOrganization } : {}) };
    return this.act('form', async () => {
      await this.ports.api.form(body);
      this.told(t.formed);
    });
  }

  send(act: RevisionActWire): Promise<boolean> {
    return this.act(act.uuid, async () => {
      await this.ports.api.send(act.uuid);
      this.told(t.sent(act.number));
    });
  }

  markPaid(act: RevisionActWire): Promise<boolean> {
    return this.act(act.uuid, async () => {
      await this.ports.api.paid(act.uuid);
      this.told(t.paid(act.number));
    });
  }

  /**
   * Opens the operator's signing of an act the agent signed (the platform's certificate signs its PDF);
   * once the signature is taken the signing closes and the page is read again.
   */
  openSigning(act: RevisionActWire): void {
    const store = new SigningStore(actSigningSource({ api: this.ports.api, signing: this.ports.signing, newUuid: this.ports.newUuid }, () => [act], 'operator'), this.ports.signer);
    const opened = { act, store };
    this.signingAct = opened;
    void store.load();
    void when(
      () => this.signingAct !== opened || (store.progress.size > 0 && store.allSigned && !store.signing),
      () => {
        if (this.signingAct !== opened) return;
        this.told(t.actSigned(act.number));
        this.signingAct = null;
        void this.load();
      },
    );
  }

  /** Signs the opened act with the certificate chosen in its Signing view. */
  async sign(): Promise<void> {
    await this.signingAct?.store.signAll();
  }

  closeSigning(): void {
    this.signingAct = null;
  }

  /** Downloads an act's PDF through the session. */
  async downloadPdf(act: RevisionActWire): Promise<void> {
    const pdf = act.files.pdf;
    if (!pdf) return;
    try {
      this.ports.save(await this.ports.api.readBytes(pdf.link), pdf.name, 'application/pdf');
    } catch {
      // Told by the failure toasts.
    }
  }

  private async act(key: string, run: () => Promise<void>): Promise<boolean> {
    if (this.busy !== null) return false;
    this.busy = key;
    try {
      await run();
      await this.load();
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.busy = null;
      });
    }
  }

  private told(title: string): void {
    this.ports.toasts.show({ mode: 'short', type: 'success', title, text: '', buttons: [], removeTime: TOAST_MS });
  }
}
