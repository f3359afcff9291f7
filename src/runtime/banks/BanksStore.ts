import { makeAutoObservable, runInAction } from 'mobx';
import type { BanksApi, OffersApi, SigningApi } from '../../api';
import { bankShortName } from '../../domain/bankShortName';
import { banksConfig, findBankSettings, groupByBankType, type BankGroup } from '../../domain/banks';
import { fillTemplate } from '../../domain/fillTemplate';
import { prescoringChecks } from '../../domain/prescoring/prescoringChecks';
import { requestSteps } from '../../domain/steps/requestSteps';
import { statusEngine } from '../../domain/statusEngine';
import type { ProgressStage } from '../../domain/progressStage';
import type {
  BankListItemWire,
  CombinedStatusWire,
  FailedInfoWire,
  ReadinessGapWire,
  SendAnswerWire,
  StatusHistoryEntryWire,
  SubRequestListWire,
  SubRequestWire,
} from '../../domain/wire/banksWire';
import type { OfferVersionWire, OfferWire } from '../../domain/wire/offersWire';
import type { SigningNeedWire } from '../../domain/wire/signingWire';
import type { Clipboard, Logger } from '../ports';
import type { RouteTable } from '../routeTable';
import type { ToastStore } from '../ToastStore';
import { parseMoney } from './parseMoney';
import { signingRuntimeTexts } from '../signing/texts';
import { banksTexts as t } from './texts';

export interface BanksPorts {
  banks: BanksApi;
  offers: OffersApi;
  /** The sign links' calls: the request's (POST /v2/bgrequest/write/sign-link/{id}) and a deal's (offer, claim, additional documents). */
  signing: Pick<SigningApi, 'signLink' | 'offerSignLink' | 'claimSignLink' | 'additionalSignLink'>;
  toasts: ToastStore;
  clipboard: Clipboard;
  routes: RouteTable;
  logger: Logger;
  viewer: 'agent' | 'client';
}

/** The second layer over the panel (spec-1 §2 curtains): a bank's status history or an offer's versions. */
export type BanksCurtain =
  | { kind: 'history'; title: string; entries: StatusHistoryEntryWire[] }
  | { kind: 'versions'; title: string; versions: OfferVersionWire[] };

/** How a bank's card reads: terms (commission, sum, term) before the deal, the four stages after. */
export type BankCardView = 'terms' | 'progress';

const TOAST_MS = 10000;

/** One bank in the result of «Проверить параметры»: what was checked there and whether it passed. */
export interface PrescoreResultItem {
  readonly uuid: string;
  readonly bank: string;
  /** What the bank's limits check, in words (`prescoringChecks`). */
  readonly checks: readonly string[];
  /** null when the bank has no verdict (its check did not run). */
  readonly passed: boolean | null;
  readonly reasons: readonly string[];
}

/**
 * The banks of one request (the banks panel): its sub-requests with their statuses, split into not-sent
 * and sent, the not-sent ones by bank group in bank order; pre-scoring when the server says it should run;
 * the banks chosen for sending and the send itself; each bank's current offer and the actions its status
 * allows (commission, approval, revocation, archive); the status history and offer versions curtains; the
 * consent link. Every write reads the request again, so the panel always shows the server's truth.
 */
export class BanksStore {
  readonly requestId: number;
  list: SubRequestListWire | null = null;
  catalogue: BankListItemWire[] = [];
  offers: OfferWire[] = [];
  loading = false;
  loadError: string | null = null;
  prescoring = false;
  /** The action running now ('send', 'revoke:<uuid>' …), so its button spins and others wait. */
  busy: string | null = null;
  /** Banks (uuids) the user chose to send to; null means "every bank that can be sent". */
  chosenBanks: string[] | null = null;
  failedInfo: Record<string, FailedInfoWire> = {};
  lastSend: SendAnswerWire | null = null;
  consentLink: string | null = null;
  signLink: string | null = null;
  /** The last deal sign link made on this page, by `dealSignKey`: shown under its notice to copy by hand. */
  dealSignLinks: Record<string, string> = {};
  curtain: BanksCurtain | null = null;
  /** «Проверить параметры» was pressed on this page: its result is shown until the page is left. */
  prescoreShown = false;
  private readonly ports: BanksPorts;
  private autoPrescored = false;
  private generation = 0;
  /** The newest load: an overlapped older one answers with its outcome. */
  private latestLoad: Promise<boolean> | null = null;
  private readonly reportedBanks = new Set<string>();

