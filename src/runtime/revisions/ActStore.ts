import { makeAutoObservable, observableRef, runInAction, when } from 'mobx';
import type { RevisionsApi } from '../../api/revisions';
import type { SigningApi } from '../../api/signing';
import type { Signer } from '../../api/signer/Signer';
import type { ActLineWire, ActState, RevisionActDetailsWire, RevisionActWire, RevisionChatMessageWire } from '../../domain/wire/revisionWire';
import { SigningStore } from '../signing/SigningStore';
import type { ToastStore } from '../ToastStore';
import { actSigningSource } from './actSigningSource';
import { revisionsRuntimeTexts as t } from './texts';

const TOAST_MS = 5_000;

/** The states in which the agent has signed: an invoice may be made for the act. */
const signedByAgent: readonly ActState[] = ['agent_signed', 'operator_signed', 'paid'];

export interface ActPorts {
  api: RevisionsApi;
  signing: Pick<SigningApi, 'storeSignature'>;
  signer: Signer;
  toasts: Pick<ToastStore, 'show'>;
  /** Hands downloaded bytes to the browser under a name. */
  save(bytes: Uint8Array, name: string, mime: string): void;
  newUuid(): string;
  /** Whether the organisation's account details are filled (an invoice needs them). */
  hasAccountDetails(): boolean;
  /** The act changed (signed, disputed, invoiced): the list is read again. */
  changed(): void;
}

export type ActDownload = 'pdf' | 'xlsx' | 'invoice';

/**
 * One act opened on the agent's settlements screen (docs/revisions-ui.md): its lines, each a deal
 * linking to its request; the signing of a sent act with the organisation's qualified signature; the
 * downloads (PDF, the lines as xlsx, the invoice's PDF); the invoice for an act the agent signed; the
 * act's discussion with the operator, where a message may dispute a sent act.
 */
export class ActStore {
  readonly uuid: string;
  details: RevisionActDetailsWire | null = null;
  loadError = false;
  signing: SigningStore | null = null;
  messages: RevisionChatMessageWire[] = [];
  text = '';
  /** What was wrong with the message before it was sent. */
  messageProblem: string | null = null;
  sending = false;
  invoicing = false;
  downloading: ActDownload | null = null;
  private readonly ports: ActPorts;

  constructor(uuid: string, ports: ActPorts) {
    this.uuid = uuid;
    this.ports = ports;
    makeAutoObservable<ActStore, 'ports'>(this, { uuid: false, ports: false, signing: observableRef, messages: observableRef, details: observableRef }, { autoBind: true });
  }

  get act(): RevisionActWire | null {
    return this.details?.act ?? null;
  }

  get lines(): ActLineWire[] {
    return this.details?.lines ?? [];
  }

  /** A sent act waits for the agent's signature, or his dispute. */
  get awaitsAgent(): boolean {
    return this.act?.state === 'sent';
  }

  /** Why no invoice can be made now, or null. */
  get invoiceRefusal(): string | null {
    const act = this.act;
    if (!act) return null;
    if (!signedByAgent.includes(act.state)) return t.invoiceNeedsSignature;
    if (!act.invoice && !this.ports.hasAccountDetails()) return t.invoiceNeedsDetails;
    return null;
  }

  async load(): Promise<void> {
    try {
      const details = await this.ports.api.readAct(this.uuid);
      runInAction(() => {
        this.details = details;
        this.loadError = false;
        this.signing = details.act.state === 'sent' && details.act.files.pdf ? this.signingOf(details.act) : null;
      });
      if (this.signing) void this.signing.load();
      await this.readMessages();
    } catch {
      runInAction(() => {
        this.loadError = true;
      });
    }
  }

  /**
   * The act's Signing view; once a signature made here was taken (by the Signing view's own button or
   * `sign`), the act and the list are read again: its state and signatures come from the server.
   */
  private signingOf(act: RevisionActWire): SigningStore {
    const source = actSigningSource({ api: this.ports.api, signing: this.ports.signing, newUuid: this.ports.newUuid }, () => [act], 'agent');
    const signing = new SigningStore(source, this.ports.signer);
    void when(
      () => this.signing !== signing || (signing.progress.size > 0 && signing.allSigned && !signing.signing),
      () => {
        if (this.signing !== signing) return;
        this.told(t.actSigned(act.number));
        void this.reload();
      },
    );
    return signing;
  }

  /** Signs the act with the certificate chosen in its Signing view. */
  async sign(): Promise<void> {
    await this.signing?.signAll();
  }

  /** The act's discussion (GET /v2/revision/read/chat/{act_uuid}), oldest first. */
  private async readMessages(): Promise<void> {
    try {
      const answer = await this.ports.api.readChat(this.uuid, { silent: true });
      runInAction(() => {
        this.messages = answer.messages;
      });
    } catch {
      // The discussion stays as it was; the act itself is on screen.
    }
  }

  setText(text: string): void {
    this.text = text;
    this.messageProblem = null;
  }

  /** A message on the act; `dispute` (a sent act only) takes the act back to formed with the message as its dispute. */
  async sendMessage(dispute = false): Promise<boolean> {
    const message = this.text.trim();
    if (message === '') {
      this.messageProblem = dispute ? t.disputeRequired : t.messageRequired;
      return false;
    }
    if (this.sending) return false;
    this.sending = true;
    try {
      await this.ports.api.message({ act_uuid: this.uuid, message, ...(dispute ? { dispute: true } : {}) });
      runInAction(() => {
        this.text = '';
      });
      this.told(dispute ? t.disputeSent : t.messageSent);
      await this.reload();
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.sending = false;
      });
    }
  }

  /** Makes the act's invoice (once: a second call answers the same invoice) and downloads its PDF. */
  async generateInvoice(): Promise<boolean> {
    if (this.invoiceRefusal !== null || this.invoicing) return false;
    this.invoicing = true;
    try {
      const invoice = await this.ports.api.generateInvoice({ act_uuid: this.uuid });
      this.told(t.invoiceMade(invoice.number));
      await this.reload();
      await this.download('invoice');
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.invoicing = false;
      });
    }
  }

  /** Downloads a file of the act through the session; a failure is told by the failure toasts. */
  async download(which: ActDownload): Promise<void> {
    const act = this.act;
    if (!act || this.downloading) return;
    const file =
      which === 'pdf'
        ? act.files.pdf && { link: act.files.pdf.link, name: act.files.pdf.name, mime: 'application/pdf' }
        : which === 'xlsx'
          ? { link: act.files.xlsx_link, name: `Акт ${act.number}.xlsx`, mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }
          : act.invoice
            ? { link: act.invoice.link, name: `Счёт ${act.invoice.number}.pdf`, mime: 'application/pdf' }
            : null;
    if (!file) return;
    this.downloading = which;
    try {
      this.ports.save(await this.ports.api.readBytes(file.link), file.name, file.mime);
    } catch {
      // Told by the failure toasts.
    } finally {
      runInAction(() => {
        this.downloading = null;
      });
    }
  }

  private async reload(): Promise<void> {
    this.ports.changed();
    await this.load();
  }

  private told(title: string): void {
    this.ports.toasts.show({ mode: 'short', type: 'success', title, text: '', buttons: [], removeTime: TOAST_MS });
  }
}
