import { makeAutoObservable, runInAction } from 'mobx';
import type { OperatorDeskApi } from '../../api';
import type { DeskQueueKind, DeskQueueWire, DeskRequestWire, DeskStaffWire } from '../../domain/wire/operatorDeskWire';
import type { Clock } from '../ports';
import type { ToastStore } from '../ToastStore';
import { deskRuntimeTexts as t } from './texts';

/** How often an open desk reads its queue again: new requests show up, and the desk counts as attended. */
export const DESK_POLL_MS = 10_000;
const TOAST_MS = 5_000;

export type Verdict = 'passed' | 'failed' | 'demand';

export interface OperatorDeskPorts {
  api: OperatorDeskApi;
  clock: Clock;
  toasts: Pick<ToastStore, 'show'>;
}

/**
 * The operator's desk (docs/operator-desk.md): a queue of requests — waiting for the operator's
 * verification, or waiting for the client — read a page at a time and again every DESK_POLL_MS while
 * the desk is open; per request the banks the operator has ticked (all of them until he unticks one),
 * his comment, and the actions: the verdict per bank, handing the request to a manager of its
 * organisation, taking it back from the client. A refused call is told by the failure toasts and
 * changes nothing here; a done one reads the queue again.
 */
export class OperatorDeskStore {
  queue: DeskQueueKind = 'verification';
  page = 1;
  readonly pageSize = 20;
  data: DeskQueueWire | null = null;
  /** The request number the operator looks for, or null for the whole queue. */
  requestId: number | null = null;
  loading = false;
  /** Banks the operator has unticked, by request. */
  unticked: Record<number, string[]> = {};
  comments: Record<number, string> = {};
  /** A request's rule broken before any call (a comment missing, no bank ticked). */
  problems: Record<number, string> = {};
  /** The request an action is running for. */
  busy: number | null = null;
  /** The staff of the request whose manager is being chosen. */
  staff: { requestId: number; users: DeskStaffWire[] | null } | null = null;
  private timer: unknown = null;
  private readonly ports: OperatorDeskPorts;

  constructor(ports: OperatorDeskPorts) {
    this.ports = ports;
    makeAutoObservable<OperatorDeskStore, 'ports' | 'timer'>(this, { ports: false, timer: false }, { autoBind: true });
  }

  get items(): DeskRequestWire[] {
    return this.data?.items ?? [];
  }

  get total(): number {
    return this.data?.total ?? 0;
  }

  /** Opens the desk: reads the queue and keeps reading it until `stop`. */
  start(): void {
    void this.load();
    this.schedule();
  }

  stop(): void {
    if (this.timer !== null) this.ports.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    this.stop();
    this.timer = this.ports.clock.setTimeout(() => {
      this.timer = null;
      void this.load(true).finally(() => this.schedule());
    }, DESK_POLL_MS);
  }

  setQueue(queue: DeskQueueKind): void {
    if (queue === this.queue) return;
    this.queue = queue;
    this.page = 1;
    this.data = null;
    void this.load();
  }

  /** Narrows the queue to one request by its number (text as typed; anything but a number clears it). */
  find(text: string): void {
    const number = /^\s*[1-9][0-9]{0,15}\s*$/.test(text) ? Number(text) : null;
    this.requestId = number;
    this.page = 1;
    void this.load();
  }

  setPage(page: number): void {
    this.page = page;
    void this.load();
  }

  /** Reads the current page; `quiet` (the poll) keeps the table as it is while reading. */
  async load(quiet = false): Promise<void> {
    const asked = { queue: this.queue, page: this.page, requestId: this.requestId };
    if (!quiet) this.loading = true;
    try {
      const data = await this.ports.api.readQueue(asked.queue, asked.page, this.pageSize, asked.requestId, quiet ? { silent: true } : {});
      runInAction(() => {
        if (asked.queue === this.queue && asked.page === this.page && asked.requestId === this.requestId) this.data = data;
      });
    } catch {
      // Told by the failure toasts (the poll silently): the table stays as it was.
    } finally {
      runInAction(() => {
        if (!quiet) this.loading = false;
      });
    }
  }

