import { reaction } from 'mobx';
import { createBannersApi, createHttp, createNotificationsApi, createOffersApi, createPlatformApi, createRequestListApi, createSigningApi, readToken, type Http, type KeyValueStorage, type PlatformApi, type RoleMode } from '../api';
import { createRealtimeConnection, type RealtimeConnection } from '../api/realtime';
import { PushStore } from './banks/PushStore';
import { NotificationSettingsStore } from './notifications/NotificationSettingsStore';
import { pushAudienceOf } from './banks/pushAudience';
import { registerConsentLinkAction } from './banks/consentLinkFor';
import { pushLinkAction, registerSignLinkAction } from './signing/signLinkAction';
import { registerOfferSigning } from './signing/offerSigningReactions';
import { RealtimeStore } from './RealtimeStore';
import type { AxiosAdapterLike } from './transport';
import { ACCOUNT_TOAST_MS, AccountStore } from './AccountStore';
import { returnPath } from './loginRedirect';
import { fillText, runtimeTexts } from './texts';
import { AppConfigStore } from './AppConfigStore';
import { BannerStore } from './BannerStore';
import { CookieNoticeStore } from './CookieNoticeStore';
import { ConnectionStore } from './ConnectionStore';
import { FailureReporter } from './FailureReporter';
import { LoadingStore } from './LoadingStore';
import { LogStore } from './LogStore';
import { PhoneLoginStore } from './PhoneLoginStore';
import type { Clipboard, Clock, Logger, Navigation } from './ports';
import { RequestListFilters } from './RequestListFilters';
import { RequestListStore } from './requestList/RequestListStore';
import { RequestSearchStore } from './requestList/RequestSearchStore';
import { RouteStore } from './RouteStore';
import { RouteTable } from './routeTable';
import { SessionStore } from './SessionStore';
import { SidebarStore } from './sidebar/SidebarStore';
import { ToastStore } from './ToastStore';

export interface RootPorts {
  role: RoleMode;
  storage: KeyValueStorage;
  clock: Clock;
  navigation: Navigation;
  clipboard: Clipboard;
  logger: Logger;
  /** The API base address (config `api_base`). */
  apiBase: string;
  /** Replaces the network (tests); absent in the browser. */
  adapter?: AxiosAdapterLike;
  /** Replaces the hub connection (tests); without it the browser's SignalR client is built, unless the network is replaced. */
  realtime?: RealtimeConnection;
}

/**
 * All stores of the app, built from the ports once. Every failed call goes through the error
 * catalogue before the calling store sees it.
 */
export class RootStore {
  readonly ports: RootPorts;
  readonly http: Http;
  readonly api: PlatformApi;
  readonly routes: RouteTable;
  readonly route: RouteStore;
  readonly config: AppConfigStore;
  readonly session: SessionStore;
  readonly toasts: ToastStore;
  readonly banners: BannerStore;
  readonly loading: LoadingStore;
  readonly cookieNotice: CookieNoticeStore;
  readonly account: AccountStore;
  readonly phoneLogin: PhoneLoginStore;
  readonly failures: FailureReporter;
  /** Calls without any answer: the connection-lost toast and the retries until the server answers. */
  readonly connection: ConnectionStore;
  readonly requestFilters: RequestListFilters;
  /** The side panels and curtains, kept in the address (`selected`, `sidebartab`, `sidebarcurtain`). */
  readonly sidebar: SidebarStore;
  readonly requestList: RequestListStore;
  readonly requestSearch: RequestSearchStore;
  /** The live channel, connected while a user is signed in (null where tests replace the network without a hub). */
  readonly realtime: RealtimeStore | null;
  readonly push: PushStore | null;
  /** The browser's log behind the logger switch: what «Сообщить о проблеме» exports. */
  readonly log: LogStore;
  /** The user's notification settings: read at sign-in, they silence the kinds he turned off in the app. */
  readonly notificationSettings: NotificationSettingsStore;

