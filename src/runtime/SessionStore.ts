import { makeAutoObservable, runInAction } from 'mobx';
import {
  readToken,
  removeToken,
  writeToken,
  type KeyValueStorage,
  type PlatformApi,
  type RoleMode,
  type Session,
  type TwoFactorChallenge,
  type User,
  type UserOrganisation,
} from '../api';
import { missingPermission, type PermissionEntry } from '../domain/permissions';

/** The words of a refusal, the same the server answers with 403 (src/server/access/texts.ts). */
/** What a page of platform operators says to anybody else, in the server's words (403). */
export const operatorOnlyRefusal = 'Раздел доступен только оператору платформы';

export function permissionRefusal(name: string): string {
  return `Недостаточно прав: ${name}`;
}

/** Marks that the stored token came from an external signing link (spec-1 §2). */
export const EXTERNAL_TOKEN_MARK_KEY = 'bg_token_external';

/**
 * The signed-in user: the token (kept in local storage under bg_token), the user and their
 * organisations, and the ways in and out — e-mail and password, phone code, qualified
 * signature, organisation switch, logout, and an external link's token.
 */
export class SessionStore {
  token: string | null;
  user: User | null = null;
  organisations: UserOrganisation[] = [];
  /** The token came from an external link rather than a login. */
  externalToken: boolean;
  userLoading = false;
  pending = false;
  /** The password was right and a two-factor code went out: the sign-in waits for it (docs/profile.md). */
  twoFactor: TwoFactorChallenge | null = null;
  private readonly api: PlatformApi;
  /** The e-mail and password of the sign-in waiting for its code, in memory only. */
  private pendingCredentials: { email: string; password: string } | null = null;
  private readonly storage: KeyValueStorage;
  private readonly role: RoleMode;

  constructor(api: PlatformApi, storage: KeyValueStorage, role: RoleMode) {
    this.api = api;
    this.storage = storage;
    this.role = role;
    this.token = readToken(storage);
    this.externalToken = this.token !== null && storage.getItem(EXTERNAL_TOKEN_MARK_KEY) === '1';
    makeAutoObservable<SessionStore, 'api' | 'storage' | 'role' | 'pendingCredentials'>(
      this,
      { api: false, storage: false, role: false, pendingCredentials: false },
      { autoBind: true },
    );
  }

  get hasToken(): boolean {
    return this.token !== null;
  }

  /** Signed in with a loaded user (banners and menus need the user). */
  get isAuthorised(): boolean {
    return this.token !== null && this.user !== null;
  }

  get isExternal(): boolean {
    return this.externalToken || this.user?.external === true;
  }

  get hasSeveralOrganisations(): boolean {
    return this.organisations.length > 1;
  }

  get currentOrganisation(): UserOrganisation | undefined {
    return this.organisations.find((organisation) => organisation.is_current);
  }

  /** A platform operator (the server's platform_operators): the operator's desk is his. */
  get isOperator(): boolean {
    return this.user?.platform_operator === true;
  }

  /** Permissions are keys in available_permissions, checked by key (spec-2 §6). */
  hasPermission(key: string): boolean {
    return this.user?.available_permissions.some((permission) => permission.key === key) ?? false;
  }

  /**
   * The permission `action` needs and the member lacks, or null when he may: `action` is a call of the
   * server ("POST /v2/bgrequest/write/send", guarded for this cabinet by config/permissions.json, the
   * table the server checks) or a permission key. Before the user is loaded nothing is allowed.
   */
  missingPermission(action: string): PermissionEntry | null {
    const held = this.user?.available_permissions.map((permission) => permission.key) ?? [];
    return missingPermission(action, this.role, held);
  }

  /** Whether the member may do `action` (`missingPermission`): hide or disable what he may not. */
  can(action: string): boolean {
    return this.missingPermission(action) === null;
  }

  /** The tooltip of an action the member may not do: «Недостаточно прав: <name>», or undefined. */
  refusal(action: string): string | undefined {
    const missing = this.missingPermission(action);
    return missing ? permissionRefusal(missing.name) : undefined;
  }

  get displayName(): string {
    if (!this.user) return '';
    const { last_name, first_name, middle_name } = this.user;
    return [last_name, first_name, middle_name].filter(Boolean).join(' ');
  }

