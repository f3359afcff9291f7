import { computedStruct, makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { RequestFormApi, RequestRootWire } from '../../api';
import { banksConfig, type BankSettings, type FinancePeriod } from '../../domain/banks';
import { localDay, reportingPeriods, type ReportingPeriod } from '../../domain/finance/reportingPeriods';
import { requiredPeriods } from '../../domain/finance/requiredPeriods';
import { shownPeriods } from '../../domain/finance/shownPeriods';
import { periodLabel } from '../../domain/finance/texts';
import { documentRequirements } from '../../domain/documents/documentRequirements';
import { filesOf, type DocumentEntry } from '../../domain/documents/uploadedFiles';
import { guaranteeFindings, type GuaranteeFinding } from '../../domain/guarantee/guaranteeFindings';
import { newPerson } from '../../domain/persons/newPerson';
import { unlimitedPowers } from '../../domain/persons/person';
import { progress, type RequestProgress } from '../../domain/progress/progress';
import { progressHint } from '../../domain/progress/progressHint';
import { firstUncheckedStep } from '../../domain/steps/firstUncheckedStep';
import { guaranteeDays } from '../../domain/steps/guaranteeDays';
import { guaranteeFromTender, prefillGuarantee } from '../../domain/steps/guaranteeFromTender';
import { nextStep } from '../../domain/steps/nextStep';
import { previousStep } from '../../domain/steps/previousStep';
import { requestSteps, type RequestStep } from '../../domain/steps/requestSteps';
import { resetStartDate } from '../../domain/steps/resetStartDate';
import { stepContext, type StepContext } from '../../domain/steps/stepContext';
import type { StepError } from '../../domain/steps/stepErrors';
import { stepFacts } from '../../domain/steps/stepFacts';
import { stepSchemas } from '../../domain/steps/stepSchemas';
import { validateStep } from '../../domain/steps/validateStep';
import type { Clock, Logger, Navigation } from '../ports';
import type { RouteTable } from '../routeTable';
import { isRequestNotFound } from './isRequestNotFound';
import { readRoot } from './readRoot';
import { signersAfter } from './signerRules';
import type { StepDrafts } from './StepDrafts';
import { requestFormTexts } from './texts';

type Data = Record<string, unknown>;

/** Spec-2 §8: sub-requests arrived before the request's root. */
export const REQUEST_ROOT_NOT_LOADED = 'requestRoot не загружен';

/** A column of the finance grid: a period, the reporting date it stands for today, and who needs it. */
export interface FinanceColumn extends ReportingPeriod {
  /** Short names of the selected banks that need this period. */
  readonly banks: readonly string[];
  /** The name of the date the request already holds for this period when it is another one (an older draft, a file). */
  readonly heldLabel: string | null;
}

/** The outside world of the request form. */
export interface RequestFormPorts {
  api: RequestFormApi;
  navigation: Navigation;
  routes: RouteTable;
  clock: Clock;
  logger: Logger;
  /** Every bank the platform knows; the selected ones are looked up here. */
  banks?: readonly BankSettings[];
  /** Unsaved edits kept across reloads; without it they live as long as the page. */
  drafts?: StepDrafts;
  /** The error catalogue for failures the store does not answer itself (a 401 ends the session). */
  report?: (failure: unknown) => void;
}

/** A step whose rules hold is saved this long after the last keystroke. */
export const AUTOSAVE_MS = 5000;

/**
 * The sidebar's progress and hint follow the typing this long after its last keystroke: counting the
 * progress of every step and checking the whole step on each key cost the keystroke more than its field.
 */
export const SETTLE_MS = 300;

/** The route segment of the request-error step. */
export const ERROR_STEP = 'error';

const stepByRoute = new Map(requestSteps.filter((step) => step.form === 'request').map((step) => [step.route, step] as const));
const stepByName = new Map(requestSteps.map((step) => [step.name, step] as const));

/** The guarantee's term in days follows its dates (the server counts it again when saving). */
function withTermInDays(data: Data): Data {
  const days = guaranteeDays(data.dateFrom, data.dateTo);
  if (days === data.daysCount || (days === null && data.daysCount === undefined)) return data;
  if (days !== null) return { ...data, daysCount: days };
  const { daysCount: _stale, ...rest } = data;
  return rest;
}

function isObject(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The request form of one request (spec-1 §2 "Request form"): loads the root, knows every step's saved
 * data and which steps are checked, computes the visible steps from config/request-steps.json with
 * the step context, and moves between steps: the root lands on the first unchecked visible step (or
 * preview), "next" saves and goes to the next unchecked step, "back" goes to the visible step before.
 * A failed save keeps the user on the step; a request that is not found shows the error step.
 */
export class RequestFormStore {
  readonly id: number;
  root: RequestRootWire | null = null;
  /** Saved data of each step, by step name, with the user's unsaved edits over it. */
  data: Record<string, Data> = {};
  /** `data` as it stood when the typing last paused (SETTLE_MS), for what the sidebar shows. */
  settled: Record<string, Data> = {};
  checked = new Set<string>();
  loading = false;
  notFound = false;
  loadError: string | null = null;
  saving = false;
  /** The step shown, by name; null on the error step or before load. */
  current: string | null = null;
  /** Errors of the current step after the user tried to go on; empty until then. */
  shownErrors: StepError[] = [];
  /** The last thing that went wrong or right when saving, for the page to show. */
  notice: { type: 'success' | 'error'; text: string } | null = null;
  /** The birth-country call said the entrepreneur's birth country must be given (BirthCountryStore). */
  birthCountryRequired = false;
  private readonly ports: RequestFormPorts;
  private autosaveTimer: unknown = null;
  /** The save in flight: a later save waits for it, so «Далее» pressed during an autosave is not lost. */
  private inFlight: Promise<boolean> | null = null;
  /** A quiet save (autosave) is in flight; unlike `saving` it leaves the buttons pressable. */
  autosaving = false;
  private settleTimer: unknown = null;
  /**
   * Work the step's data still waits on (a file on its way to the storage): «Далее» and «Сохранить»
   * judge the step after it lands, so a file still uploading is not refused as a missing one.
   */
  private readonly pending = new Set<Promise<unknown>>();

  constructor(id: number, ports: RequestFormPorts) {
    this.id = id;
    this.ports = ports;
    // Every keystroke replaces `data`, so the values derived from it are computed again; compared by
    // structure, they keep their identity while equal and the sidebar and sections do not render again.
    makeAutoObservable<this, 'ports' | 'autosaveTimer' | 'settleTimer' | 'inFlight' | 'pending'>(this, {
      id: false,
      ports: false,
      autosaveTimer: false,
      inFlight: false,
      pending: false,
      track: false,
      settleTimer: false,
      data: observableRef,
      settled: observableRef,
      context: computedStruct,
      steps: computedStruct,
      selectedBanks: computedStruct,
      progress: computedStruct,
      shownProgress: computedStruct,
    });
  }

  /** Reads the request with every step's data (GET …/root/edit). */
  async load(): Promise<boolean> {
    this.loading = true;
    this.loadError = null;
    try {
      const root = await this.ports.api.readRootEdit(this.id);
      const { data, checked } = readRoot(root);
      // What this browser kept lies over what the server kept of a failed «Далее», which lies over the saved data.
      const drafts = root.readonly === true ? {} : { ...(root.typed_drafts ?? {}), ...(this.ports.drafts?.read() ?? {}) };
      runInAction(() => {
        this.root = root;
        this.data = { ...data, ...drafts };
        this.settle();
        this.checked = checked;
        this.notFound = false;
      });
      return true;
    } catch (failure) {
      runInAction(() => {
        if (isRequestNotFound(failure)) this.notFound = true;
        else this.loadError = failure instanceof Error ? failure.message : requestFormTexts.loadFailed;
      });
      if (!this.notFound) this.ports.report?.(failure);
      if (this.notFound) this.go(ERROR_STEP, true);
      return false;
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  get loaded(): boolean {
    return this.root !== null;
  }

  get isIp(): boolean {
    return this.root?.is_ip === true;
  }

  /** A request that went to the banks, or was closed for changes, is read-only (spec-2 §5.8). */
  get readonly(): boolean {
    return this.root?.readonly === true;
  }

  /** Sent: no longer a draft. The form root then opens on the preview. */
  get sent(): boolean {
    const common = this.root?.sub_common_status;
    return this.readonly || (common !== undefined && common !== null && common !== 'draft');
  }

  get selectedBanks(): BankSettings[] {
    const all = this.ports.banks ?? banksConfig.banks;
    const chosen = this.root?.selected_banks ?? this.root?.fko_uuids ?? [];
    return chosen.map((uuid) => all.find((bank) => bank.uuid === uuid)).filter((bank): bank is BankSettings => bank !== undefined);
  }

  /** Documents are signed by a separate signer when the head does not sign. */
  get needPodpisants(): boolean {
    const head = this.data['information-head']?.head;
    return isObject(head) && head.is_signer === false;
  }

  get context(): StepContext {
    const sum = this.data['guaranty-detail-info']?.sum;
    return stepContext(
      {
        is_ip: this.isIp,
        is_joint: this.root?.is_joint ?? false,
        tender_number: this.root?.tender_number ?? '',
        needPodpisants: this.needPodpisants,
        sum: typeof sum === 'number' ? sum : null,
        customer_contacts_required: this.root?.customer_contacts_required ?? false,
        birth_country_required: this.birthCountryRequired,
        // The tender itself stays on the server; its terms come with the root's context.
        tender: this.root?.context?.purchase ?? null,
        commercial: this.data['commercial-detail-info'],
        head: this.data['information-head']?.head,
        founders: this.data['information-founders'],
      },
      this.selectedBanks,
    );
  }

  /** The steps of the request form this request shows, in order. */
  get steps(): RequestStep[] {
    const facts = stepFacts(this.context);
    return requestSteps.filter((step) => step.form === 'request' && Object.entries(step.when ?? {}).every(([fact, value]) => facts[fact as keyof typeof facts] === value));
  }

  get currentStep(): RequestStep | undefined {
    return this.current === null ? undefined : stepByName.get(this.current);
  }

  /** Progress per block (count_points of total_points), from the data as it stands. */
  get progress(): RequestProgress {
    return this.progressOf(this.data);
  }

  /** The hint beside the progress (spec-2 §5.7). */
  get hint(): string {
    return this.hintOf(this.data);
  }

  /** The progress the sidebar shows: as of the last pause in typing. */
  get shownProgress(): RequestProgress {
    return this.progressOf(this.settled);
  }

  /** The hint the sidebar shows: as of the last pause in typing. */
  get shownHint(): string {
    return this.hintOf(this.settled);
  }

  private progressOf(data: Record<string, Data>): RequestProgress {
    const context = this.context;
    return progress(data, {
      is_ip: context.is_ip,
      is_joint: context.is_joint,
      has_registry_number: context.has_registry_number,
      needs_signers: context.needs_signers,
      selectedBanks: this.selectedBanks,
    });
  }

  private hintOf(data: Record<string, Data>): string {
    if (this.sent) return progressHint(true, true);
    const step = this.currentStep;
    if (step === undefined || step.final === true) return progressHint(true);
    return progressHint(validateStep(step.schema, this.payloadIn(data, step.name)).length === 0);
  }

  /** What the step's form shows: the saved data with the defaults the rules ask for. */
  dataOf(name: string): Data {
    return this.dataIn(this.data, name);
  }

  private dataIn(all: Record<string, Data>, name: string): Data {
    const saved = all[name] ?? {};
    if (name === 'information-head' && !isObject(saved.head)) {
      // spec-2 §5.4: a missing head is created, signing when nobody else does, with powers 'бессрочно'.
      return { ...saved, head: { ...newPerson(['is_head', 'is_signer']), eioToDate: unlimitedPowers } };
    }
    if (name === 'guaranty-detail-info') {
      // The guarantee type chosen when the request was created is where the parameters start.
      const chosen = all['guarantee-information']?.stage;
      const withStage = saved.stage === undefined && typeof chosen === 'string' ? { stage: chosen, currency: 'rub', ...saved } : saved;
      const today = new Date(this.ports.clock.now());
      // A step never saved nor typed in starts from what the purchase knows; after that, what the agent
      // typed (a cleared sum too) is the agent's.
      const started = all[name] === undefined ? prefillGuarantee(withStage, guaranteeFromTender(this.root?.tender_terms, withStage.stage, today)) : withStage;
      return withTermInDays(resetStartDate(started, today));
    }
    if (name === 'detail-contacts' && all[name] === undefined) {
      // The company's legal address is known from ЕГРЮЛ since the company was picked at creation.
      const address = all['company-information']?.address;
      return typeof address === 'string' && address.trim() !== '' && saved.legal_address === undefined ? { ...saved, legal_address: address } : saved;
    }
    if (name === 'information-founders') return { persons: [], organizations: [], ...saved };
    if (name === 'information-signers') return { signers: [], ...saved };
    if (name === 'documents') return { ...saved, documents: this.documentsList(saved.documents) };
    return saved;
  }

  /** The document list of the selected banks' requirements, each with the files already attached. */
  private documentsList(saved: unknown): Data[] {
    const entries: DocumentEntry[] = Array.isArray(saved) ? saved.filter((entry): entry is DocumentEntry => isObject(entry) && typeof entry.docType === 'string') : [];
    const requirements = documentRequirements(this.selectedBanks);
    const list = requirements.length > 0
      ? requirements
      : Object.entries(banksConfig.document_types).map(([docType, { name }]) => ({ docType, docName: name, requiredForbanks: [] as string[] }));
    return list.map((requirement) => ({
      docType: requirement.docType,
      docName: requirement.docName,
      requiredForbanks: [...requirement.requiredForbanks],
      files: [...filesOf(entries, requirement.docType).files] as unknown[],
    }));
  }

  /** The step's data as it is validated and sent: with the context the server recomputes too. */
  payloadOf(name: string): Data {
    return this.payloadIn(this.data, name);
  }

  private payloadIn(all: Record<string, Data>, name: string): Data {
    const data = this.dataIn(all, name);
    const schema = stepSchemas[stepByName.get(name)?.schema ?? name];
    const properties = schema?.properties;
    return isObject(properties) && 'context' in properties ? { ...data, context: this.context } : data;
  }

  /** Russian messages of the step's rules, one per field; none when the step can be checked. */
  errorsOf(name: string): StepError[] {
    const step = stepByName.get(name);
    if (!step || step.final === true) return [];
    return validateStep(step.schema, this.payloadOf(name));
  }

  /**
   * Warnings of the step that do not keep the person on it: the guarantee rules of
   * config/guarantee-rules.json where the law leaves the choice to the customer (a sum above the
   * percentage a 44-FZ customer may ask). Shown as the person types.
   */
  warningsOf(name: string): GuaranteeFinding[] {
    if (name !== 'guaranty-detail-info') return [];
    const findings = guaranteeFindings(this.dataOf(name), this.context.purchase ?? null);
    // A field with an error (a sum above the price) needs no warning about the same figure.
    const wrong = new Set(findings.filter((finding) => finding.severity === 'error').map((finding) => finding.path));
    return findings.filter((finding) => finding.severity === 'warning' && !wrong.has(finding.path));
  }

  /**
   * The step's data changed: by typing (`typing`: the sidebar follows once the typing pauses) or by an
   * action such as an upload, an import or a picked suggestion (the sidebar follows at once).
   */
  edit(name: string, data: Data, options: { typing?: boolean } = {}): void {
    const { context: _context, ...rest } = data;
    const before = name === 'information-head' ? this.dataOf(name) : this.data[name];
    const signers = signersAfter(name, before, rest, this.data['information-signers']);
    this.data = { ...this.data, [name]: name === 'information-signers' && signers ? signers : rest, ...(signers && name !== 'information-signers' ? { 'information-signers': signers } : {}) };
    if (this.shownErrors.length > 0 && name === this.current) this.shownErrors = this.errorsOf(name);
    this.ports.drafts?.write(name, this.data[name] ?? rest);
    if (this.ports.drafts && signers && name !== 'information-signers') this.ports.drafts.write('information-signers', signers);
    this.scheduleAutosave(name);
    if (options.typing === true) this.scheduleSettle();
    else this.settle();
  }

  private scheduleSettle(): void {
    const { clock } = this.ports;
    if (this.settleTimer !== null) clock.clearTimeout(this.settleTimer);
    this.settleTimer = clock.setTimeout(() => {
      this.settleTimer = null;
      this.settle();
    }, SETTLE_MS);
  }

  /** The sidebar catches up with the data now (typing paused, or the user did something else). */
  settle(): void {
    if (this.settleTimer !== null) {
      this.ports.clock.clearTimeout(this.settleTimer);
      this.settleTimer = null;
    }
    this.settled = this.data;
  }

  private scheduleAutosave(name: string): void {
    const { clock } = this.ports;
    if (this.autosaveTimer !== null) clock.clearTimeout(this.autosaveTimer);
    this.autosaveTimer = clock.setTimeout(() => {
      this.autosaveTimer = null;
      void this.autosave(name);
    }, AUTOSAVE_MS);
  }

  /** Saves a step on its own once the user pauses, when its rules hold (the server refuses it otherwise). */
  async autosave(name: string): Promise<boolean> {
    if (this.readonly || this.inFlight !== null || !this.loaded || this.errorsOf(name).length > 0) return false;
    return this.save(name, { quiet: true });
  }

  /** Opens a step by its route segment; an unknown or hidden one sends the user to where the root lands. */
  enter(route: string): void {
    this.settle();
    this.notice = null;
    this.shownErrors = [];
    if (route === ERROR_STEP) {
      this.current = null;
      return;
    }
    const step = stepByRoute.get(route);
    if (!step || !this.steps.some((visible) => visible.name === step.name)) {
      this.current = null;
      this.openLanding();
      return;
    }
    this.current = step.name;
  }

  /** The step the form root opens (spec-1 §2). */
  get landing(): string | undefined {
    return firstUncheckedStep(this.steps, this.checked, this.sent);
  }

  openLanding(): void {
    const landing = this.landing;
    if (landing) this.go(stepByName.get(landing)?.route ?? landing, true);
  }

  /** The address of a step of this request. */
  pathOf(name: string): string {
    const route = stepByName.get(name)?.route ?? name;
    return this.ports.routes.path('RequestFormStep', { id: String(this.id), step: route });
  }

  private go(route: string, replace = false): void {
    this.ports.navigation.go(this.ports.routes.path('RequestFormStep', { id: String(this.id), step: route }), { replace });
  }

  /**
   * Saves a step: its own call, then the draft with the progress points and source 16, marking the
   * step checked when its rules hold. Returns false (and stays) when a call fails.
   */
  async save(name: string, options: { quiet?: boolean } = {}): Promise<boolean> {
    if (this.readonly) {
      this.notice = { type: 'error', text: requestFormTexts.readonly };
      return false;
    }
    // Only when there is something to wait for: otherwise the step is judged in the same tick as the click.
    if (!options.quiet && this.pending.size > 0) await this.awaitPending();
    // Saves run one after another: a click on «Далее» while an autosave is on the wire waits for it
    // and then saves what the step holds now, instead of being swallowed by a busy button.
    const before = this.inFlight;
    const run = (async () => {
      if (before) await before;
      return this.write(name, options);
    })();
    this.inFlight = run;
    try {
      return await run;
    } finally {
      if (this.inFlight === run) this.inFlight = null;
    }
  }

  private async write(name: string, options: { quiet?: boolean }): Promise<boolean> {
    const valid = this.errorsOf(name).length === 0;
    const payload = this.payloadOf(name);
    runInAction(() => {
      if (options.quiet) this.autosaving = true;
      else this.saving = true;
    });
    try {
      await this.ports.api.saveStep(this.id, name, payload);
      await this.ports.api.saveAsDraft({ request_id: this.id, steps: valid ? [name] : [], points: { ...this.progress }, source: 16 });
      runInAction(() => {
        const checked = new Set(this.checked);
        if (valid) checked.add(name);
        else checked.delete(name);
        this.checked = checked;
        this.data = { ...this.data, [name]: this.dataOf(name) };
        this.settle();
        if (!options.quiet) this.notice = { type: 'success', text: requestFormTexts.saved };
      });
      this.ports.drafts?.clear(name);
      return true;
    } catch (failure) {
      runInAction(() => {
        if (!options.quiet) this.notice = { type: 'error', text: failure instanceof Error && failure.message !== '' ? failure.message : requestFormTexts.saveFailed };
      });
      if (isRequestNotFound(failure)) this.go(ERROR_STEP, true);
      return false;
    } finally {
      runInAction(() => {
        if (options.quiet) this.autosaving = false;
        else this.saving = false;
      });
    }
  }

  /** The finance grid's periods: those the selected banks need (spec-2 §9's default when none does). */
  get financePeriods(): FinancePeriod[] {
    return shownPeriods(this.selectedBanks, this.isIp);
  }

  /** What each finance period stands for today (config/constants.json `finance.periods.calendar`). */
  get reportingPeriods(): ReportingPeriod[] {
    return reportingPeriods(localDay(new Date(this.ports.clock.now())));
  }

  /**
   * The finance grid's columns: each period the selected banks need, named by its reporting date as of
   * today («9 месяцев 2026», «2025 год»), with the banks that need it and, when the request holds
   * figures for another date in that period, that date's name.
   */
  get financeColumns(): FinanceColumn[] {
    const calendar = new Map(this.reportingPeriods.map((entry) => [entry.period, entry]));
    const banks = new Map(requiredPeriods(this.selectedBanks).map((requirement) => [requirement.period, requirement.banks]));
    const report = this.dataOf('finance').report;
    return this.financePeriods.flatMap((period) => {
      const at = calendar.get(period);
      if (!at) return [];
      const held = isObject(report) && isObject(report[period]) ? (report[period] as Data) : {};
      const heldLabel = typeof held.date === 'string' && held.date !== at.date ? periodLabel(period, null, held.date) : null;
      return [{ ...at, banks: banks.get(period) ?? [], heldLabel }];
    });
  }

  /**
   * Sets one value of the finance grid (thousands of roubles); an empty cell removes the line. A period
   * typed into for the first time takes the reporting date it stands for today, so the bank reads which
   * date the figures are for.
   */
  setFinanceValue(period: FinancePeriod, code: string, value: number | null): void {
    const data = this.dataOf('finance');
    const report = (isObject(data.report) ? data.report : {}) as Data;
    const current = (isObject(report[period]) ? report[period] : {}) as Data;
    const lines = { ...((isObject(current.lines) ? current.lines : {}) as Data) };
    if (value === null) delete lines[code];
    else lines[code] = value;
    const at = this.reportingPeriods.find((entry) => entry.period === period);
    const dated = typeof current.date === 'string' || !at ? current : { ...current, year: at.year, date: at.date };
    this.edit('finance', { ...data, report: { ...report, [period]: { ...dated, lines } } }, { typing: true });
  }

  /** The banks a request can be sent to: the platform's and the partners', in the configured order. */
  get bankChoices(): BankSettings[] {
    return [...(this.ports.banks ?? banksConfig.banks)].filter((bank) => bank.type !== 'archive').sort((a, b) => a.order - b.order);
  }

  /**
   * Chooses the banks to send to (the preview step's fko_uuids), saved with the draft. The answer is
   * the request as it now stands: the documents those banks require, the finance step when they ask
   * for periods.
   */
  async chooseBanks(uuids: readonly string[]): Promise<boolean> {
    if (this.readonly) {
      this.notice = { type: 'error', text: requestFormTexts.readonly };
      return false;
    }
    this.saving = true;
    try {
      const root = await this.ports.api.saveAsDraft({ request_id: this.id, steps: [], points: { ...this.progress }, fko_uuids: [...uuids], source: 16 });
      runInAction(() => {
        const answered = root !== null && typeof root === 'object' && Array.isArray(root.selected_banks ?? root.fko_uuids);
        this.root = answered ? { ...this.root, ...root } : this.root && { ...this.root, selected_banks: [...uuids] };
        // The banks may bring rules a confirmed step no longer holds: its ✓ follows the server's judgement.
        if (answered) this.checked = readRoot(root).checked;
        this.notice = { type: 'success', text: requestFormTexts.banksChosen };
      });
      return true;
    } catch (failure) {
      runInAction(() => {
        this.notice = { type: 'error', text: failure instanceof Error && failure.message !== '' ? failure.message : requestFormTexts.saveFailed };
      });
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  /** Registers work the step's data waits on; it is returned as it is. */
  track<T>(work: Promise<T>): Promise<T> {
    this.pending.add(work);
    const forget = () => {
      this.pending.delete(work);
    };
    work.then(forget, forget);
    return work;
  }

  /** Waits, with the buttons busy, until no tracked work is left (work may start more work). */
  private async awaitPending(): Promise<void> {
    runInAction(() => {
      this.saving = true;
    });
    try {
      while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  /** "Далее": the step must hold its rules and be saved; then the next unchecked visible step, else preview. */
  async next(): Promise<boolean> {
    const name = this.current;
    if (name === null) return false;
    if (this.pending.size > 0) {
      await this.awaitPending();
      if (this.current !== name) return false;
    }
    this.settle();
    const errors = this.errorsOf(name);
    if (errors.length > 0) {
      this.shownErrors = errors;
      this.notice = { type: 'error', text: requestFormTexts.stepInvalid };
      void this.keepTyped(name);
      return false;
    }
    if (this.autosaveTimer !== null) {
      // «Далее» saves the step itself; the autosave waiting for a pause would only repeat it.
      this.ports.clock.clearTimeout(this.autosaveTimer);
      this.autosaveTimer = null;
    }
    if (!this.readonly && !(await this.save(name))) return false;
    const target = nextStep(name, this.steps, this.checked);
    if (target) this.go(stepByName.get(target)?.route ?? target);
    return true;
  }

  /**
   * Keeps what was typed on a step whose rules do not hold on the server, apart from the step's saved
   * data, so it survives in another browser too. Quiet: the person is already told what to fix, and the
   * local draft still holds the typing when the call fails.
   */
  async keepTyped(name: string): Promise<boolean> {
    const typed = this.data[name];
    if (this.readonly || typed === undefined || stepByName.get(name)?.final === true) return false;
    try {
      await this.ports.api.saveTypedDraft(this.id, name, this.dataOf(name));
      return true;
    } catch (failure) {
      this.ports.logger.error('Черновик шага не сохранён на сервере', failure);
      return false;
    }
  }

  /** Reads the root again after something outside the form changed it (a send): its status, its banks. */
  async refreshRoot(): Promise<void> {
    try {
      const root = await this.ports.api.readRootEdit(this.id);
      runInAction(() => {
        this.root = root;
      });
    } catch (failure) {
      this.ports.logger.error('Заявка не перечитана после отправки', failure);
    }
  }

  /**
   * The banks of this request were read (the banks panel): a send seen there reads the root again, so
   * the side column's bank choice gives way to the banks panel. Banks read before the root have nothing
   * to refresh: spec-2 §8 logs 'requestRoot не загружен'.
   */
  subRequestsLoaded(anySent: boolean): void {
    if (this.root === null) {
      this.ports.logger.error(REQUEST_ROOT_NOT_LOADED, { requestId: this.id });
      return;
    }
    if (anySent && !this.sent) void this.refreshRoot();
  }

  /** "Назад": the visible step before the current one; the start steps are never returned to. */
  back(): void {
    if (this.current === null) return;
    const target = previousStep(this.current, this.steps);
    if (target) this.go(stepByName.get(target)?.route ?? target);
  }

  get canGoBack(): boolean {
    return this.current !== null && previousStep(this.current, this.steps) !== undefined;
  }
}