  constructor(ports: RootPorts) {
    this.log = new LogStore({ clock: ports.clock, console: ports.logger, enabled: () => this.config?.switches.logger === true });
    // Every store that reports through the logger port also writes to the log while the switch is on.
    this.ports = { ...ports, logger: this.log.loggerFor('app') };
    this.http = createHttp({
      baseURL: ports.apiBase,
      storage: ports.storage,
      ...(ports.adapter ? { adapter: ports.adapter } : {}),
    });
    this.api = createPlatformApi(this.http);
    this.routes = new RouteTable(ports.role);
    this.route = new RouteStore(this.routes);
    this.config = new AppConfigStore(this.api);
    this.session = new SessionStore(this.api, ports.storage, ports.role);
    this.toasts = new ToastStore({
      clock: ports.clock,
      navigation: ports.navigation,
      clipboard: ports.clipboard,
      storage: ports.storage,
      routes: this.routes,
      logger: this.ports.logger,
    });
    this.banners = new BannerStore(this.session, ports.storage, ports.role, { api: createBannersApi(this.http), clock: ports.clock });
    this.loading = new LoadingStore(ports.clock);
    this.cookieNotice = new CookieNoticeStore(ports.storage, () => this.route.allowsCookieNotice);
    this.account = new AccountStore(this.api, () => this.config.allowedEmailDomains, {
      toasts: this.toasts,
      navigation: ports.navigation,
      routes: this.routes,
      signIn: (login, password) => this.loginByCredentials(login, password),
    });
    this.phoneLogin = new PhoneLoginStore(this.api, this.session, ports.clock);
    this.connection = new ConnectionStore({
      clock: ports.clock,
      toasts: this.toasts,
      logger: this.ports.logger,
      probe: () => this.api.probe(),
    });
    this.failures = new FailureReporter({
      connection: this.connection,
      toasts: this.toasts,
      session: this.session,
      route: this.route,
      navigation: ports.navigation,
      // The console only: every failed call reaches the log through observeFailures below.
      logger: ports.logger,
    });
    this.requestFilters = new RequestListFilters({ navigation: ports.navigation, storage: ports.storage, routes: this.routes });
    this.sidebar = new SidebarStore({ navigation: ports.navigation, storage: ports.storage, logger: this.ports.logger });
    this.http.onFailure((failure) => this.failures.report(failure));
    this.http.observeFailures((failure) => this.log.recordFailure(failure));
    this.notificationSettings = new NotificationSettingsStore(createNotificationsApi(this.http));
    const connection =
      ports.realtime ?? (ports.adapter ? null : createRealtimeConnection({ baseURL: ports.apiBase, token: () => readToken(ports.storage) }));
    this.realtime = connection ? new RealtimeStore(connection, { clock: ports.clock, logger: this.log.loggerFor('hub') }) : null;
    this.push = this.realtime
      ? new PushStore({
          realtime: this.realtime,
          toasts: this.toasts,
          navigation: ports.navigation,
          logger: this.ports.logger,
          audience: () => pushAudienceOf(this.session.user, this.notificationSettings),
          linkActionFor: pushLinkAction,
        })
      : null;
    this.push?.listen();
    if (this.realtime) {
      const realtime = this.realtime;
      reaction(() => realtime.state, (state) => this.log.recordHubState(state));
    }
    const requestListApi = createRequestListApi(this.http);
    this.requestList = new RequestListStore({
      api: requestListApi,
      filters: this.requestFilters,
      navigation: ports.navigation,
      clock: ports.clock,
      realtime: this.realtime,
    });
    this.requestSearch = new RequestSearchStore({ api: requestListApi, clock: ports.clock });
    // The panel of a row draws at once from what the row already shows, then reads the request.
    this.sidebar.addPreviewSource((id) => this.requestList.rows.find((row) => row.id === id));
    registerConsentLinkAction(this.http, this.toasts, ports.clipboard);
    registerSignLinkAction(this.http, this.toasts, ports.clipboard);
    if (this.push) {
      const push = this.push;
      registerOfferSigning({
        signing: createSigningApi(this.http),
        // The reactions answer a push to the signed-in user: read his offers by the path of his actor.
        offers: { readOffers: (id, options) => createOffersApi(this.http, this.session.user?.actor === 'client' || ports.role === 'client' ? 'client' : 'agent').readOffers(id, options) },
        toasts: this.toasts,
        clipboard: ports.clipboard,
        registerReaction: (name, handler) => push.registerReaction(name, handler),
        openSidebar: (view, params) => this.sidebar.open(view, params),
      });
    }
    // Back online: what failed while away is read again, as after a reconnect of the live channel.
    this.connection.onRestored(() => {
      this.push?.reconnected();
      if (this.requestList.error !== null) {
        void this.requestList.load();
        void this.requestList.loadCounts();
      }
      if (this.session.hasToken && !this.session.user) void this.session.loadUser();
    });
    // Another session (an organisation switch, a sign-out, another user) sees other requests: nothing
    // read for the previous one stays on screen, and «Вернуть» does not reopen its panel.
    reaction(
      () => this.session.token,
      () => {
        this.requestList.forget();
        this.sidebar.forgetLastHistory();
      },
    );
    // The settings are the user's own: read when a user has loaded, forgotten when none is signed in.
    reaction(
      // An external user (a signing link's) has no cabinet and no settings.
      () => (this.session.isExternal ? null : (this.session.user?.id ?? null)),
      (userId) => {
        if (userId === null) this.notificationSettings.forget();
        else void this.notificationSettings.load({ silent: true });
      },
      { fireImmediately: true },
    );
    // A navigation reads the server's banner plates again when the last read is old enough.
    reaction(
      () => this.route.name,
      () => void this.banners.refresh(),
    );
    // The hub speaks only to a signed-in user: connect on sign-in, disconnect on sign-out.
    reaction(
      () => this.session.isAuthorised,
      (signedIn) => {
        if (signedIn) this.realtime?.start();
        else void this.realtime?.stop();
      },
      { fireImmediately: true },
    );
  }

