import { makeAutoObservable, runInAction } from 'mobx';
import type { AppSwitches, PlatformApi } from '../api';
import appConfig from '../../config/app.json';

/** The switches shipped in config/app.json, used until the server's answer arrives. */
function shippedSwitches(): AppSwitches {
  return {
    registration: appConfig.registration,
    phone_registration: appConfig.phone_registration,
    environment: appConfig.environment as AppSwitches['environment'],
    credentials_type: appConfig.credentials_type,
    default_avatar: appConfig.default_avatar,
    old_version_link: appConfig.old_version_link,
    allowed_email_domains: appConfig.allowed_email_domains,
    logger: appConfig.logger,
    mock_server: appConfig.mock_server,
  };
}

/** The app switches (spec-1 §1) as the server reports them through GET /v1/config/read/app. */
export class AppConfigStore {
  switches: AppSwitches = shippedSwitches();
  loaded = false;
  private readonly api: PlatformApi;

  constructor(api: PlatformApi) {
    this.api = api;
    makeAutoObservable<AppConfigStore, 'api'>(this, { api: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    try {
      const switches = await this.api.readAppConfig();
      runInAction(() => {
        this.switches = { ...this.switches, ...switches };
      });
    } catch {
      // The failure has been shown by the error catalogue; the shipped switches stay in force.
    } finally {
      runInAction(() => {
        this.loaded = true;
      });
    }
  }

  get registrationEnabled(): boolean {
    return this.switches.registration;
  }

  get phoneLoginEnabled(): boolean {
    return this.switches.phone_registration;
  }

  /** Whether the e-mail and password tab is offered (credentials type 'email'). */
  get credentialsLoginEnabled(): boolean {
    return this.switches.credentials_type === 'email';
  }

  get isProduction(): boolean {
    return this.switches.environment === 'prod';
  }

  /** Allowed e-mail domains for registration, lower-case; empty means any. */
  get allowedEmailDomains(): string[] {
    return this.switches.allowed_email_domains.map((domain) => domain.toLowerCase());
  }
}
