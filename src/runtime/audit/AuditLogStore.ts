import { makeAutoObservable, runInAction } from 'mobx';
import type { AuditApi } from '../../api/audit';
import { ApiFailure } from '../../api/ApiFailure';
import type { AuditEntryWire, AuditFiltersWire, AuditListQueryWire } from '../../domain/wire/auditWire';

/** The filters of the log as the page holds them; empty means «any». */
export interface AuditFilterValues {
  dateFrom: string | null;
  dateTo: string | null;
  userId: number | null;
  action: string | null;
  requestId: number | null;
  organizationUuid: string | null;
}

export const emptyAuditFilters: AuditFilterValues = { dateFrom: null, dateTo: null, userId: null, action: null, requestId: null, organizationUuid: null };

export interface AuditLogPorts {
  api: AuditApi;
  /** Hands the CSV's bytes to the browser's download. */
  save(bytes: Uint8Array, fileName: string): void;
  /** Today, YYYY-MM-DD, for the export's name. */
  today(): string;
}

const failureText = (error: unknown) => (error instanceof ApiFailure ? error.message : 'Ошибка');

/**
 * The audit log page (/{role}/audit; docs/audit.md): a page of entries, newest first, under the
 * filters; the users and organisations to filter by; the CSV export of what the filters match. A 403
 * (neither an administrator nor an operator) is kept as `refusal` and stops further reads.
 */
export class AuditLogStore {
  items: AuditEntryWire[] = [];
  total = 0;
  page = 1;
  perPage = 20;
  filters: AuditFilterValues = { ...emptyAuditFilters };
  options: AuditFiltersWire | null = null;
  loading = false;
  exporting = false;
  error: string | null = null;
  refusal: string | null = null;
  private readonly ports: AuditLogPorts;
  private generation = 0;

  constructor(ports: AuditLogPorts) {
    this.ports = ports;
    makeAutoObservable<AuditLogStore, 'ports' | 'generation'>(this, { ports: false, generation: false }, { autoBind: true });
  }

  /** A platform operator's view of every organisation (the organisation filter and column show). */
  get allOrganizations(): boolean {
    return this.options?.scope === 'all';
  }

  /** The filters as the call takes them. */
  get query(): Omit<AuditListQueryWire, 'page' | 'per_page'> {
    const f = this.filters;
    return {
      ...(f.dateFrom ? { date_from: f.dateFrom } : {}),
      ...(f.dateTo ? { date_to: f.dateTo } : {}),
      ...(f.userId !== null ? { user_id: f.userId } : {}),
      ...(f.action ? { action: f.action } : {}),
      ...(f.requestId !== null ? { request_id: f.requestId } : {}),
      ...(f.organizationUuid ? { organization_uuid: f.organizationUuid } : {}),
    };
  }

  /** First reading: the filters' options and the first page. */
  async open(): Promise<void> {
    await this.load();
    if (this.refusal !== null) return;
    try {
      const options = await this.ports.api.filters();
      runInAction(() => (this.options = options));
    } catch (error) {
      runInAction(() => (this.error = failureText(error)));
    }
  }

  /** Reads the current page; a later call wins over an earlier one still under way. */
  async load(): Promise<void> {
    if (this.refusal !== null) return;
    const generation = ++this.generation;
    this.loading = true;
    this.error = null;
    try {
      const answer = await this.ports.api.list({ ...this.query, page: this.page, per_page: this.perPage });
      if (generation !== this.generation) return;
      runInAction(() => {
        this.items = answer.items;
        this.total = answer.total;
      });
    } catch (error) {
      if (generation !== this.generation) return;
      runInAction(() => {
        if (error instanceof ApiFailure && error.status === 403 && this.items.length === 0) this.refusal = error.message;
        else this.error = failureText(error);
      });
    } finally {
      if (generation === this.generation) runInAction(() => (this.loading = false));
    }
  }

  /** Changes some filters and reads the first page again. */
  setFilters(change: Partial<AuditFilterValues>): Promise<void> {
    this.filters = { ...this.filters, ...change };
    this.page = 1;
    return this.load();
  }

  resetFilters(): Promise<void> {
    this.filters = { ...emptyAuditFilters };
    this.page = 1;
    return this.load();
  }

  setPage(page: number, perPage: number): Promise<void> {
    this.page = perPage === this.perPage ? page : 1;
    this.perPage = perPage;
    return this.load();
  }

  /** Downloads what the filters match as CSV (the newest 10 000 entries at most). */
  async exportCsv(): Promise<void> {
    this.exporting = true;
    this.error = null;
    try {
      const bytes = await this.ports.api.csv(this.query);
      this.ports.save(bytes, `Журнал действий ${this.ports.today()}.csv`);
    } catch (error) {
      runInAction(() => (this.error = failureText(error)));
    } finally {
      runInAction(() => (this.exporting = false));
    }
  }
}
