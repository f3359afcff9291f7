import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { KeyValueStorage } from '../../api';
import { emailPromptDue } from '../../domain/profile/emailPromptDue';
import { checkCode } from '../accountRules';
import type { Clock } from '../ports';
import { PendingCall } from './PendingCall';
import type { ProfilePorts } from './ProfilePorts';
import { profileRuntimeTexts as t } from './texts';

/** Where the time of the last «Напомнить позже» is kept, per user. */
export const emailPromptKey = (userUuid: string) => `bg_email_prompt_${userUuid}`;

/**
 * The e-mail prompt (spec-2 §9: «Email-prompt window, repeats hourly»): a user whose e-mail is not
 * confirmed is asked to confirm it by a code (POST /v1/currentuser/write/confirm-email); «Напомнить
 * позже» puts it off for `repeatMs`, remembered across reloads, and it opens again by itself while the
 * page stays open.
 */
export class EmailPromptStore {
  open = false;
  stage: 'ask' | 'code' = 'ask';
  sentTo = '';
  readonly call: PendingCall;
  private readonly ports: ProfilePorts;
  private readonly clock: Clock;
  private readonly storage: KeyValueStorage;
  private readonly repeatMs: number;
  private timer: unknown = null;

  constructor(ports: ProfilePorts, options: { clock: Clock; storage: KeyValueStorage; repeatMs: number }) {
    this.ports = ports;
    this.clock = options.clock;
    this.storage = options.storage;
    this.repeatMs = options.repeatMs;
    this.call = new PendingCall(ports.report);
    makeAutoObservable<EmailPromptStore, 'ports' | 'clock' | 'storage' | 'repeatMs' | 'timer'>(
      this,
      { ports: false, call: false, clock: false, storage: false, repeatMs: false, timer: false },
      { autoBind: true },
    );
  }

  /** Follows the signed-in user; returns the way to stop. */
  start(): () => void {
    const stop = reaction(
      () => {
        const user = this.ports.session.user;
        return user && !user.external ? `${user.uuid}:${user.email_confirmed !== false}` : null;
      },
      () => this.schedule(),
      { fireImmediately: true },
    );
    return () => {
      stop();
      this.clearTimer();
    };
  }

  /** Opens the prompt at once (the profile's «Подтвердить»), whenever it was put off. */
  openNow(): void {
    if (this.ports.session.user?.email_confirmed !== false) return;
    this.call.clear();
    this.stage = 'ask';
    this.open = true;
  }

  /** «Напомнить позже»: closed for an hour. */
  later(): void {
    const user = this.ports.session.user;
    if (user) this.storage.setItem(emailPromptKey(user.uuid), String(this.clock.now()));
    this.open = false;
    this.schedule();
  }

  async sendCode(): Promise<boolean> {
    const answer = await this.call.run(() => this.ports.api.confirmEmail());
    if (!answer || !('sent' in answer)) return false;
    runInAction(() => {
      this.sentTo = answer.sent_to;
      this.stage = 'code';
    });
    return true;
  }

  async confirm(code: string): Promise<boolean> {
    if (checkCode(code)) return false;
    const answer = await this.call.run(() => this.ports.api.confirmEmail(code.trim()));
    if (!answer || !('email_confirmed' in answer)) return false;
    runInAction(() => {
      this.open = false;
      this.stage = 'ask';
    });
    await this.ports.session.loadUser();
    this.ports.notify(t.emailConfirmed);
    return true;
  }

  private schedule(): void {
    this.clearTimer();
    const user = this.ports.session.user;
    const stored = user ? this.storage.getItem(emailPromptKey(user.uuid)) : null;
    const due = user && !user.external ? emailPromptDue(user.email_confirmed !== false, stored === null ? null : Number(stored), this.clock.now(), this.repeatMs) : null;
    if (due === null) {
      this.open = false;
      return;
    }
    if (due === 0) {
      if (!this.open) {
        this.call.clear();
        this.stage = 'ask';
      }
      this.open = true;
      return;
    }
    this.timer = this.clock.setTimeout(() => this.schedule(), due);
  }

  private clearTimer(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }
}
