import { makeAutoObservable, runInAction } from 'mobx';
import type { ClientChecksWire, ExistsWire, RequestFormApi, TenderWire } from '../../api';
import type { StepError } from '../../domain/steps/stepErrors';
import { validateStep } from '../../domain/steps/validateStep';
import { registryNumberOf } from '../../domain/checks/registryNumberOf';
import type { Navigation } from '../ports';
import type { RouteTable } from '../routeTable';
import { requestFormTexts } from './texts';

type Data = Record<string, unknown>;

export interface CreateRequestPorts {
  api: RequestFormApi;
  navigation: Navigation;
  routes: RouteTable;
  /** The error catalogue for a failure of a quiet call that still matters (a 401 ends the session). */
  report?: (failure: unknown) => void;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A lot the user can choose: its number, subject and price. */
export interface LotChoice {
  lot_number: number;
  order_name: string;
  max_price: number | null;
}

/**
 * The new-request page (spec-1 §2 route create): the company-information and guarantee-information
 * start steps, the company check and the existence check for the chosen company, the EIS lookup of the
 * registry number with the choice of a lot, and the creation of the request, after which the user goes
 * to the request form and never comes back to these steps.
 */
export class CreateRequestStore {
  company: Data = { is_ip: false };
  guarantee: Data = { has_registry_number: true, tender_lot_number: 1 };
  checks: ClientChecksWire | null = null;
  checkWarning: string | null = null;
  existing: ExistsWire | null = null;
  tender: TenderWire | null = null;
  tenderError: string | null = null;
  tenderLoading = false;
  /** The registry number field was left once (its rule then shows as the person types). */
  tenderNumberTouched = false;
  creating = false;
  createError: string | null = null;
  /** Errors shown after the user pressed "create" with something missing. */
  shownErrors: { company: StepError[]; guarantee: StepError[] } = { company: [], guarantee: [] };
  private readonly ports: CreateRequestPorts;
  private checkedFor = '';
  private existsFor = '';
  private tenderFor = '';

  constructor(ports: CreateRequestPorts) {
    this.ports = ports;
    makeAutoObservable<this, 'ports' | 'checkedFor' | 'existsFor' | 'tenderFor'>(this, { ports: false, checkedFor: false, existsFor: false, tenderFor: false });
  }

  get companyErrors(): StepError[] {
    return validateStep('company-information', this.companyPayload);
  }

  get guaranteeErrors(): StepError[] {
    return validateStep('guarantee-information', this.guaranteePayload);
  }

  /** The company step without empty strings, which the schema would read as given values. */
  get companyPayload(): Data {
    return Object.fromEntries(Object.entries(this.company).filter(([, value]) => value !== '' && value !== undefined && value !== null));
  }

  get guaranteePayload(): Data {
    const data = Object.fromEntries(Object.entries(this.guarantee).filter(([, value]) => value !== '' && value !== undefined && value !== null));
    if (data.has_registry_number === false) {
      delete data.tender_number;
      delete data.tender_lot_number;
    }
    return data;
  }

  /** The lots of the procurement found, when there are several to choose from. */
  get lots(): LotChoice[] {
    return (this.tender?.lots ?? [])
      .map((lot, index) => ({
        lot_number: typeof lot.lot_number === 'number' ? lot.lot_number : index + 1,
        order_name: text(lot.order_name) || text(this.tender?.order_name),
        max_price: typeof lot.max_price === 'number' ? lot.max_price : null,
      }));
  }

  setCompany(data: Data): void {
    this.company = data;
    void this.runCompanyChecks();
    void this.runExistsCheck();
  }

  setGuarantee(data: Data): void {
    const lotChanged = data.tender_lot_number !== this.guarantee.tender_lot_number;
    // A number copied from the EIS site comes as «№ 0373…»: the field keeps the digits the rule reads.
    const given = data.tender_number;
    const cleaned = typeof given === 'string' ? registryNumberOf(given) : given;
    this.guarantee = cleaned === given ? data : { ...data, tender_number: cleaned };
    const number = text(this.guarantee.tender_number);
    if (data.has_registry_number === false || number !== this.tenderFor) {
      // The card shows the purchase of the number in the field, or none: never the previous number's.
      this.tender = null;
      this.tenderError = null;
      this.tenderFor = '';
    }
    if (data.has_registry_number !== false && /^(\d{11}|\d{19})$/.test(number) && (number !== this.tenderFor || lotChanged)) {
      void this.lookupTender(number, typeof data.tender_lot_number === 'number' ? data.tender_lot_number : 1);
    }
    void this.runExistsCheck();
  }

  /** The registry number field lost focus: its rule speaks from now on, as the person goes on typing. */
  touchTenderNumber(): void {
    this.tenderNumberTouched = true;
  }