  isTicked(requestId: number, subrequestUuid: string): boolean {
    return !(this.unticked[requestId] ?? []).includes(subrequestUuid);
  }

  toggleBank(requestId: number, subrequestUuid: string): void {
    const off = this.unticked[requestId] ?? [];
    this.unticked[requestId] = off.includes(subrequestUuid) ? off.filter((uuid) => uuid !== subrequestUuid) : [...off, subrequestUuid];
    delete this.problems[requestId];
  }

  /** The ticked banks of a request, as the queue lists them now. */
  tickedBanks(item: DeskRequestWire): DeskRequestWire['banks'] {
    return item.banks.filter((bank) => this.isTicked(item.id, bank.subrequest_uuid));
  }

  setComment(requestId: number, text: string): void {
    this.comments[requestId] = text;
    delete this.problems[requestId];
  }

  /**
   * POST /v2/bgrequest/write/admin/verification/send/{id} for the ticked banks: passed, failed (back to
   * the draft) or demand (the agent is asked for more); the last two need a comment, which the agent reads.
   */
  async verdict(item: DeskRequestWire, result: Verdict): Promise<boolean> {
    const banks = this.tickedBanks(item);
    const comment = (this.comments[item.id] ?? '').trim();
    if (banks.length === 0) return this.refuse(item.id, t.noBanks);
    if (result !== 'passed' && comment === '') return this.refuse(item.id, t.commentRequired);
    return this.act(item.id, async () => {
      await this.ports.api.verify(item.id, { result, fko_uuids: banks.map((bank) => bank.subrequest_uuid), ...(comment ? { comment } : {}) });
      this.told(t.verdictDone[result], t.verdictText(item.id, banks.map((bank) => bank.bank_name).join(', ')));
    });
  }

  /** Reads the staff of the request's organisation for the manager's choice. */
  async chooseManager(requestId: number): Promise<void> {
    this.staff = { requestId, users: null };
    try {
      const users = await this.ports.api.readStaff(requestId);
      runInAction(() => {
        if (this.staff?.requestId === requestId) this.staff = { requestId, users };
      });
    } catch {
      runInAction(() => {
        this.staff = null;
      });
    }
  }

  closeManager(): void {
    this.staff = null;
  }

  /** POST /v1/bgrequest/write/agent/manager: the chosen user of the request's organisation takes it over. */
  async assignManager(requestId: number, user: DeskStaffWire): Promise<boolean> {
    return this.act(requestId, async () => {
      await this.ports.api.assignManager(requestId, user.id);
      this.staff = null;
      this.told(t.managerDone, t.managerText(requestId, user.name));
    });
  }

  /**
   * Takes the ticked banks back from the client (POST /v2/bgrequest/write/{id}/subrequest/change/status),
   * or, when every bank is ticked, the whole request by its uuid (POST /v1/bgrequest/write/claim/bank/client).
   */
  async returnFromClient(item: DeskRequestWire): Promise<boolean> {
    const banks = this.tickedBanks(item);
    if (banks.length === 0) return this.refuse(item.id, t.noBanks);
    return this.act(item.id, async () => {
      if (banks.length === item.banks.length) await this.ports.api.returnRequest(item.uuid);
      else await this.ports.api.returnBanks(item.id, banks.map((bank) => bank.subrequest_uuid));
      this.told(t.returnedDone, t.returnedText(item.id));
    });
  }

  private refuse(requestId: number, problem: string): false {
    this.problems[requestId] = problem;
    return false;
  }

  private async act(requestId: number, run: () => Promise<void>): Promise<boolean> {
    if (this.busy !== null) return false;
    this.busy = requestId;
    try {
      await run();
      runInAction(() => {
        delete this.comments[requestId];
        delete this.unticked[requestId];
      });
      await this.load(true);
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.busy = null;
      });
    }
  }

  private told(title: string, text: string): void {
    this.ports.toasts.show({ mode: 'short', type: 'success', title, text, buttons: [], removeTime: TOAST_MS });
  }
}
