import { makeAutoObservable, runInAction } from 'mobx';
import type { CodeChannel } from '../../api/profile';

export type { CodeChannel };
import { checkAccountEmail, checkAccountPhone, checkCode, checkLoginPassword } from '../accountRules';
import { PendingCall } from './PendingCall';
import type { ProfilePorts } from './ProfilePorts';
import { profileRuntimeTexts as t } from './texts';

/** Which contact form is open: none, the e-mail's, the phone's number or the phone's code. */
export type ContactsStage = 'idle' | 'email' | 'phone' | 'phoneCode';

/**
 * The contacts of the profile: the e-mail changed on the current password
 * (POST /v1/user/write/set-email/{id}) and the phone changed by a code sent by SMS or to the e-mail
 * (POST /v1/user/write/set-phone/{id}: first without the code, then with it).
 */
export class ContactsStore {
  stage: ContactsStage = 'idle';
  /** The phone the code was asked for, as typed. */
  phone = '';
  channel: CodeChannel = 'sms';
  /** Where the code went, masked by the server. */
  sentTo = '';
  readonly call: PendingCall;
  private readonly ports: ProfilePorts;

  constructor(ports: ProfilePorts) {
    this.ports = ports;
    this.call = new PendingCall(ports.report);
    makeAutoObservable<ContactsStore, 'ports'>(this, { ports: false, call: false }, { autoBind: true });
  }

  open(stage: 'email' | 'phone'): void {
    this.call.clear();
    this.stage = stage;
  }

  close(): void {
    this.call.clear();
    this.stage = 'idle';
  }

  /** Changes the e-mail; resolves true when changed (it then waits for its confirmation). */
  async changeEmail(password: string, email: string): Promise<boolean> {
    const user = this.ports.session.user;
    if (!user || checkLoginPassword(password) || checkAccountEmail(email)) return false;
    const answer = await this.call.run(() => this.ports.api.setEmail(user.id, password, email.trim()));
    if (!answer) return false;
    await this.ports.session.loadUser();
    runInAction(() => {
      this.stage = 'idle';
    });
    this.ports.notify(t.emailChanged(answer.login));
    return true;
  }

  /** Asks for the code of a new phone by a channel; on success the code's input opens. */
  async sendPhoneCode(phone: string, channel: CodeChannel): Promise<boolean> {
    const user = this.ports.session.user;
    if (!user || checkAccountPhone(phone)) return false;
    const answer = await this.call.run(() => this.ports.api.setPhone(user.id, phone.trim(), channel));
    if (!answer || !('sent' in answer)) return false;
    runInAction(() => {
      this.phone = phone.trim();
      this.channel = channel;
      this.sentTo = answer.sent_to;
      this.stage = 'phoneCode';
    });
    return true;
  }

  /** Saves the new phone with its code. */
  async confirmPhone(code: string): Promise<boolean> {
    const user = this.ports.session.user;
    if (!user || checkCode(code)) return false;
    const answer = await this.call.run(() => this.ports.api.setPhone(user.id, this.phone, this.channel, code.trim()));
    if (!answer || !('phone' in answer)) return false;
    await this.ports.session.loadUser();
    runInAction(() => {
      this.stage = 'idle';
    });
    this.ports.notify(t.phoneChanged);
    return true;
  }
}
