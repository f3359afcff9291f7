import { makeAutoObservable, runInAction } from 'mobx';
import type { EmployeesApi } from '../../api/employees';
import { permissionTable } from '../../domain/permissions';
import type { EmployeeListQuery, EmployeeWire } from '../../domain/wire/employeesWire';
import { failureText } from './failureText';

/** The «Активность» filter: everybody, the enabled, the disabled (is_active of the call). */
export type ActiveFilter = 'all' | 'active' | 'disabled';

export const employeePageSize = 20;

/**
 * The list of /{role}/employees (docs/employees.md): one page of the organisation's members with the
 * filters of POST /v1/user/read/byorganization. Changing a filter goes back to the first page.
 */
export class EmployeeListStore {
  rows: EmployeeWire[] = [];
  total = 0;
  page = 1;
  name = '';
  active: ActiveFilter = 'all';
  /** The Russian name of a permission, as the call filters by it; null for any. */
  permission: string | null = null;
  loading = false;
  error: string | null = null;
  private readonly api: Pick<EmployeesApi, 'list'>;
  /** Answers of earlier loads that arrive late are dropped. */
  private generation = 0;

  constructor(api: Pick<EmployeesApi, 'list'>) {
    this.api = api;
    makeAutoObservable<EmployeeListStore, 'api' | 'generation'>(this, { api: false, generation: false }, { autoBind: true });
  }

  /** The names the permission filter offers: the agent cabinet's permissions of the table. */
  get permissionNames(): string[] {
    return permissionTable.filter((entry) => entry.actor === 'agent').map((entry) => entry.name);
  }

  get query(): EmployeeListQuery {
    return {
      page_number: this.page,
      page_size: employeePageSize,
      ...(this.name.trim() !== '' ? { name: this.name.trim() } : {}),
      ...(this.active === 'all' ? {} : { is_active: this.active === 'active' }),
      ...(this.permission !== null ? { permission_ru: this.permission } : {}),
    };
  }

  async load(): Promise<void> {
    const generation = ++this.generation;
    this.loading = true;
    this.error = null;
    try {
      const answer = await this.api.list(this.query);
      runInAction(() => {
        if (generation !== this.generation) return;
        this.rows = answer.rows;
        this.total = answer.total;
      });
    } catch (error) {
      runInAction(() => {
        if (generation === this.generation) this.error = failureText(error);
      });
    } finally {
      runInAction(() => {
        if (generation === this.generation) this.loading = false;
      });
    }
  }

  setName(name: string): void {
    this.name = name;
  }

  /** Searches by the typed name from the first page. */
  search(): Promise<void> {
    this.page = 1;
    return this.load();
  }

  setActive(active: ActiveFilter): Promise<void> {
    this.active = active;
    this.page = 1;
    return this.load();
  }

  setPermission(permission: string | null): Promise<void> {
    this.permission = permission;
    this.page = 1;
    return this.load();
  }

  setPage(page: number): Promise<void> {
    this.page = page;
    return this.load();
  }
}
