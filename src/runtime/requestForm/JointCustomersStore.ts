import { makeAutoObservable, runInAction } from 'mobx';
import type { JointCustomerWire, RequestFormApi, TenderWire } from '../../api';
import { validateStep } from '../../domain/steps/validateStep';
import { readRoot } from './readRoot';
import type { RequestFormStore } from './RequestFormStore';

type Data = Record<string, unknown>;

/** The step that keeps each customer's sum, participation and start date. */
export const PARAMETERS_STEP = 'guaranty-detail-info';
/** The step that keeps each customer's OKTMO, phone, e-mail and confirmation. */
export const CONTACTS_STEP = 'detail-contacts';

/** Fields of a customer kept by the guarantee step (the server splits them the same way). */
const parameterFields = ['order_num', 'name', 'is_active', 'sum', 'date_from'] as const;
/** Fields of a customer kept by the requisites step. */
const contactFields = ['order_num', 'name', 'is_active', 'oktmo', 'phone', 'email', 'contacts_confirmed'] as const;
const contactOnly = new Set(['oktmo', 'phone', 'email', 'contacts_confirmed']);

/** A customer of a joint procurement as the panel shows it. */
export type JointCustomer = JointCustomerWire;

/** A field of a customer that the person edits. */
export type CustomerField = 'is_active' | 'sum' | 'date_from' | 'oktmo' | 'phone' | 'email' | 'contacts_confirmed';

/** Russian words of the joint customers' store. */
export const jointCustomersTexts = {
  saved: 'Заказчики сохранены',
  savedParameters: 'Суммы и даты заказчиков сохранены. Контакты заказчиков сохранятся вместе с шагом «Реквизиты и контакты».',
  saveFailed: 'Не удалось сохранить заказчиков',
  fixFirst: 'Исправьте данные заказчиков, отмеченные красным',
  sumMismatch: 'Сумма гарантии должна быть равна сумме по участвующим заказчикам',
  loadFailed: 'Не удалось получить заказчиков совместной закупки из ЕИС',
  noCustomers: 'В закупке нет списка заказчиков',
  readonly: 'Заявка доступна только для чтения',
} as const;

const isObject = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (data: Data | undefined): Data[] => (Array.isArray(data?.customers) ? (data.customers as unknown[]).filter(isObject) : []);
const pick = (customer: Data, fields: readonly string[]): Data =>
  Object.fromEntries(fields.filter((field) => customer[field] !== undefined).map((field) => [field, customer[field]]));
const numberOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
// Sums are compared in kopecks, as the sum rule itself compares them.
const kopecks = (value: number): number => Math.round(value * 100);

/** The guarantee sum a customer of the tender's lot needs for this kind of guarantee. */
function tenderSumFor(stage: unknown, customer: Data): number | undefined {
  const field = stage === 'y' ? 'participation_sum_bg' : stage === 'go' ? 'gw_bg_sum' : 'execution_sum_bg';
  return numberOf(customer[field]) ?? undefined;
}

/**
 * The customers of a joint procurement (spec-1 §3 "Joint-request customer", spec-2 §5.2, §5.3) as one
 * list: each customer's sum, participation and start date live in the guarantee step, its OKTMO,
 * phone, e-mail and confirmation in the requisites step, and both are edited here. The step data of
 * the request form stays the one source of truth, so «Далее» of either step judges the same values,
 * the unsaved edits survive a reload and the steps' own saves carry the customers. Saving here goes
 * through the customers call (POST /v2/bgrequest/write/{id}/customers/all or …/{x}).
 */
export class JointCustomersStore {
  /** The order number of the customer open for editing, or null. */
  editing: number | null = null;
  loading = false;
  saving = false;
  /** What the last load or save said, for the panel to show. */
  notice: { type: 'success' | 'error' | 'info'; text: string } | null = null;
  /** The guarantee sum this store last saved with the step; undefined until it does. */
  private savedSum: number | null | undefined = undefined;
  private readonly form: RequestFormStore;
  private readonly api: RequestFormApi;

  constructor(form: RequestFormStore, api: RequestFormApi) {
    this.form = form;
    this.api = api;
    makeAutoObservable<this, 'form' | 'api' | 'savedSum'>(this, { form: false, api: false, savedSum: false });
  }

  /** A joint procurement: the panel is shown only then. */
  get joint(): boolean {
    return this.form.context.is_joint;
  }