  /** Loads the initial data: the app switches and, with a stored token, the user. */
  async start(): Promise<void> {
    await Promise.all([this.config.load(), this.session.loadUser()]);
    this.loading.finishInitial();
  }

  /** After a login: back to the address the user was sent from, or to the request list. */
  returnAfterLogin(): void {
    const { search } = this.ports.navigation.current();
    this.ports.navigation.go(returnPath(search, this.homePath), { replace: true });
  }

  /** A sign-in succeeded: the red toasts of the failed tries go, and the user goes where he was going. */
  private signedIn(): void {
    this.toasts.dismissErrors();
    this.returnAfterLogin();
  }

  async loginByCredentials(email: string, password: string): Promise<boolean> {
    const signedIn = await this.session.loginByCredentials(email, password);
    if (signedIn) this.signedIn();
    return signedIn;
  }

  /** The code of a two-factor sign-in (the e-mail and password were right). */
  async confirmTwoFactor(code: string): Promise<boolean> {
    const signedIn = await this.session.confirmTwoFactor(code);
    if (signedIn) this.signedIn();
    return signedIn;
  }

  async loginByPhone(code: string, rememberme: boolean): Promise<boolean> {
    const signedIn = await this.phoneLogin.login(code, rememberme);
    if (signedIn) this.signedIn();
    return signedIn;
  }

  /** Signs in by a signed challenge (the «Электронная подпись» tab); a refusal goes to `refused`. */
  async loginByEcp(scope: string, rememberme: boolean, refused?: (error: unknown) => void): Promise<boolean> {
    const signedIn = await this.session.loginByEcp(scope, rememberme, refused);
    if (signedIn) this.signedIn();
    return signedIn;
  }

  /** Changes the organisation the user works for and starts again from the request list. */
  async switchOrganisation(organisationUuid: string): Promise<boolean> {
    const switched = await this.session.switchOrganisation(organisationUuid);
    if (switched) {
      const name = this.session.currentOrganisation?.name ?? this.session.user?.organization?.name ?? '';
      this.toasts.show({
        mode: 'short',
        type: 'success',
        title: runtimeTexts.organisationSwitched.title,
        text: fillText(runtimeTexts.organisationSwitched.text, { name }),
        buttons: [],
        removeTime: ACCOUNT_TOAST_MS,
      });
      this.ports.navigation.go(this.homePath);
    }
    return switched;
  }

  /** Ends the session and goes to login. */
  async logout(): Promise<void> {
    await this.session.logout();
    this.ports.navigation.go(this.loginPath, { replace: true });
  }

  /** Where a signed-in user lands when no return address is given. */
  get homePath(): string {
    return this.routes.path(this.routes.config.homeRoute);
  }

  get loginPath(): string {
    return this.routes.path(this.routes.config.loginRoute);
  }
}
