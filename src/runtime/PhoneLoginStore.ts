import { makeAutoObservable, runInAction } from 'mobx';
import type { PlatformApi } from '../api';
import { checkAccountPhone, checkCode } from './accountRules';
import type { Clock } from './ports';
import type { SessionStore } from './SessionStore';

/** The server sends at most one code a minute per phone; the button waits as long. */
export const PHONE_CODE_RESEND_MS = 60_000;

/**
 * Login by phone: send a code, check it, log in (spec-2 §7.1). The stage decides which inputs
 * the screen shows; the resend countdown follows the server's limit of one code a minute.
 */
export class PhoneLoginStore {
  stage: 'phone' | 'code' = 'phone';
  phone = '';
  pending = false;
  codeInvalid = false;
  resendAvailableAt = 0;
  now: number;
  private tick: unknown = null;
  private readonly api: PlatformApi;
  private readonly session: SessionStore;
  private readonly clock: Clock;

  constructor(api: PlatformApi, session: SessionStore, clock: Clock) {
    this.api = api;
    this.session = session;
    this.clock = clock;
    this.now = clock.now();
    makeAutoObservable<PhoneLoginStore, 'api' | 'session' | 'clock' | 'tick'>(
      this,
      { api: false, session: false, clock: false, tick: false },
      { autoBind: true },
    );
  }

  /** Whole seconds until another code may be asked for. */
  get resendInSeconds(): number {
    return Math.max(0, Math.ceil((this.resendAvailableAt - this.now) / 1000));
  }

  async sendCode(phone: string): Promise<boolean> {
    if (checkAccountPhone(phone) !== null || this.resendInSeconds > 0) return false;
    this.pending = true;
    try {
      await this.api.sendPhoneCode(phone.trim());
      runInAction(() => {
        this.phone = phone.trim();
        this.stage = 'code';
        this.codeInvalid = false;
        this.resendAvailableAt = this.clock.now() + PHONE_CODE_RESEND_MS;
        this.startCountdown();
      });
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.pending = false;
      });
    }
  }

  /** Checks the code, then logs in with it; resolves true when signed in. */
  async login(code: string, rememberme: boolean): Promise<boolean> {
    if (checkCode(code) !== null) return false;
    this.pending = true;
    try {
      const { valid } = await this.api.checkPhoneCode(this.phone, code.trim());
      runInAction(() => {
        this.codeInvalid = !valid;
      });
      if (!valid) return false;
      return await this.session.loginByPhone(this.phone, code.trim(), rememberme);
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.pending = false;
      });
    }
  }

  /** Back to the phone input, e.g. to correct the number. */
  changePhone(): void {
    this.stage = 'phone';
    this.codeInvalid = false;
  }

  private startCountdown(): void {
    this.now = this.clock.now();
    if (this.tick !== null) this.clock.clearTimeout(this.tick);
    if (this.resendInSeconds === 0) {
      this.tick = null;
      return;
    }
    this.tick = this.clock.setTimeout(() => this.startCountdown(), 1000);
  }
}