  constructor(requestId: number, ports: BanksPorts) {
    this.requestId = requestId;
    this.ports = ports;
    makeAutoObservable<BanksStore, 'ports' | 'autoPrescored' | 'generation' | 'latestLoad' | 'reportedBanks' | 'reportUnknownBanks'>(
      this,
      { requestId: false, ports: false, autoPrescored: false, generation: false, latestLoad: false, reportedBanks: false, reportUnknownBanks: false },
      { autoBind: true },
    );
  }

  get loaded(): boolean {
    return this.list !== null;
  }

  get subrequests(): SubRequestWire[] {
    return this.list?.subrequests ?? [];
  }

  get combined(): CombinedStatusWire | null {
    return this.list?.combined_status ?? null;
  }

  get readonly(): boolean {
    return this.list?.readonly ?? true;
  }

  get notSent(): SubRequestWire[] {
    return this.subrequests.filter((sub) => sub.group === 'not-sent');
  }

  /** Sent banks, the post-issue ones among them, in the server's order (compareBanksInRequest). */
  get sent(): SubRequestWire[] {
    return this.subrequests.filter((sub) => sub.group !== 'not-sent');
  }

  /** Not-sent banks as 'Банки платформы', 'Банки партнёров', 'Архив' in the fixed bank order. */
  get notSentGroups(): BankGroup<SubRequestWire>[] {
    return groupByBankType(this.notSent, (sub) => sub.bank_uuid, banksConfig.banks, (sub) => sub.middle_name || sub.bank_name);
  }

  /** Banks that may be sent to now. */
  get sendable(): SubRequestWire[] {
    return this.notSent.filter((sub) => sub.draft_status?.can_send === true);
  }

  get chosen(): string[] {
    const sendable = new Set(this.sendable.map((sub) => sub.bank_uuid));
    return (this.chosenBanks ?? this.sendable.filter((sub) => sub.is_selected).map((sub) => sub.bank_uuid)).filter((uuid) => sendable.has(uuid));
  }

  isChosen(bankUuid: string): boolean {
    return this.chosen.includes(bankUuid);
  }

  get canSend(): boolean {
    return this.chosen.length > 0 && this.busy === null && !this.prescoring;
  }

  /** A customer consent is awaited by some bank: the panel offers the consent link. */
  /** The banks that wait for the customer's signature (sent_to_client), by the names the cards use. */
  get viewer(): 'agent' | 'client' {
    return this.ports.viewer;
  }

  get waitingForSignature(): string[] {
    return this.subrequests.filter((sub) => sub.sub_status === 'sent_to_client').map((sub) => sub.middle_name || sub.bank_name);
  }

  get needsConsent(): boolean {
    return this.subrequests.some((sub) => sub.sub_status === 'wait_confirm_data' || sub.is_need_confirm_data || (sub.draft_status?.missing ?? []).includes('consent'));
  }

  offerOf(sub: SubRequestWire): OfferWire | undefined {
    return this.offers.find((offer) => offer.subrequestUuid === sub.uuid);
  }

  viewOf(sub: SubRequestWire): BankCardView {
    return sub.progress_stage === null ? 'terms' : 'progress';
  }

  progressOf(sub: SubRequestWire): ProgressStage {
    return statusEngine.progressStage(sub.sub_status);
  }

  /** Why pre-scoring refused the bank ('Не проходим' with the reasons). */
  /**
   * Where a send-readiness reason is fixed: its step, with the field to open (`?field=` JSON pointer in
   * the step's data) when the reason names one.
   */
  reasonPath(gap: ReadinessGapWire): string {
    const route = requestSteps.find((step) => step.name === gap.step)?.route ?? gap.step;
    const path = this.ports.routes.path('RequestFormStep', { id: String(this.requestId), step: route });
    return gap.path === '' ? path : `${path}?field=${encodeURIComponent(gap.path)}`;
  }

