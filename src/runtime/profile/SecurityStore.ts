import { makeAutoObservable, runInAction } from 'mobx';
import type { CodeChannel } from '../../api/profile';
import { checkCode, checkLoginPassword, checkNewPassword, checkPasswordRepeat } from '../accountRules';
import { PendingCall } from './PendingCall';
import type { ProfilePorts } from './ProfilePorts';
import { profileRuntimeTexts as t } from './texts';

/** Which security form is open: none, the password's, two-factor on (password and channel, then the code), or off. */
export type SecurityStage = 'idle' | 'password' | 'enable' | 'enableCode' | 'disable';

/**
 * The profile's security: the password changed while signed in (POST /v1/currentuser/write/password —
 * the other sessions end) and the two-factor switch (POST /v1/currentuser/write/two-factor: turning it
 * on takes a code sent by the chosen channel; turning it off, the password).
 */
export class SecurityStore {
  stage: SecurityStage = 'idle';
  channel: CodeChannel = 'sms';
  sentTo = '';
  readonly call: PendingCall;
  private readonly ports: ProfilePorts;
  /** The password typed to turn two-factor on, kept in memory only until the code is typed. */
  private password = '';

  constructor(ports: ProfilePorts) {
    this.ports = ports;
    this.call = new PendingCall(ports.report);
    makeAutoObservable<SecurityStore, 'ports' | 'password'>(this, { ports: false, call: false, password: false }, { autoBind: true });
  }

  open(stage: 'password' | 'enable' | 'disable'): void {
    this.call.clear();
    this.stage = stage;
  }

  close(): void {
    this.call.clear();
    this.password = '';
    this.stage = 'idle';
  }

  /** Changes the password; the other sessions of the user end. */
  async changePassword(current: string, next: string, repeat: string): Promise<boolean> {
    if (checkLoginPassword(current) || checkNewPassword(next) || checkPasswordRepeat(next, repeat)) return false;
    const answer = await this.call.run(() => this.ports.api.changePassword(current, next));
    if (!answer) return false;
    this.close();
    this.ports.notify(t.passwordChanged(answer.ended_sessions));
    return true;
  }

  /** First step of turning two-factor on: the password and the channel; the code goes out. */
  async sendEnableCode(password: string, channel: CodeChannel): Promise<boolean> {
    if (checkLoginPassword(password)) return false;
    const answer = await this.call.run(() => this.ports.api.switchTwoFactor({ enabled: true, password, channel }));
    if (!answer || !('sent' in answer)) return false;
    this.password = password;
    runInAction(() => {
      this.channel = channel;
      this.sentTo = answer.sent_to;
      this.stage = 'enableCode';
    });
    return true;
  }

  /** Second step: the code; two-factor is on. */
  async confirmEnable(code: string): Promise<boolean> {
    if (checkCode(code)) return false;
    const password = this.password;
    const answer = await this.call.run(() => this.ports.api.switchTwoFactor({ enabled: true, password, channel: this.channel, code: code.trim() }));
    if (!answer || 'sent' in answer) return false;
    await this.ports.session.loadUser();
    this.close();
    this.ports.notify(t.twoFactorOn);
    return true;
  }

  async disable(password: string): Promise<boolean> {
    if (checkLoginPassword(password)) return false;
    const answer = await this.call.run(() => this.ports.api.switchTwoFactor({ enabled: false, password }));
    if (!answer) return false;
    await this.ports.session.loadUser();
    this.close();
    this.ports.notify(t.twoFactorOff);
    return true;
  }
}
