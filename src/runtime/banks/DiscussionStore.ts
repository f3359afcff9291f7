import { makeAutoObservable, runInAction } from 'mobx';
import type { OffersApi } from '../../api';
import { fillTemplate } from '../../domain/fillTemplate';
import type { SubRequestWire } from '../../domain/wire/banksWire';
import type { AgreementParamsWire, AgreementParamWire, ApprovalProblemWire } from '../../domain/wire/offersWire';
import type { Navigation } from '../ports';
import type { RouteTable } from '../routeTable';
import type { ToastStore } from '../ToastStore';
import type { BanksStore } from './BanksStore';
import { parseMoney } from './parseMoney';
import { banksTexts as t } from './texts';

export interface DiscussionPorts {
  offers: OffersApi;
  toasts: ToastStore;
  navigation: Navigation;
  routes: RouteTable;
}

/** The agreement parameters as typed on the page. */
export interface AgreementDraft {
  date_from: string;
  date_to: string;
  sum: string;
  comment: string;
}

/**
 * The discussion of the draft agreement with one form-type bank (/{role}/request/{id}/discuss/bank/{bankUuid}):
 * the parameters in force (or the offer's as a start), the server's validation before approval, and the
 * sending to discussion with or without the joint request's customers list.
 */
export class DiscussionStore {
  readonly bankUuid: string;
  params: AgreementParamWire | null = null;
  draft: AgreementDraft = { date_from: '', date_to: '', sum: '', comment: '' };
  problems: ApprovalProblemWire[] = [];
  problem: string | null = null;
  loadError: string | null = null;
  sending = false;
  private readonly banks: BanksStore;
  private readonly ports: DiscussionPorts;

  constructor(banks: BanksStore, bankUuid: string, ports: DiscussionPorts) {
    this.banks = banks;
    this.bankUuid = bankUuid;
    this.ports = ports;
    makeAutoObservable<DiscussionStore, 'banks' | 'ports'>(this, { bankUuid: false, banks: false, ports: false }, { autoBind: true });
  }

  get sub(): SubRequestWire | undefined {
    return this.banks.subrequests.find((sub) => sub.bank_uuid === this.bankUuid);
  }

  get bankName(): string {
    return this.sub?.middle_name || this.sub?.bank_name || '';
  }

  get canDiscuss(): boolean {
    return this.params?.can_discuss === true;
  }

  /** Each sending with the bank's answer, oldest first: round 1 is the first sending. */
  get rounds(): AgreementParamsWire[] {
    return [...(this.params?.history ?? [])].reverse();
  }

  /** Where the discussion stands: nothing sent, the bank has the draft, or it answered the last round. */
  get state(): 'none' | 'waitingBank' | 'answered' {
    return this.params?.state ?? 'none';
  }

  /** The status of the bank now: a change (the bank answered) is a reason to read the rounds again. */
  get subStatus(): string | null {
    return this.sub?.sub_status ?? null;
  }

  get hasCustomers(): boolean {
    return (this.params?.customers?.length ?? 0) > 0;
  }

  /**
   * Reads the parameters and the rounds; the form starts from the parameters in force. `keepDraft` reads
   * the rounds again (the bank answered) without touching what the agent is typing.
   */
  async load(keepDraft = false): Promise<boolean> {
    if (!this.banks.loaded) await this.banks.load();
    const sub = this.sub;
    if (!sub) {
      runInAction(() => (this.loadError = this.banks.loadError ?? t.bankNotFound));
      return false;
    }
    try {
      const params = await this.ports.offers.readAgreementParams(sub.uuid, 'history');
      runInAction(() => {
        const typing = keepDraft && this.params !== null;
        this.params = params;
        this.loadError = null;
        if (typing) return;
        const start = params.current ?? params.defaults;
        this.draft = {
          date_from: start.date_from ?? '',
          date_to: start.date_to ?? '',
          sum: start.sum ?? '',
          comment: params.current?.comment ?? '',
        };
      });
      return true;
    } catch {
      runInAction(() => {
        this.loadError = t.pageLoadFailed;
      });
      return false;
    }
  }

  edit(change: Partial<AgreementDraft>): void {
    this.draft = { ...this.draft, ...change };
    this.problems = [];
    this.problem = null;
  }

  problemOf(field: ApprovalProblemWire['field']): string | undefined {
    return this.problems.find((problem) => problem.field === field)?.message;
  }

  /** Validates the parameters with the server, then sends them to discussion. */
  async send(withCustomers: boolean): Promise<boolean> {
    const sub = this.sub;
    if (!sub || this.sending) return false;
    const sum = parseMoney(this.draft.sum);
    if (!this.draft.date_from || !this.draft.date_to || sum === null) {
      this.problem = t.datesRequired;
      return false;
    }
    this.sending = true;
    try {
      const verdict = await this.ports.offers.validateBeforeApproval({
        fko_uuid: sub.bank_uuid,
        request_id: this.banks.requestId,
        date_from: this.draft.date_from,
        date_to: this.draft.date_to,
        sum: sum.toFixed(2),
      });
      if (!verdict.valid) {
        runInAction(() => {
          this.problems = verdict.problems;
        });
        return false;
      }
      await this.ports.offers.toDiscussion(sub.uuid, {
        date_from: this.draft.date_from,
        date_to: this.draft.date_to,
        sum: sum.toFixed(2),
        ...(this.draft.comment.trim() ? { comment: this.draft.comment.trim() } : {}),
        with_customers: withCustomers,
      });
      this.ports.toasts.show({
        mode: 'short',
        type: 'success',
        title: fillTemplate(t.discussionSent, { bank: this.bankName }),
        text: '',
        buttons: [],
        removeTime: 5000,
      });
      await this.banks.reload();
      this.ports.navigation.go(this.ports.routes.path('RequestFormStep', { id: String(this.banks.requestId), step: 'preview' }));
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.sending = false;
      });
    }
  }
}
