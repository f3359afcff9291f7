import { makeAutoObservable, runInAction } from 'mobx';
import type { EmployeesApi } from '../../api/employees';
import type { InvitationWire } from '../../domain/wire/employeesWire';
import { failureText } from './failureText';
import { checkNewPassword, checkPasswordRepeat } from '../accountRules';

/**
 * The public page of an invitation's link (/{role}/invitation?token=…): whom it invites, and the new
 * password typed twice. The link opens once; afterwards the person signs in as anyone else.
 */
export class InvitationStore {
  state: 'loading' | 'open' | 'gone' | 'done' = 'loading';
  invitation: InvitationWire | null = null;
  password = '';
  repeat = '';
  error: string | null = null;
  busy = false;
  private readonly api: Pick<EmployeesApi, 'readInvitation' | 'acceptInvitation'>;
  private readonly token: string;

  constructor(api: Pick<EmployeesApi, 'readInvitation' | 'acceptInvitation'>, token: string) {
    this.api = api;
    this.token = token;
    makeAutoObservable<InvitationStore, 'api' | 'token'>(this, { api: false, token: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    try {
      const invitation = await this.api.readInvitation(this.token);
      runInAction(() => {
        this.invitation = invitation;
        this.state = 'open';
      });
    } catch (error) {
      runInAction(() => {
        this.error = failureText(error);
        this.state = 'gone';
      });
    }
  }

  setPassword(value: string): void {
    this.password = value;
  }

  setRepeat(value: string): void {
    this.repeat = value;
  }

  async submit(): Promise<boolean> {
    // The same rules as registration and recovery, before the link is spent on a password the server refuses.
    const refusal = checkNewPassword(this.password) ?? checkPasswordRepeat(this.password, this.repeat);
    if (refusal) {
      this.error = refusal;
      return false;
    }
    this.busy = true;
    this.error = null;
    try {
      await this.api.acceptInvitation(this.token, this.password);
      runInAction(() => (this.state = 'done'));
      return true;
    } catch (error) {
      runInAction(() => (this.error = failureText(error)));
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
