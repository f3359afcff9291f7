import { makeAutoObservable, runInAction } from 'mobx';
import type { PlatformApi, RegistrationForm } from '../api';
import {
  checkAccountEmail,
  checkAccountPhone,
  checkAgree,
  checkCode,
  checkFirstName,
  checkLastName,
  checkMiddleName,
  checkNewPassword,
  checkOrganizationInn,
  checkOrganizationName,
  checkPasswordRepeat,
} from './accountRules';
import type { Navigation } from './ports';
import type { RouteTable } from './routeTable';
import { fillText, runtimeTexts } from './texts';
import type { ToastStore } from './ToastStore';

/** How long the success toasts of these flows stay (the spec sets none for them). */
export const ACCOUNT_TOAST_MS = 8000;

export interface AccountFlow {
  toasts: ToastStore;
  navigation: Navigation;
  routes: RouteTable;
  /** The ordinary sign-in by e-mail and password (it goes on to the return address or the request list). */
  signIn?(login: string, password: string): Promise<boolean>;
}

/** What the registration screen collects: the contract's fields plus the repeated password. */
export interface RegistrationValues {
  last_name: string;
  first_name: string;
  middle_name: string;
  email: string;
  phone: string;
  password: string;
  password_repeat: string;
  organization_name: string;
  inn: string;
  agree: boolean;
}

export type RegistrationErrors = Partial<Record<keyof RegistrationValues, string>>;

/**
 * Registration, its confirmation by code and password recovery (spec-2 §7.1). The screens
 * hand in what the person typed; the store checks it, calls the server and remembers the
 * outcome the next screen needs (the login to confirm, the e-mail a code went to).
 */
export class AccountStore {
  pending = false;
  /** The e-mail the last registration or recovery code went to. */
  codeSentTo: string | null = null;
  private readonly api: PlatformApi;
  private readonly allowedDomains: () => readonly string[];
  private readonly flow: AccountFlow;
  /**
   * The login and password of the registration made in this tab, kept in memory only (never stored) until
   * its code is confirmed: the confirmation then signs the agent in through the ordinary sign-in, with its
   * limits. The server does not open a session for the code alone: a guessed 6-digit code would be a
   * session in someone else's account.
   */
  private pendingSignIn: { login: string; password: string } | null = null;

  constructor(api: PlatformApi, allowedDomains: () => readonly string[], flow: AccountFlow) {
    this.api = api;
    this.allowedDomains = allowedDomains;
    this.flow = flow;
    makeAutoObservable<AccountStore, 'api' | 'allowedDomains' | 'flow' | 'pendingSignIn'>(
      this,
      { api: false, allowedDomains: false, flow: false, pendingSignIn: false },
      { autoBind: true },
    );
  }

  /** Every problem of a registration form, by field; empty when it may be sent. */
  registrationErrors(values: RegistrationValues): RegistrationErrors {
    const checks: [keyof RegistrationValues, string | null][] = [
      ['last_name', checkLastName(values.last_name)],
      ['first_name', checkFirstName(values.first_name)],
      ['middle_name', checkMiddleName(values.middle_name)],
      ['email', checkAccountEmail(values.email, this.allowedDomains())],
      ['phone', checkAccountPhone(values.phone)],
      ['password', checkNewPassword(values.password)],
      ['password_repeat', checkPasswordRepeat(values.password, values.password_repeat)],
      ['organization_name', checkOrganizationName(values.organization_name)],
      ['inn', checkOrganizationInn(values.inn)],
      ['agree', checkAgree(values.agree)],
    ];
    return Object.fromEntries(checks.filter(([, message]) => message !== null)) as RegistrationErrors;
  }

  /** Sends a checked registration; when the server has sent the code, goes on to its input. */
  async register(values: RegistrationValues): Promise<boolean> {
    if (Object.keys(this.registrationErrors(values)).length > 0) return false;
    const middleName = values.middle_name.trim();
    const form: RegistrationForm = {
      last_name: values.last_name.trim(),
      first_name: values.first_name.trim(),
      ...(middleName ? { middle_name: middleName } : {}),
      email: values.email.trim(),
      phone: values.phone.trim(),
      password: values.password,
      organization_name: values.organization_name.trim(),
      inn: values.inn.trim(),
      agree: true,
    };
    return this.run(async () => {
      // The client cabinet registers a client company, the agent cabinet an agent organisation.
      const result = this.flow.routes.role === 'client' ? await this.api.registerClient(form) : await this.api.registerAgent(form);
      runInAction(() => {
        this.codeSentTo = result.login;
      });
      this.pendingSignIn = { login: result.login, password: form.password };
      this.go('Confirm', result.login);
    });
  }

  /**
   * Confirms the registration by the code from the e-mail. A wrong code's red toast goes with the right
   * one. When the registration was made in this tab, the agent is signed in at once; otherwise (the code
   * typed in another browser) the sign-in page opens with the login filled in.
   */
  async confirm(code: string): Promise<boolean> {
    if (checkCode(code) !== null) return false;
    return this.run(async () => {
      const result = await this.api.confirmRegistration(code.trim());
      this.flow.toasts.dismissErrors();
      const pending = this.pendingSignIn?.login === result.login ? this.pendingSignIn : null;
      this.pendingSignIn = null;
      if (pending && this.flow.signIn && (await this.flow.signIn(pending.login, pending.password))) {
        this.succeed(runtimeTexts.registrationConfirmedSignedIn);
        return;
      }
      this.succeed(runtimeTexts.registrationConfirmed);
      this.go('Login', result.login);
    });
  }

  /** Asks for a password recovery code for a login (e-mail), then goes on to the code input. */
  async recover(login: string): Promise<boolean> {
    if (checkAccountEmail(login) !== null) return false;
    const email = login.trim();
    return this.run(async () => {
      await this.api.recoverPassword(email);
      runInAction(() => {
        this.codeSentTo = email;
      });
      this.succeed({ title: runtimeTexts.recoverySent.title, text: fillText(runtimeTexts.recoverySent.text, { login: email }) });
      this.go('ConfirmRecover', email);
    });
  }

  /** Sets a new password with the recovery code sent to a login (e-mail), then goes to login. */
  async confirmRecover(login: string, code: string, password: string, repeat: string): Promise<boolean> {
    if (
      checkAccountEmail(login) !== null ||
      checkCode(code) !== null ||
      checkNewPassword(password) !== null ||
      checkPasswordRepeat(password, repeat) !== null
    ) {
      return false;
    }
    const email = login.trim();
    return this.run(async () => {
      await this.api.confirmRecover(email, code.trim(), password);
      this.flow.toasts.dismissErrors();
      this.succeed(runtimeTexts.passwordChanged);
      this.go('Login', email);
    });
  }

  private succeed(message: { title: string; text: string }): void {
    this.flow.toasts.show({ mode: 'full', type: 'success', title: message.title, text: message.text, buttons: [], removeTime: ACCOUNT_TOAST_MS });
  }

  /** Goes to a route, carrying the login along so the next screen can prefill or mention it. */
  private go(route: string, login: string | null): void {
    const path = this.flow.routes.path(route);
    this.flow.navigation.go(login ? `${path}?${new URLSearchParams({ login }).toString()}` : path);
  }

  private async run(call: () => Promise<unknown>): Promise<boolean> {
    this.pending = true;
    try {
      await call();
      return true;
    } catch {
      // The error catalogue has shown the server's message.
      return false;
    } finally {
      runInAction(() => {
        this.pending = false;
      });
    }
  }
}