  /** Why a bank cannot be sent to yet, as the server listed it (empty for a bank that can). */
  notReadyReasons(sub: SubRequestWire): readonly ReadinessGapWire[] {
    const draft = sub.draft_status;
    return draft && !draft.can_send ? (draft.reasons ?? []) : [];
  }

  /**
   * The result of the last «Проверить параметры» pressed here, bank by bank among the not-sent ones:
   * what the bank's limits check, and whether the request passed, with the reasons when it did not.
   */
  get prescoreResult(): PrescoreResultItem[] | null {
    if (!this.prescoreShown || this.prescoring) return null;
    return this.notSent
      .filter((sub) => sub.bank_type !== 'archive')
      .map((sub) => {
        const bank = banksConfig.banks.find((item) => item.uuid === sub.bank_uuid);
        const failed = sub.status === 'DraftPrescoringFailed' || sub.sub_status === 'prescoring_failed' || sub.prescoring?.passed === false;
        return {
          uuid: sub.uuid,
          bank: sub.middle_name || sub.bank_name,
          checks: bank ? prescoringChecks(bank) : [],
          passed: failed ? false : sub.prescoring ? sub.prescoring.passed : null,
          reasons: failed ? this.reasonsOf(sub) : [],
        };
      });
  }

  hidePrescoreResult(): void {
    this.prescoreShown = false;
  }

  reasonsOf(sub: SubRequestWire): readonly string[] {
    return sub.prescoring?.reasons.length ? sub.prescoring.reasons : (this.failedInfo[sub.uuid]?.reasons ?? []);
  }

  acceptPath(offer: OfferWire): string {
    return this.ports.routes.path('AcceptOffer', { id: String(this.requestId), offerUuid: offer.offerUuid });
  }

  discussPath(sub: SubRequestWire): string {
    return this.ports.routes.path('Discuss', { id: String(this.requestId), bankUuid: sub.bank_uuid });
  }

  claimPath(sub: SubRequestWire): string {
    return this.ports.routes.path('Claim', { id: String(this.requestId), bankUuid: sub.bank_uuid });
  }

  /**
   * Reads the sub-requests, the bank list and the offers; runs pre-scoring once when the server says so.
   * A quiet load (the status by the page heading) shows no error toast: the panel, when shown, loads loudly.
   */
  /**
   * Reads the sub-requests, the bank catalogue and the offers. Loads may overlap (a push, the live
   * channel's first connection, a panel opening): only the newest one's answer is kept, and an older
   * one resolves with the newest one's outcome once that has arrived, so its caller never goes on
   * with nothing loaded (a bank's panel said «Банк не найден среди банков заявки» that way).
   */
  load(options: { quiet?: boolean } = {}): Promise<boolean> {
    const generation = ++this.generation;
    const run: Promise<boolean> = this.read(generation, options).then((result) => (generation === this.generation ? result : (this.latestLoad ?? run)));
    this.latestLoad = run;
    return run;
  }

  private async read(generation: number, options: { quiet?: boolean }): Promise<boolean> {
    const call = { silent: options.quiet === true };
    this.loading = true;
    try {
      const [list, catalogue] = await Promise.all([
        this.ports.banks.readSubRequests(this.requestId, call),
        this.ports.banks.readBanks(this.requestId, call).catch(() => null),
      ]);
      const offers = list.subrequests.some((sub) => sub.offer !== null)
        ? await this.ports.offers.readOffers(this.requestId, call).then((answer) => answer.offers).catch(() => null)
        : [];
      if (generation !== this.generation) return true;
      this.reportUnknownBanks(list.subrequests);
      runInAction(() => {
        this.list = list;
        if (catalogue) this.catalogue = catalogue.banks;
        if (offers) this.offers = offers;
        this.loadError = null;
      });
      void this.loadMissingReasons();
      if (list.should_run_prescoring && !this.autoPrescored && options.quiet !== true) {
        this.autoPrescored = true;
        await this.prescore();
      }
      return true;
    } catch {
      runInAction(() => {
        if (generation === this.generation) this.loadError = t.loadFailed;
      });
      return false;
    } finally {
      runInAction(() => {
        if (generation === this.generation) this.loading = false;
      });
    }
  }

