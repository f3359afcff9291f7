import { makeAutoObservable, runInAction } from 'mobx';
import type { OffersApi } from '../../api';
import { fillTemplate } from '../../domain/fillTemplate';
import type { SubRequestWire } from '../../domain/wire/banksWire';
import type { ClaimChangesBody, ClaimDocumentWire, ClaimPageWire, CommissionForChangesWire } from '../../domain/wire/offersWire';
import type { DocumentsToSignWire } from '../../domain/wire/signingWire';
import type { ToastStore } from '../ToastStore';
import type { BanksStore } from './BanksStore';
import { parseMoney } from './parseMoney';
import { banksTexts as t } from './texts';

export interface ClaimPorts {
  offers: OffersApi;
  toasts: ToastStore;
}

/** The changes of the guarantee as typed on the page. */
export interface ClaimDraft {
  sum: string;
  date_to: string;
  text: string;
}

/**
 * A claim for changes of an issued guarantee (/{role}/request/{id}/claim/bank/{bankUuid}): the guarantee as
 * issued, whether a claim may be sent (else the spec's refusal: expired guarantee, changes being issued),
 * the commission for the changes, the claim itself, and the documents the bank gives to sign.
 */
export class ClaimStore {
  readonly bankUuid: string;
  page: ClaimPageWire | null = null;
  draft: ClaimDraft = { sum: '', date_to: '', text: '' };
  commission: CommissionForChangesWire | null = null;
  documents: Record<string, ClaimDocumentWire[]> = {};
  /** Per claim: what the client signs to confirm its changes (the platform's confirmation and the bank's documents). */
  signing: Record<string, DocumentsToSignWire> = {};
  problem: string | null = null;
  loadError: string | null = null;
  busy: 'commission' | 'claim' | null = null;
  private readonly banks: BanksStore;
  private readonly ports: ClaimPorts;

  constructor(banks: BanksStore, bankUuid: string, ports: ClaimPorts) {
    this.banks = banks;
    this.bankUuid = bankUuid;
    this.ports = ports;
    makeAutoObservable<ClaimStore, 'banks' | 'ports'>(this, { bankUuid: false, banks: false, ports: false }, { autoBind: true });
  }

  get sub(): SubRequestWire | undefined {
    return this.banks.subrequests.find((sub) => sub.bank_uuid === this.bankUuid);
  }

  get bankName(): string {
    return this.page?.bank.middle_name || this.sub?.middle_name || this.sub?.bank_name || '';
  }

  async load(): Promise<boolean> {
    if (!this.banks.loaded) await this.banks.load();
    const sub = this.sub;
    if (!sub) {
      runInAction(() => (this.loadError = this.banks.loadError ?? t.bankNotFound));
      return false;
    }
    try {
      const page = await this.ports.offers.readClaim(sub.uuid);
      runInAction(() => {
        this.page = page;
        this.loadError = null;
      });
      await Promise.all(page.claims.map((claim) => this.loadDocuments(claim.uuid)));
      return true;
    } catch {
      runInAction(() => {
        this.loadError = t.pageLoadFailed;
      });
      return false;
    }
  }

  private async loadDocuments(claimUuid: string): Promise<void> {
    try {
      const answer = await this.ports.offers.readClaimDocuments(claimUuid);
      runInAction(() => {
        this.documents[claimUuid] = answer.documents;
        if (answer.signing) this.signing[claimUuid] = answer.signing;
      });
    } catch {
      // The claim still shows; its documents appear when the bank posts them.
    }
  }

  edit(change: Partial<ClaimDraft>): void {
    this.draft = { ...this.draft, ...change };
    this.commission = null;
    this.problem = null;
  }

  /** The body both calls take; null with a Russian problem when the changes are not described. */
  private body(): ClaimChangesBody | null {
    const sub = this.sub;
    if (!sub) return null;
    if (this.draft.text.trim() === '') {
      this.problem = t.changesRequired;
      return null;
    }
    let sum: number | null = null;
    if (this.draft.sum.trim() !== '') {
      sum = parseMoney(this.draft.sum);
      if (sum === null) {
        this.problem = t.sumInvalid;
        return null;
      }
    }
    return {
      subrequest_uuid: sub.uuid,
      text: this.draft.text.trim(),
      ...(sum === null ? {} : { sum: sum.toFixed(2) }),
      ...(this.draft.date_to ? { date_to: this.draft.date_to } : {}),
    };
  }

  /** The commission the bank takes for these changes. */
  async reckon(): Promise<boolean> {
    const body = this.body();
    if (!body || this.busy) return false;
    this.busy = 'commission';
    try {
      const commission = await this.ports.offers.commissionForChanges(body);
      runInAction(() => {
        this.commission = commission;
      });
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.busy = null;
      });
    }
  }

  /** Sends the claim; the page then shows it among the claims. */
  async send(): Promise<boolean> {
    const body = this.body();
    if (!body || this.busy) return false;
    this.busy = 'claim';
    try {
      await this.ports.offers.sendClaim(body);
      this.ports.toasts.show({
        mode: 'short',
        type: 'success',
        title: fillTemplate(t.claimSent, { bank: this.bankName }),
        text: '',
        buttons: [],
        removeTime: 5000,
      });
      runInAction(() => {
        this.draft = { sum: '', date_to: '', text: '' };
        this.commission = null;
      });
      await this.banks.reload();
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
}