  /** Loads the user (and, for a normal session, the organisations) for the stored token. */
  async loadUser(): Promise<void> {
    if (!this.token) return;
    this.userLoading = true;
    try {
      // A sign link's token is no session: its holder is told about by the link itself.
      const user = this.externalToken ? await this.api.readExternalUser(this.token) : await this.api.readCurrentUser();
      const organisations = this.isExternal || user.external ? [] : await this.api.readUserOrganisations();
      runInAction(() => {
        this.user = user;
        this.organisations = organisations;
      });
    } catch {
      // A 401 has already ended the session through the error catalogue; other failures leave it as is.
    } finally {
      runInAction(() => {
        this.userLoading = false;
      });
    }
  }

  /**
   * E-mail and password login; resolves true when signed in. With two-factor on the server sends a code
   * instead: `twoFactor` tells where, and {@link confirmTwoFactor} finishes the sign-in.
   */
  async loginByCredentials(email: string, password: string): Promise<boolean> {
    const login = email.trim();
    this.twoFactor = null;
    this.pendingCredentials = null;
    return this.enter(async () => {
      const answer = await this.api.loginByCredentials(login, password, this.role);
      if ('token' in answer) return answer;
      this.pendingCredentials = { email: login, password };
      runInAction(() => {
        this.twoFactor = answer;
      });
      return null;
    });
  }

  /** The second step of a two-factor sign-in: the code that was sent. */
  async confirmTwoFactor(code: string): Promise<boolean> {
    const credentials = this.pendingCredentials;
    if (!credentials) return false;
    const signedIn = await this.enter(async () => {
      const answer = await this.api.loginByCredentials(credentials.email, credentials.password, this.role, code.trim());
      return 'token' in answer ? answer : null;
    });
    if (signedIn) this.cancelTwoFactor();
    return signedIn;
  }

  /** Back from the code to the e-mail and password. */
  cancelTwoFactor(): void {
    this.twoFactor = null;
    this.pendingCredentials = null;
  }

  /** Phone and SMS code login; resolves true when signed in. */
  async loginByPhone(phone: string, code: string, rememberme: boolean): Promise<boolean> {
    return this.enter(() => this.api.loginByPhone(phone, code, rememberme));
  }

  /**
   * Sign-in by a qualified electronic signature: `scope` is the sign-in challenge signed attached by
   * the chosen certificate. The call is silent; a refusal goes to `refused` for the sign-in tab to show.
   */
  async loginByEcp(scope: string, rememberme: boolean, refused: (error: unknown) => void = () => undefined): Promise<boolean> {
    return this.enter(() => this.api.loginByEcp(scope, rememberme, this.role), refused);
  }

  /** Switches to another organisation of the user; the server issues a new token. */
  async switchOrganisation(organisationUuid: string): Promise<boolean> {
    return this.enter(() => this.api.switchOrganisation(organisationUuid));
  }

  /** Ends the session on the server and here; the local token goes even if the call fails. */
  async logout(): Promise<void> {
    if (this.token) {
      this.pending = true;
      try {
        await this.api.logout();
      } catch {
        // The failure was shown; the session ends locally all the same.
      }
    }
    runInAction(() => {
      this.pending = false;
      this.dropToken();
    });
  }

  /** Stores the token an external link carried (spec-1 §2). */
  takeExternalToken(token: string): void {
    this.token = token;
    this.externalToken = true;
    this.user = null;
    this.organisations = [];
    writeToken(this.storage, token);
    this.storage.setItem(EXTERNAL_TOKEN_MARK_KEY, '1');
  }

  /** Forgets the token and everything known about the user. */
  dropToken(): void {
    this.token = null;
    this.user = null;
    this.organisations = [];
    this.externalToken = false;
    removeToken(this.storage);
    this.storage.removeItem(EXTERNAL_TOKEN_MARK_KEY);
  }

  /** Opens the session `call` answers; a call that answers null opened none (a two-factor code is due). */
  private async enter(call: () => Promise<Session | null>, failed: (error: unknown) => void = () => undefined): Promise<boolean> {
    this.pending = true;
    try {
      const session = await call();
      if (!session) return false;
      runInAction(() => {
        this.token = session.token;
        this.user = session.user;
        this.externalToken = false;
        writeToken(this.storage, session.token);
        this.storage.removeItem(EXTERNAL_TOKEN_MARK_KEY);
      });
      const organisations = await this.api.readUserOrganisations().catch(() => [] as UserOrganisation[]);
      runInAction(() => {
        this.organisations = organisations;
      });
      return true;
    } catch (error) {
      failed(error);
      return false;
    } finally {
      runInAction(() => {
        this.pending = false;
      });
    }
  }
}