  /** Spec-2 §3.3, §8: a bank config/banks.json does not know is logged once, with its name and id; its card gets the default settings. */
  private reportUnknownBanks(subrequests: readonly SubRequestWire[]): void {
    for (const sub of subrequests) {
      if (this.reportedBanks.has(sub.bank_uuid)) continue;
      this.reportedBanks.add(sub.bank_uuid);
      findBankSettings(banksConfig.banks, sub.bank_uuid, this.ports.logger, sub.bank_name);
    }
  }

  /** Reads everything again (a push, a reconnect, after a write). */
  reload(): Promise<boolean> {
    return this.load();
  }

  /** Pre-scores the request's draft banks against their limits, then reads the verdicts. */
  /** «Проверить параметры»: pre-scores now and shows the result bank by bank (`prescoreResult`). */
  async checkParameters(): Promise<void> {
    this.prescoreShown = true;
    await this.prescore();
  }

  async prescore(): Promise<void> {
    if (this.prescoring) return;
    this.prescoring = true;
    try {
      await this.ports.banks.prescore(this.requestId);
    } catch {
      // The failure was shown as a toast by the error catalogue; the panel keeps the previous verdicts.
    } finally {
      runInAction(() => {
        this.prescoring = false;
      });
    }
    await this.load();
  }

  /** A push said the verdicts changed: read them, and pre-score again only if the server asks. */
  refreshPrescoring(): void {
    this.autoPrescored = false;
    void this.load();
  }

  private async loadMissingReasons(): Promise<void> {
    const missing = this.subrequests.filter((sub) => sub.status === 'DraftPrescoringFailed' && !sub.prescoring?.reasons.length && !this.failedInfo[sub.uuid]);
    for (const sub of missing) {
      try {
        const info = await this.ports.banks.readFailedInfo(sub.uuid);
        runInAction(() => {
          this.failedInfo[sub.uuid] = info;
        });
      } catch {
        // Shown by the error catalogue; the card says 'Не проходим' without reasons.
      }
    }
  }

  /** Chooses or unchooses a bank for sending, and tells the server the selection. */
  async choose(sub: SubRequestWire, chosen: boolean): Promise<void> {
    const next = new Set(this.chosen);
    if (chosen) next.add(sub.bank_uuid);
    else next.delete(sub.bank_uuid);
    this.chosenBanks = [...next];
    try {
      await this.ports.banks.select([{ subrequest_uuid: sub.uuid, value: chosen ? 'true' : 'false' }]);
    } catch {
      // The choice stays on screen; sending names the banks explicitly anyway.
    }
  }

  /** «Отправить в банки»: the chosen banks, in one call that is safe to repeat. */
  async send(): Promise<SendAnswerWire | null> {
    const fko = this.chosen;
    if (fko.length === 0 || !this.list) return null;
    const signed = this.list.signed_at !== null;
    const answer = await this.run('send', () => this.ports.banks.send({ fko_uuids: fko, request_id: this.requestId, signed }));
    if (!answer) return null;
    runInAction(() => {
      this.lastSend = answer;
      this.chosenBanks = null;
    });
    const lines = answer.results.map((result) => {
      const outcome = t.outcomes[result.outcome];
      return `${bankShortName(result.bank_uuid, result.bank_name)} — ${outcome}${result.reason ? `: ${result.reason}` : ''}`;
    });
    this.ports.toasts.show({
      mode: 'full',
      type: answer.results.every((result) => result.outcome === 'refused') ? 'error' : 'success',
      title: fillTemplate(t.sentTitle, { n: this.requestId }),
      text: lines.join('; '),
      request_id: this.requestId,
      buttons: [],
      removeTime: TOAST_MS,
    });
    await this.load();
    return answer;
  }

