import { makeAutoObservable, runInAction } from 'mobx';
import type { EmployeesApi } from '../../api/employees';
import type { EmployeeActor, EmployeeFullWire, EmployeePermissionWire } from '../../domain/wire/employeesWire';
import { failureText } from './failureText';
import { employeeRuntimeTexts } from './texts';

/** Which employee the page shows: the user's id in the address, his organisation and cabinet. */
export interface EmployeeAddress {
  id: number;
  organizationUuid: string;
  actor: EmployeeActor;
}

export interface EmployeeDetails {
  last_name: string;
  first_name: string;
  middle_name: string;
  post: string;
}

/**
 * The page /{role}/employees/{id}: the employee's profile and details (editable names and post), his
 * permissions from the permission table (a draft saved as a whole) and the switch that disables or
 * enables him. Each action says what went wrong in the server's words beside itself.
 */
export class EmployeeStore {
  employee: EmployeeFullWire | null = null;
  permissions: EmployeePermissionWire[] = [];
  /** The keys ticked on the page, saved by {@link savePermissions}. */
  draft = new Set<string>();
  details: EmployeeDetails = { last_name: '', first_name: '', middle_name: '', post: '' };
  loadError: string | null = null;
  detailsError: string | null = null;
  permissionsError: string | null = null;
  activeError: string | null = null;
  busy: 'details' | 'permissions' | 'active' | null = null;
  /** What was saved last, for a short confirmation beside it. */
  saved: 'details' | 'permissions' | null = null;
  private readonly api: Pick<EmployeesApi, 'readFull' | 'readPermissions' | 'upsert' | 'writePermissions' | 'setActive'>;
  readonly address: EmployeeAddress;

  constructor(api: Pick<EmployeesApi, 'readFull' | 'readPermissions' | 'upsert' | 'writePermissions' | 'setActive'>, address: EmployeeAddress) {
    this.api = api;
    this.address = address;
    makeAutoObservable<EmployeeStore, 'api'>(this, { api: false, address: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.loadError = null;
    try {
      const { id, organizationUuid, actor } = this.address;
      const [employee, permissions] = await Promise.all([this.api.readFull(id, organizationUuid, actor), this.api.readPermissions(id, organizationUuid, actor)]);
      runInAction(() => {
        this.show(employee);
        this.showPermissions(permissions.permissions);
      });
    } catch (error) {
      runInAction(() => (this.loadError = error instanceof Error && error.message ? error.message : employeeRuntimeTexts.notLoaded));
    }
  }

  private show(employee: EmployeeFullWire): void {
    this.employee = employee;
    this.details = { last_name: employee.last_name, first_name: employee.first_name, middle_name: employee.middle_name ?? '', post: employee.post ?? '' };
  }

  private showPermissions(permissions: EmployeePermissionWire[]): void {
    this.permissions = permissions;
    this.draft = new Set(permissions.filter((row) => row.granted).map((row) => row.key));
  }

  setDetail(field: keyof EmployeeDetails, value: string): void {
    this.details[field] = value;
    this.saved = null;
  }

  toggle(key: string, on: boolean): void {
    if (on) this.draft.add(key);
    else this.draft.delete(key);
    this.saved = null;
  }

  /** Whether the ticks differ from what the employee holds. */
  get permissionsChanged(): boolean {
    const held = this.permissions.filter((row) => row.granted).map((row) => row.key);
    return held.length !== this.draft.size || held.some((key) => !this.draft.has(key));
  }

  get detailsChanged(): boolean {
    const employee = this.employee;
    if (!employee) return false;
    return (
      this.details.last_name !== employee.last_name ||
      this.details.first_name !== employee.first_name ||
      this.details.middle_name !== (employee.middle_name ?? '') ||
      this.details.post !== (employee.post ?? '')
    );
  }

  async saveDetails(): Promise<boolean> {
    const employee = this.employee;
    if (!employee) return false;
    if (this.details.last_name.trim() === '' || this.details.first_name.trim() === '') {
      this.detailsError = employeeRuntimeTexts.required(this.details.last_name.trim() === '' ? 'Фамилия' : 'Имя');
      return false;
    }
    return this.run('details', async () => {
      const changed = await this.api.upsert({
        uuid: employee.uuid,
        organization_uuid: this.address.organizationUuid,
        login: employee.login,
        last_name: this.details.last_name.trim(),
        first_name: this.details.first_name.trim(),
        middle_name: this.details.middle_name.trim() || null,
        post: this.details.post.trim() || null,
      });
      runInAction(() => this.show({ ...employee, ...changed }));
    });
  }

  async savePermissions(): Promise<boolean> {
    const employee = this.employee;
    if (!employee) return false;
    return this.run('permissions', async () => {
      const answer = await this.api.writePermissions({
        uuid: employee.uuid,
        organization_uuid: this.address.organizationUuid,
        actor: this.address.actor,
        permissions: this.permissions.map((row) => row.key).filter((key) => this.draft.has(key)),
      });
      runInAction(() => {
        this.showPermissions(answer.permissions);
        if (this.employee) this.employee.available_permissions = answer.permissions.filter((row) => row.granted).map(({ key, name }) => ({ key, name }));
      });
    });
  }

  /** Disables (his sessions end at once) or enables the employee. */
  async setActive(active: boolean): Promise<boolean> {
    const employee = this.employee;
    if (!employee) return false;
    return this.run('active', async () => {
      const changed = await this.api.setActive({ uuid: employee.uuid, organization_uuid: this.address.organizationUuid, is_active: active });
      runInAction(() => this.show({ ...employee, ...changed, disabled_at: active ? null : new Date().toISOString() }));
    });
  }

  private async run(action: 'details' | 'permissions' | 'active', work: () => Promise<void>): Promise<boolean> {
    this.busy = action;
    this.saved = null;
    this[`${action}Error`] = null;
    try {
      await work();
      runInAction(() => (this.saved = action === 'active' ? null : action));
      return true;
    } catch (error) {
      runInAction(() => (this[`${action}Error`] = failureText(error)));
      return false;
    } finally {
      runInAction(() => (this.busy = null));
    }
  }
}
