import { makeAutoObservable, runInAction } from 'mobx';
import type { EmployeesApi } from '../../api/employees';
import { cryptoRandomInt, generatePassword, type RandomInt } from '../../domain/employees/generatePassword';
import { permissionTable } from '../../domain/permissions';
import type { EmployeeWire } from '../../domain/wire/employeesWire';
import { failureText } from './failureText';
import { employeeRuntimeTexts } from './texts';

/** How the employee gets in: an e-mailed one-time link, or a password the administrator hands over. */
export type CreateMode = 'invite' | 'password';

/** What a new employee may do unless the administrator chooses otherwise: create requests. */
export const defaultEmployeePermissions: readonly string[] = ['agent_create_request'];

export interface EmployeeCreateFields {
  last_name: string;
  first_name: string;
  middle_name: string;
  login: string;
  post: string;
  password: string;
}

const labels: Record<keyof EmployeeCreateFields, string> = {
  last_name: 'Фамилия',
  first_name: 'Имя',
  middle_name: 'Отчество',
  login: 'E-mail',
  post: 'Должность',
  password: 'Пароль',
};

/**
 * The form of /{role}/employees/create: an invitation by e-mail (POST /v1/user/write/upsert/invite) or
 * an account with a password from the spec's generator (POST /v1/user/write/upsert). The password is
 * generated here, shown to the administrator to hand over, and sent once; the server keeps its hash only.
 */
export class EmployeeCreateStore {
  mode: CreateMode = 'invite';
  fields: EmployeeCreateFields = { last_name: '', first_name: '', middle_name: '', login: '', post: '', password: '' };
  permissions = new Set<string>(defaultEmployeePermissions);
  busy = false;
  error: string | null = null;
  /** The employee made, with how: 'invited' (a link went), 'added' (had an account), 'created' (with the password). */
  done: { employee: EmployeeWire; result: 'invited' | 'added' | 'created'; password: string | null } | null = null;
  private readonly api: Pick<EmployeesApi, 'invite' | 'upsert'>;
  private readonly randomInt: RandomInt;

  constructor(api: Pick<EmployeesApi, 'invite' | 'upsert'>, randomInt: RandomInt = cryptoRandomInt) {
    this.api = api;
    this.randomInt = randomInt;
    makeAutoObservable<EmployeeCreateStore, 'api' | 'randomInt'>(this, { api: false, randomInt: false }, { autoBind: true });
  }

  /** The agent cabinet's permission table, in its order. */
  get table() {
    return permissionTable.filter((entry) => entry.actor === 'agent');
  }

  /** An empty form for the next employee, in the same mode. */
  reset(): void {
    this.fields = { last_name: '', first_name: '', middle_name: '', login: '', post: '', password: '' };
    this.permissions = new Set(defaultEmployeePermissions);
    this.done = null;
    this.error = null;
    if (this.mode === 'password') this.generate();
  }

  setMode(mode: CreateMode): void {
    this.mode = mode;
    this.error = null;
    if (mode === 'password' && this.fields.password === '') this.generate();
  }

  set(field: keyof EmployeeCreateFields, value: string): void {
    this.fields[field] = value;
  }

  /** A new password by the spec's generator (length 10, upper, lower and digits). */
  generate(): void {
    this.fields.password = generatePassword(this.randomInt);
  }

  toggle(key: string, on: boolean): void {
    if (on) this.permissions.add(key);
    else this.permissions.delete(key);
  }

  /** The first missing required field, in the person's words; null when the form may go. */
  get missing(): string | null {
    const required: (keyof EmployeeCreateFields)[] = ['last_name', 'first_name', 'login', ...(this.mode === 'password' ? (['password'] as const) : [])];
    const field = required.find((name) => this.fields[name].trim() === '');
    return field ? employeeRuntimeTexts.required(labels[field]) : null;
  }

  async submit(): Promise<boolean> {
    if (this.missing) {
      this.error = this.missing;
      return false;
    }
    this.busy = true;
    this.error = null;
    const person = {
      login: this.fields.login.trim(),
      last_name: this.fields.last_name.trim(),
      first_name: this.fields.first_name.trim(),
      middle_name: this.fields.middle_name.trim() || null,
      post: this.fields.post.trim() || null,
      permissions: this.table.map((entry) => entry.key).filter((key) => this.permissions.has(key)),
    };
    try {
      if (this.mode === 'invite') {
        const answer = await this.api.invite(person);
        runInAction(() => (this.done = { employee: answer.employee, result: answer.result, password: null }));
      } else {
        const password = this.fields.password;
        const employee = await this.api.upsert({ ...person, password });
        runInAction(() => (this.done = { employee, result: 'created', password }));
      }
      return true;
    } catch (error) {
      runInAction(() => (this.error = failureText(error)));
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