  get readonly(): boolean {
    return this.form.readonly;
  }

  /** Every customer with its guarantee part and its contacts, by order number. */
  get customers(): JointCustomerWire[] {
    const contacts = listOf(this.form.dataOf(CONTACTS_STEP));
    return listOf(this.form.dataOf(PARAMETERS_STEP))
      .filter((customer) => typeof customer.order_num === 'number')
      .map((customer) => ({
        ...pick(contacts.find((item) => item.order_num === customer.order_num) ?? {}, [...contactOnly]),
        ...customer,
      }) as unknown as JointCustomerWire)
      .sort((a, b) => a.order_num - b.order_num);
  }

  get activeCount(): number {
    return this.customers.filter((customer) => customer.is_active === true).length;
  }

  /** The sum of the customers that take part, in roubles. */
  get activeTotal(): number {
    return this.customers.reduce((total, customer) => (customer.is_active === true ? total + kopecks(customer.sum ?? 0) : total), 0) / 100;
  }

  /** The guarantee sum of the guarantee step, or null while it is empty. */
  get guaranteeSum(): number | null {
    return numberOf(this.form.dataOf(PARAMETERS_STEP).sum);
  }

  /** The guarantee sum less the active customers' sum; null while the guarantee sum is empty. */
  get difference(): number | null {
    const sum = this.guaranteeSum;
    return sum === null ? null : (kopecks(sum) - kopecks(this.activeTotal)) / 100;
  }

  /** The sum rule of spec-2 §5.2: the guarantee sum equals the active customers' sum. */
  get sumHolds(): boolean {
    return this.difference === 0;
  }

  /**
   * Messages of each customer's fields by order number, from the two steps' own rules (a non-zero
   * sum of an active customer; its OKTMO, phone, e-mail and confirmation), in the steps' own words.
   */
  get errors(): Map<number, Partial<Record<CustomerField, string>>> {
    const result = new Map<number, Partial<Record<CustomerField, string>>>();
    // Every customer is judged by the contacts rules, also one the requisites step does not list yet.
    const everyone = this.customers.map((customer) => pick(customer as unknown as Data, contactFields));
    const payloads: [string, Data][] = [
      [PARAMETERS_STEP, this.form.payloadOf(PARAMETERS_STEP)],
      [CONTACTS_STEP, { ...this.form.payloadOf(CONTACTS_STEP), customers: everyone }],
    ];
    for (const [step, payload] of payloads) {
      const list = listOf(payload);
      for (const error of validateStep(step, payload)) {
        const match = /^\/customers\/(\d+)\/([a-z_]+)$/.exec(error.path);
        if (!match) continue;
        const orderNum = list[Number(match[1])]?.order_num;
        if (typeof orderNum !== 'number') continue;
        const field = match[2] as CustomerField;
        const messages = result.get(orderNum) ?? {};
        messages[field] ??= error.message;
        result.set(orderNum, messages);
      }
    }
    return result;
  }

  errorsOf(orderNum: number): Partial<Record<CustomerField, string>> {
    return this.errors.get(orderNum) ?? {};
  }

  /** True when no customer breaks a rule and the sums add up. */
  get valid(): boolean {
    return this.errors.size === 0 && this.sumHolds;
  }

  get current(): JointCustomerWire | undefined {
    return this.editing === null ? undefined : this.customers.find((customer) => customer.order_num === this.editing);
  }

  open(orderNum: number): void {
    this.editing = orderNum;
    this.notice = null;
  }

  close(): void {
    this.editing = null;
  }