  /** Revokes the request from one bank (refused by the server with the bank's rule when not allowed). */
  async revoke(sub: SubRequestWire): Promise<boolean> {
    if (!this.list) return false;
    const requestUuid = this.list.request_uuid;
    const done = await this.run(`revoke:${sub.uuid}`, () => this.ports.banks.revoke(requestUuid, [sub.bank_uuid]));
    if (done) this.notify(fillTemplate(t.revoked, { bank: sub.middle_name || sub.bank_name }));
    this.autoPrescored = false;
    await this.load();
    return done !== null;
  }

  /** Moves one bank, or the whole request when no bank is named, to the archive. */
  async archive(sub: SubRequestWire | null, message: string): Promise<boolean> {
    if (!this.list) return false;
    const requestUuid = this.list.request_uuid;
    const banks = sub ? [sub.bank_uuid] : this.subrequests.map((one) => one.bank_uuid);
    const done = await this.run(`archive:${sub?.uuid ?? 'all'}`, () => this.ports.banks.archive(requestUuid, banks, message));
    if (done) this.notify(t.archived);
    await this.load();
    return done !== null;
  }

  async unarchive(sub: SubRequestWire | null): Promise<boolean> {
    if (!this.list) return false;
    const requestUuid = this.list.request_uuid;
    const banks = sub ? [sub.bank_uuid] : this.subrequests.filter((one) => one.status === 'Archive').map((one) => one.bank_uuid);
    const done = await this.run(`unarchive:${sub?.uuid ?? 'all'}`, () => this.ports.banks.unarchive(requestUuid, banks));
    if (done) this.notify(t.unarchived);
    await this.load();
    return done !== null;
  }

  get allArchived(): boolean {
    return this.subrequests.length > 0 && this.subrequests.every((sub) => sub.status === 'Archive');
  }

  /** A new offer version with the commission the client will pay. */
  async changeCommission(offer: OfferWire, commission: string, isCurrentDateInvoice: boolean): Promise<string | null> {
    const value = parseMoney(commission);
    if (value === null) return t.commissionInvalid;
    const done = await this.run(`commission:${offer.offerUuid}`, () =>
      this.ports.offers.changeCommission({
        offerUuid: offer.offerUuid,
        comission: value.toFixed(2),
        ...(offer.actions.show_current_date_invoice_flag ? { isCurrentDateInvoice } : {}),
      }),
    );
    if (done !== null) this.notify(fillTemplate(t.commissionChanged, { bank: offer.bank.middle_name || offer.bank.bank_name }));
    await this.load();
    return null;
  }

  /** Sends the offer to the client for approval (offer_sent). */
  async sendForApproval(offer: OfferWire): Promise<boolean> {
    if (!this.list) return false;
    const requestUuid = this.list.request_uuid;
    const done = await this.run(`approval:${offer.offerUuid}`, () => this.ports.offers.sendForApproval({ offerUuid: offer.offerUuid, requestUuid }));
    if (done !== null) this.notify(fillTemplate(t.sentForApproval, { bank: offer.bank.middle_name || offer.bank.bank_name }));
    await this.load();
    return done !== null;
  }

  /** The curtain with the status history of one bank, or of the whole request. */
  async openHistory(sub: SubRequestWire | null): Promise<void> {
    const answer = await this.run(`history:${sub?.uuid ?? 'all'}`, () =>
      sub ? this.ports.banks.readSubRequestHistory(sub.uuid) : this.ports.banks.readRequestHistory(this.requestId),
    );
    if (answer) runInAction(() => (this.curtain = { kind: 'history', title: sub ? sub.middle_name || sub.bank_name : '', entries: answer.entries }));
  }

  /** The curtain with every version of an offer. */
  async openVersions(offer: OfferWire): Promise<void> {
    const answer = await this.run(`versions:${offer.offerUuid}`, () => this.ports.offers.readVersions(offer.offerUuid));
    if (answer) runInAction(() => (this.curtain = { kind: 'versions', title: offer.bank.middle_name || offer.bank.bank_name, versions: answer.versions }));
  }