  /**
   * The registry number's rule (11 or 19 digits) at the field, before «Создать заявку»: at once for
   * a character that is not a digit or a number too long, otherwise once the person left the field.
   */
  get tenderNumberError(): string | null {
    if (this.guarantee.has_registry_number === false) return null;
    const number = text(this.guarantee.tender_number);
    if (number === '' || (!this.tenderNumberTouched && /^\d{0,19}$/.test(number))) return null;
    return this.guaranteeErrors.find((error) => error.path === '/tender_number')?.message ?? null;
  }

  /** The company check (stop factors, KPP): advice shown as a warning, never a block. */
  async runCompanyChecks(): Promise<void> {
    const inn = text(this.company.inn);
    const kpp = text(this.company.kpp);
    const key = `${inn}/${kpp}`;
    if (!/^(\d{10}|\d{12})$/.test(inn) || key === this.checkedFor) return;
    this.checkedFor = key;
    try {
      const checks = await this.ports.api.clientChecks(inn, kpp || undefined);
      runInAction(() => {
        this.checks = checks;
        this.checkWarning = checks.checked ? null : text(checks.warning) || requestFormTexts.companyCheckFailed;
      });
    } catch (failure) {
      this.reportSession(failure);
      runInAction(() => {
        this.checks = null;
        this.checkWarning = requestFormTexts.companyCheckFailed;
      });
    }
  }

  /** Is there already a request of this company for this purchase? */
  async runExistsCheck(): Promise<void> {
    const inn = text(this.company.inn);
    const tenderNumber = this.guarantee.has_registry_number === false ? '' : text(this.guarantee.tender_number);
    const key = `${inn}/${text(this.company.kpp)}/${tenderNumber}`;
    if (!/^(\d{10}|\d{12})$/.test(inn) || tenderNumber === '' || key === this.existsFor) return;
    this.existsFor = key;
    try {
      const kpp = text(this.company.kpp);
      const ogrn = text(this.company.ogrn);
      const answer = await this.ports.api.exists({ inn, ...(kpp ? { kpp } : {}), ...(ogrn ? { ogrn } : {}), tender_number: tenderNumber });
      runInAction(() => {
        this.existing = answer.exists ? answer : null;
      });
    } catch (failure) {
      this.reportSession(failure);
      runInAction(() => {
        this.existing = null;
      });
    }
  }

  /** EIS lookup: the procurement by its registry number, then the chosen lot in full. */
  async lookupTender(number: string, lot: number): Promise<void> {
    this.tenderFor = number;
    this.tenderLoading = true;
    this.tenderError = null;
    try {
      // The short answer proves the number exists; the full one carries the lot as it is saved.
      await this.ports.api.tenderShort(number);
      const full = await this.ports.api.tenderFull(number, lot);
      runInAction(() => {
        if (text(this.guarantee.tender_number) === number) this.tender = full;
      });
    } catch (failure) {
      this.reportSession(failure);
      runInAction(() => {
        // An answer about a number no longer in the field says nothing about the one that is.
        if (text(this.guarantee.tender_number) !== number) return;
        this.tender = null;
        const status = (failure as { status?: number }).status;
        this.tenderError = status === 404 ? requestFormTexts.tenderNotFound : failure instanceof Error && failure.message !== 'Ошибка' ? failure.message : requestFormTexts.tenderLookupFailed;
      });
    } finally {
      runInAction(() => {
        this.tenderLoading = false;
      });
    }
  }

  /** Chooses another lot of the procurement found. */
  chooseLot(lot: number): void {
    this.setGuarantee({ ...this.guarantee, tender_lot_number: lot });
  }

  /**
   * Creates the request from the two start steps, saves the procurement found in EIS with it, and opens
   * the request form (replacing this page in the history, so "back" does not return to it).
   */
  async create(): Promise<boolean> {
    const company = this.companyErrors;
    const guarantee = this.guaranteeErrors;
    if (company.length > 0 || guarantee.length > 0) {
      this.shownErrors = { company, guarantee };
      return false;
    }
    this.creating = true;
    this.createError = null;
    try {
      const created = await this.ports.api.createRequest({
        'company-information': this.companyPayload,
        'guarantee-information': this.guaranteePayload,
      });
      if (this.tender && this.guarantee.has_registry_number !== false) {
        await this.ports.api.saveTender(created.id, this.tender);
      }
      this.ports.navigation.go(this.ports.routes.path('RequestForm', { id: String(created.id) }), { replace: true });
      return true;
    } catch (failure) {
      runInAction(() => {
        this.createError = failure instanceof Error && failure.message !== 'Ошибка' ? failure.message : requestFormTexts.createFailed;
      });
      return false;
    } finally {
      runInAction(() => {
        this.creating = false;
      });
    }
  }

  private reportSession(failure: unknown): void {
    if ((failure as { status?: number }).status === 401) this.ports.report?.(failure);
  }
}