  /**
   * Brings the customers in when the request has none yet: the server's list when another tab saved
   * one, else the customers of the tender's lot from EIS with their sums for this kind of guarantee,
   * all taking part; an empty guarantee sum becomes their total.
   */
  async load(): Promise<void> {
    if (!this.joint || this.readonly) return;
    if (this.customers.length > 0) {
      this.listEveryoneInContacts();
      return;
    }
    this.loading = true;
    try {
      const saved = await this.api.readCustomers(this.form.id).catch(() => [] as JointCustomerWire[]);
      const customers = Array.isArray(saved) && saved.length > 0 ? saved : await this.fromTender();
      runInAction(() => {
        if (customers.length === 0) this.notice = { type: 'info', text: jointCustomersTexts.noCustomers };
        else if (this.customers.length === 0) this.put(customers, this.guaranteeSum === null);
      });
    } catch (failure) {
      runInAction(() => {
        this.notice = { type: 'error', text: failure instanceof Error && failure.message !== '' ? failure.message : jointCustomersTexts.loadFailed };
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /** The requisites step lists every customer, so its «Далее» judges each one's contacts. */
  private listEveryoneInContacts(): void {
    const contacts = this.form.data[CONTACTS_STEP] ?? {};
    const listed = listOf(contacts);
    const missing = this.customers.filter((customer) => !listed.some((item) => item.order_num === customer.order_num));
    const stale = listed.some((item) => this.customers.find((customer) => customer.order_num === item.order_num)?.is_active !== item.is_active);
    if (missing.length === 0 && !stale) return;
    this.form.edit(CONTACTS_STEP, { ...contacts, customers: this.customers.map((customer) => pick(customer as unknown as Data, contactFields)) });
  }

  private async fromTender(): Promise<JointCustomerWire[]> {
    const number = this.form.root?.tender_number;
    if (!number) return [];
    const lotNumber = this.form.root?.tender_lot_number ?? 1;
    const tender: TenderWire = await this.api.tenderFull(number, lotNumber);
    const lots = Array.isArray(tender.lots) ? (tender.lots as Data[]) : [];
    const lot = lots.find((candidate) => candidate.lot_number === lotNumber) ?? lots[0];
    const stage = this.form.dataOf(PARAMETERS_STEP).stage;
    const dateFrom = this.form.dataOf(PARAMETERS_STEP).dateFrom;
    return (Array.isArray(lot?.customers) ? (lot.customers as unknown[]).filter(isObject) : [])
      .filter((customer) => typeof customer.order_num === 'number')
      .map((customer) => {
        const sum = tenderSumFor(stage, customer);
        return {
          order_num: customer.order_num as number,
          name: typeof customer.name === 'string' ? customer.name : '',
          is_active: true,
          ...(sum !== undefined ? { sum } : {}),
          ...(typeof dateFrom === 'string' && dateFrom !== '' ? { date_from: dateFrom } : {}),
          ...(typeof customer.oktmo === 'string' && customer.oktmo !== '' ? { oktmo: customer.oktmo } : {}),
        };
      });
  }

  /** Writes the whole list into the two steps; `withTotal` also makes the guarantee sum their total. */
  private put(customers: readonly JointCustomerWire[], withTotal = false): void {
    const parameters = this.form.dataOf(PARAMETERS_STEP);
    const contacts = this.form.data[CONTACTS_STEP] ?? {};
    const contactList = customers.map((customer) => pick(customer as unknown as Data, contactFields));
    const parameterList = customers.map((customer) => pick(customer as unknown as Data, parameterFields));
    this.form.edit(CONTACTS_STEP, { ...contacts, customers: contactList });
    const total = parameterList.reduce((sum, customer) => (customer.is_active === true ? sum + kopecks(numberOf(customer.sum) ?? 0) : sum), 0) / 100;
    this.form.edit(PARAMETERS_STEP, { ...parameters, customers: parameterList, ...(withTotal && total > 0 ? { sum: total } : {}) });
  }

  /** Changes one customer: the guarantee part goes to the guarantee step, the contacts to the requisites step. */
  update(orderNum: number, patch: Partial<Pick<JointCustomerWire, CustomerField>>): void {
    if (this.readonly) return;
    const touches = (fields: readonly string[]) => Object.keys(patch).some((field) => fields.includes(field) && field !== 'order_num');
    const change = (step: string, fields: readonly string[]) => {
      const data = step === PARAMETERS_STEP ? this.form.dataOf(step) : (this.form.data[step] ?? {});
      const list = listOf(data);
      const part = Object.fromEntries(Object.entries(patch).filter(([field]) => fields.includes(field)));
      const index = list.findIndex((customer) => customer.order_num === orderNum);
      const base = this.customers.find((customer) => customer.order_num === orderNum) as unknown as Data | undefined;
      const next = index >= 0 ? list.map((customer, i) => (i === index ? withoutEmpty({ ...customer, ...part }) : customer)) : [...list, withoutEmpty({ ...pick(base ?? { order_num: orderNum }, fields), ...part })];
      this.form.edit(step, { ...data, customers: next.sort((a, b) => Number(a.order_num) - Number(b.order_num)) });
    };
    // The guarantee step is edited last, so its autosave is the one kept when both change.
    if (touches(contactFields)) change(CONTACTS_STEP, contactFields);
    if (touches(parameterFields)) change(PARAMETERS_STEP, parameterFields);
    this.notice = null;
  }

  /** Makes the guarantee sum the active customers' total (the sum rule's other way round). */
  acceptTotal(): void {
    if (this.readonly) return;
    this.form.edit(PARAMETERS_STEP, { ...this.form.dataOf(PARAMETERS_STEP), sum: this.activeTotal });
  }

  /** The guarantee sum as last stored: the root's until this store saves the step. */
  private storedSum(): number | null {
    if (this.savedSum !== undefined) return this.savedSum;
    const root = this.form.root;
    return numberOf(root === null ? undefined : readRoot(root).data[PARAMETERS_STEP]?.sum);
  }

  /** The guarantee step is stored on the server: the customers call refuses to save before it is. */
  private stored(step: string): boolean {
    const root = this.form.root;
    return this.form.checked.has(step) || (root !== null && readRoot(root).data[step] !== undefined);
  }

  /** What the customers call is sent: the contacts only once the requisites step is stored (the server asks it). */
  private wire(customers: readonly JointCustomerWire[]): JointCustomerWire[] {
    const withContacts = this.stored(CONTACTS_STEP);
    return customers.map((customer) => (withContacts ? { ...customer } : (pick(customer as unknown as Data, parameterFields) as unknown as JointCustomerWire)));
  }

  /**
   * «Сохранить заказчиков»: the whole list through POST …/customers/all, or one customer through
   * POST …/customers/{x}. Before the guarantee step was ever stored, the step itself is saved (with the
   * customers in it). Nothing is sent while a customer breaks a rule or the sums do not add up.
   */
  async save(orderNum?: number): Promise<boolean> {
    if (this.readonly) {
      this.notice = { type: 'error', text: jointCustomersTexts.readonly };
      return false;
    }
    // Contacts are judged only once they can be stored, with the requisites step.
    const judged: readonly string[] = this.stored(CONTACTS_STEP) ? [...parameterFields, ...contactOnly] : parameterFields;
    if ([...this.errors.values()].some((messages) => Object.keys(messages).some((field) => judged.includes(field)))) {
      this.notice = { type: 'error', text: jointCustomersTexts.fixFirst };
      return false;
    }
    if (!this.sumHolds) {
      this.notice = { type: 'error', text: jointCustomersTexts.sumMismatch };
      return false;
    }
    // The customers call keeps the stored guarantee sum: a step never stored, or a sum changed since,
    // is saved by the step's own call first (it carries the customers' guarantee part too).
    const stepFirst = !this.stored(PARAMETERS_STEP) || this.storedSum() !== this.guaranteeSum;
    if (stepFirst) {
      const saved = await this.form.save(PARAMETERS_STEP);
      runInAction(() => {
        if (saved) this.savedSum = this.guaranteeSum;
        this.notice = saved ? { type: 'success', text: jointCustomersTexts.savedParameters } : { type: 'error', text: this.form.notice?.text ?? jointCustomersTexts.saveFailed };
      });
      if (!saved || !this.stored(CONTACTS_STEP)) return saved;
    }
    this.saving = true;
    try {
      const withContacts = this.stored(CONTACTS_STEP);
      const one = orderNum === undefined ? undefined : this.customers.find((customer) => customer.order_num === orderNum);
      if (one) await this.api.saveCustomer(this.form.id, this.wire([one])[0] ?? one);
      else await this.api.saveCustomers(this.form.id, this.wire(this.customers));
      runInAction(() => {
        this.notice = { type: 'success', text: withContacts ? jointCustomersTexts.saved : jointCustomersTexts.savedParameters };
      });
      return true;
    } catch (failure) {
      runInAction(() => {
        this.notice = { type: 'error', text: failure instanceof Error && failure.message !== '' ? failure.message : jointCustomersTexts.saveFailed };
      });
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }
}

/** An emptied field is removed, so a required rule speaks rather than a type rule. */
function withoutEmpty(customer: Data): Data {
  return Object.fromEntries(Object.entries(customer).filter(([, value]) => value !== '' && value !== null && value !== undefined));
}