  closeCurtain(): void {
    this.curtain = null;
  }

  /** 'Ссылка на согласие': a fresh link for the customer, copied to the clipboard. */
  async copyConsentLink(): Promise<string | null> {
    const answer = await this.run('consent', () => this.ports.banks.consentLink(this.requestId));
    if (!answer) return null;
    runInAction(() => (this.consentLink = answer.url));
    try {
      await this.ports.clipboard.writeText(answer.url);
      this.notify(t.consentCopied);
    } catch (error) {
      // The link stays on screen to copy by hand.
      this.ports.logger.error('Не удалось скопировать ссылку', error);
    }
    return answer.url;
  }

  /** 'Ссылка на подписание': one fresh link covering every bank that waits, copied to the clipboard. */
  async copySignLink(): Promise<string | null> {
    const answer = await this.run('signLink', () => this.ports.signing.signLink(this.requestId));
    if (!answer) return null;
    runInAction(() => (this.signLink = answer.url));
    try {
      await this.ports.clipboard.writeText(answer.url);
      this.notify(signingRuntimeTexts.linkCopied(answer.banks.map((bank) => bank.name)));
    } catch (error) {
      // The link stays on screen to copy by hand.
      this.ports.logger.error('Не удалось скопировать ссылку', error);
    }
    return answer.url;
  }

  /** The Signing view's parameters of what waits for the client's signature on a bank's card. */
  signingParams(sub: SubRequestWire, need: SigningNeedWire): Record<string, string> {
    if (need.purpose === 'offer' && need.offer_uuid) return { purpose: 'offer', offerUuid: need.offer_uuid };
    if (need.purpose === 'claim' && need.claim_uuid) return { purpose: 'claim', claimUuid: need.claim_uuid };
    return { purpose: 'additional', subrequestUuid: sub.uuid };
  }

  dealSignKey(sub: SubRequestWire, need: SigningNeedWire): string {
    return `dealSignLink:${sub.uuid}:${need.purpose}`;
  }

  /**
   * 'Ссылка на подписание' of a bank's card: a fresh link for the client to sign the accepted offer, a
   * claim's changes or the bank's documents without an account, copied to the clipboard.
   */
  async copyDealSignLink(sub: SubRequestWire, need: SigningNeedWire): Promise<string | null> {
    const { signing } = this.ports;
    const key = this.dealSignKey(sub, need);
    const { offer_uuid: offerUuid, claim_uuid: claimUuid } = need;
    const answer = await this.run(key, () =>
      need.purpose === 'offer' && offerUuid ? signing.offerSignLink(offerUuid) : need.purpose === 'claim' && claimUuid ? signing.claimSignLink(claimUuid) : signing.additionalSignLink(sub.uuid),
    );
    if (!answer) return null;
    runInAction(() => (this.dealSignLinks = { ...this.dealSignLinks, [key]: answer.url }));
    const bank = sub.middle_name || sub.bank_name;
    try {
      await this.ports.clipboard.writeText(answer.url);
      this.notify(need.purpose === 'offer' ? signingRuntimeTexts.offerLinkCopied(bank) : need.purpose === 'claim' ? signingRuntimeTexts.claimLinkCopied(bank) : signingRuntimeTexts.additionalLinkCopied(bank));
    } catch (error) {
      // The link stays on screen to copy by hand.
      this.ports.logger.error('Не удалось скопировать ссылку', error);
    }
    return answer.url;
  }

  isBusy(key: string): boolean {
    return this.busy === key;
  }

  private async run<T>(key: string, call: () => Promise<T>): Promise<T | null> {
    if (this.busy !== null) return null;
    this.busy = key;
    try {
      return await call();
    } catch {
      // The error catalogue has shown the server's Russian message as a toast.
      return null;
    } finally {
      runInAction(() => {
        this.busy = null;
      });
    }
  }

  private notify(text: string): void {
    this.ports.toasts.show({ mode: 'short', type: 'success', title: text, text: '', buttons: [], removeTime: TOAST_MS / 2 });
  }
}
