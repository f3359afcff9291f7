import { makeAutoObservable, runInAction } from 'mobx';
import type { RevisionsApi } from '../../api/revisions';
import { checkAccountDetails } from '../../domain/revisions/accountDetails';
import type { AccountDetailsWire } from '../../domain/wire/revisionWire';
import type { ToastStore } from '../ToastStore';
import { revisionsRuntimeTexts as t } from './texts';

const TOAST_MS = 5_000;
const empty = (): AccountDetailsWire => ({ bank_name: '', bik: '', cur_account: '', cor_account: '' });

export interface AccountDetailsPorts {
  api: Pick<RevisionsApi, 'readAccountDetails' | 'writeAccountDetails'>;
  toasts: Pick<ToastStore, 'show'>;
  /** The details were saved: whatever shows whether they are filled is read again. */
  saved(): void;
}

/**
 * The agent organisation's bank account details (spec-1 §3; GET and POST
 * /v2/revision/read|write/account/details): the form's values, the platform's BIK and account checks
 * shown under each field once it was touched (all of them on saving), and the save. A refusal of the
 * server is told by the failure toasts and keeps what was typed.
 */
export class AccountDetailsStore {
  values: AccountDetailsWire = empty();
  /** The fields the person has left or changed: their problems are shown. */
  touched = new Set<keyof AccountDetailsWire>();
  loaded = false;
  saving = false;
  private readonly ports: AccountDetailsPorts;

  constructor(ports: AccountDetailsPorts) {
    this.ports = ports;
    makeAutoObservable<AccountDetailsStore, 'ports'>(this, { ports: false }, { autoBind: true });
  }

  /** The platform's checks of the details (the server makes the same): a Russian message per field. */
  get problems(): Partial<Record<keyof AccountDetailsWire, string>> {
    const check = checkAccountDetails(this.values);
    return check.ok ? {} : check.errors;
  }

  /** The problem to show under a field, once it was touched. */
  problemOf(field: keyof AccountDetailsWire): string | null {
    return this.touched.has(field) ? (this.problems[field] ?? null) : null;
  }

  get valid(): boolean {
    return Object.keys(this.problems).length === 0;
  }

  async load(): Promise<void> {
    try {
      const details = await this.ports.api.readAccountDetails();
      runInAction(() => {
        if (details) this.values = { ...details };
        this.loaded = true;
      });
    } catch {
      // Told by the failure toasts: the form stays empty.
      runInAction(() => {
        this.loaded = true;
      });
    }
  }

  /** Numbers are typed with spaces and dashes from a bank's letter; only the digits are kept. */
  set(field: keyof AccountDetailsWire, value: string): void {
    this.values = { ...this.values, [field]: field === 'bank_name' ? value : value.replace(/\D/g, '') };
    this.touched.add(field);
  }

  touch(field: keyof AccountDetailsWire): void {
    this.touched.add(field);
  }

  async save(): Promise<boolean> {
    for (const field of Object.keys(this.values) as (keyof AccountDetailsWire)[]) this.touched.add(field);
    if (!this.valid || this.saving) return false;
    this.saving = true;
    try {
      const saved = await this.ports.api.writeAccountDetails({ ...this.values, bank_name: this.values.bank_name.trim() });
      runInAction(() => {
        this.values = { ...saved };
      });
      this.ports.toasts.show({ mode: 'short', type: 'success', title: t.detailsSaved, text: '', buttons: [], removeTime: TOAST_MS });
      this.ports.saved();
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }
}
