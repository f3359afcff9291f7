import { makeAutoObservable, runInAction } from 'mobx';
import type { JointCustomerWire, RequestFormApi, RequestRootWire, TenderWire } from '../../../api';
import { fillTemplate } from '../../../domain/fillTemplate';
import { isRequestNotFound } from '../../requestForm/isRequestNotFound';
import { readRoot } from '../../requestForm/readRoot';
import { sidebarViewTexts as t } from './texts';

type Data = Record<string, unknown>;

/** A customer of a joint request as the side panels show it: the saved guarantee part and contacts, with the tender's requisites. */
export interface CustomerRow {
  order_num: number;
  name: string;
  inn: string | null;
  kpp: string | null;
  ogrn: string | null;
  is_active: boolean;
  sum: number | null;
  date_from: string | null;
  oktmo: string | null;
  phone: string | null;
  email: string | null;
  contacts_confirmed: boolean;
  /** Fields a participating customer must have and has not (spec-2 §5.3), in the order of the texts. */
  missing: (keyof typeof t.customerRequired)[];
}

export type CustomersPanelState = 'loading' | 'ready' | 'error';

const PARAMETERS_STEP = 'guaranty-detail-info';
const isObject = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const numberOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
// Sums are added in kopecks, as the joint sum rule adds them.
const kopecks = (value: number): number => Math.round(value * 100);

/** The calls the panel reads with (a part of the request form API). */
export type CustomersPanelApi = Pick<RequestFormApi, 'readRootEdit' | 'readCustomers' | 'tenderFull'>;

/**
 * The customers of a joint request for the side panels (CustomersList, CustomerDetails): what the
 * request has saved (GET …/customers/all: sum, participation, start date, OKTMO, phone, e-mail,
 * confirmation) joined by order number with the tender lot's customers for their INN, KPP and OGRN.
 * Read-only and apart from the request form's editor (JointCustomersStore), which works on unsaved
 * step data and sends the form to its error step when the request is missing.
 */
export class CustomersPanelStore {
  readonly requestId: number;
  state: CustomersPanelState = 'loading';
  error: string | null = null;
  root: RequestRootWire | null = null;
  customers: CustomerRow[] = [];
  /** The tender could not be read, so requisites are absent. */
  tenderUnavailable = false;
  private readonly api: CustomersPanelApi;

  constructor(requestId: number, api: CustomersPanelApi) {
    this.requestId = requestId;
    this.api = api;
    makeAutoObservable<this, 'api'>(this, { requestId: false, api: false }, { autoBind: true });
  }

  get joint(): boolean {
    return this.root?.is_joint === true;
  }

  get guaranteeSum(): number | null {
    return this.root ? numberOf(readRoot(this.root).data[PARAMETERS_STEP]?.sum) : null;
  }

  get active(): CustomerRow[] {
    return this.customers.filter((customer) => customer.is_active);
  }

  get activeTotal(): number {
    return this.active.reduce((total, customer) => total + kopecks(customer.sum ?? 0), 0) / 100;
  }

  /** The guarantee sum equals the participating customers' sum (spec-2 §5.2); null while the sum is empty. */
  get sumHolds(): boolean | null {
    const sum = this.guaranteeSum;
    return sum === null ? null : kopecks(sum) === kopecks(this.activeTotal);
  }

  /** A customer by its place in the list (1-based order number) or by INN; undefined when none matches. */
  find(query: { customerIndex?: string; inn?: string }): CustomerRow | undefined {
    const inn = query.inn?.trim();
    if (inn) return this.customers.find((customer) => customer.inn === inn);
    const index = Number(query.customerIndex);
    return Number.isInteger(index) ? this.customers.find((customer) => customer.order_num === index) : undefined;
  }

  /** Loads again; what is shown stays on screen until the new answer replaces it. */
  async load(): Promise<boolean> {
    if (this.state !== 'ready') this.state = 'loading';
    this.error = null;
    try {
      const root = await this.api.readRootEdit(this.requestId);
      runInAction(() => (this.root = root));
      if (root.is_joint !== true) {
        runInAction(() => {
          this.customers = [];
          this.state = 'ready';
        });
        return true;
      }
      const [saved, lotCustomers] = await Promise.all([this.api.readCustomers(this.requestId), this.lotCustomers(root)]);
      runInAction(() => {
        this.customers = (Array.isArray(saved) ? saved : []).map((customer) => rowOf(customer, lotCustomers?.get(customer.order_num)));
        this.tenderUnavailable = lotCustomers === null;
        this.state = 'ready';
      });
      return true;
    } catch (failure) {
      runInAction(() => {
        this.error = isRequestNotFound(failure)
          ? fillTemplate(t.requestNotFound, { n: this.requestId })
          : this.root
            ? t.customersLoadFailed
            : t.requestLoadFailed;
        this.state = 'error';
      });
      return false;
    }
  }

  /** The tender lot's customers by order number; null when the tender cannot be read. */
  private async lotCustomers(root: RequestRootWire): Promise<Map<number, Data> | null> {
    const number = root.tender_number;
    if (!number) return null;
    const lotNumber = root.tender_lot_number ?? 1;
    let tender: TenderWire;
    try {
      tender = await this.api.tenderFull(number, lotNumber);
    } catch {
      return null;
    }
    const lots = Array.isArray(tender.lots) ? tender.lots.filter(isObject) : [];
    const lot = lots.find((candidate) => candidate.lot_number === lotNumber) ?? lots[0];
    const list = Array.isArray(lot?.customers) ? (lot.customers as unknown[]).filter(isObject) : [];
    return new Map(list.filter((customer) => typeof customer.order_num === 'number').map((customer) => [customer.order_num as number, customer]));
  }
}

function rowOf(saved: JointCustomerWire, fromTender: Data | undefined): CustomerRow {
  const row: Omit<CustomerRow, 'missing'> = {
    order_num: saved.order_num,
    name: text(saved.name) ?? text(fromTender?.name) ?? '',
    inn: text(fromTender?.inn),
    kpp: text(fromTender?.kpp),
    ogrn: text(fromTender?.ogrn),
    is_active: saved.is_active === true,
    sum: numberOf(saved.sum),
    date_from: text(saved.date_from),
    oktmo: text(saved.oktmo),
    phone: text(saved.phone),
    email: text(saved.email),
    contacts_confirmed: saved.contacts_confirmed === true,
  };
  const missing = row.is_active
    ? (Object.keys(t.customerRequired) as (keyof typeof t.customerRequired)[]).filter((field) =>
        field === 'contacts_confirmed' ? !row.contacts_confirmed : row[field] === null,
      )
    : [];
  return { ...row, missing };
}
