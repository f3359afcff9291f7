import { makeAutoObservable, runInAction } from 'mobx';
import type { NotificationsApi } from '../../api/notifications';
import { rulesOffInApp } from '../../domain/notifications/notificationChannelsFor';
import type { NotificationChannel } from '../../domain/notifications/notificationKinds';
import type { NotificationSettingsWire } from '../../domain/wire/notificationsWire';
import { runtimeNotificationTexts } from './texts';

/** The key of one switch while it is being saved: `kind/channel`, or the global switch. */
export const globalSwitchKey = 'disabled_notifications';

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : runtimeNotificationTexts.saveFailed;
}

/**
 * The signed-in user's notification settings (/{role}/profile/manage-notification; docs/notifications.md):
 * read at sign-in, so the toast engine knows at once which kinds are off «В приложении» (`offInApp`) and
 * whether all are off; each switch is saved as it is turned, shown turned at once and turned back if the
 * server refuses.
 */
export class NotificationSettingsStore {
  settings: NotificationSettingsWire | null = null;
  loadState: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle';
  loadError: string | null = null;
  /** Switches on their way to the server. */
  saving: string[] = [];
  saveError: string | null = null;
  /** How many saves succeeded: the page says «Сохранено» after the first. */
  saved = 0;
  private readonly api: NotificationsApi;
  /** Loads started: the answer of an older one (a sign-out meanwhile) is dropped. */
  private generation = 0;

  constructor(api: NotificationsApi) {
    this.api = api;
    makeAutoObservable<NotificationSettingsStore, 'api' | 'generation'>(this, { api: false, generation: false }, { autoBind: true });
  }

  /** Reads the settings; `silent` (the read at sign-in) reports no failure: the toasts then follow the defaults. */
  async load(options: { silent?: boolean } = {}): Promise<void> {
    const generation = ++this.generation;
    this.loadState = 'loading';
    this.loadError = null;
    try {
      const settings = await this.api.read({ silent: options.silent === true });
      runInAction(() => {
        if (generation !== this.generation) return;
        this.settings = settings;
        this.loadState = 'loaded';
      });
    } catch (error) {
      runInAction(() => {
        if (generation !== this.generation) return;
        this.loadState = 'failed';
        this.loadError = messageOf(error);
      });
    }
  }

  /** Signed out: nothing of the previous user stays. */
  forget(): void {
    this.generation += 1;
    this.settings = null;
    this.loadState = 'idle';
    this.loadError = null;
    this.saveError = null;
    this.saving = [];
    this.saved = 0;
  }

  /** The global switch, or null before the settings are read (the user's own flag then holds). */
  get disabled(): boolean | null {
    return this.settings?.disabled_notifications ?? null;
  }

  /** The push rules whose kind is off «В приложении»: the toast engine silences them. */
  get offInApp(): ReadonlySet<string> {
    return this.settings ? rulesOffInApp(this.settings.settings) : new Set<string>();
  }

  isOn(kind: string, channel: NotificationChannel): boolean {
    return this.settings?.settings[kind]?.[channel] === true;
  }

  isSaving(key: string): boolean {
    return this.saving.includes(key);
  }

  /** Turns one kind's channel on or off. */
  async toggle(kind: string, channel: NotificationChannel, enabled: boolean): Promise<void> {
    const current = this.settings?.settings[kind];
    if (!this.settings || !current) return;
    const key = `${kind}/${channel}`;
    const before = current[channel];
    current[channel] = enabled;
    await this.save(key, { settings: [{ kind, channel, enabled }] }, () => {
      const shown = this.settings?.settings[kind];
      if (shown) shown[channel] = before;
    });
  }

  /** Turns every notification off (but the returned-to-draft toast) or back on. */
  async setDisabled(disabled: boolean): Promise<void> {
    if (!this.settings) return;
    const before = this.settings.disabled_notifications;
    this.settings.disabled_notifications = disabled;
    await this.save(globalSwitchKey, { disabled_notifications: disabled }, () => {
      if (this.settings) this.settings.disabled_notifications = before;
    });
  }

  private async save(key: string, body: Parameters<NotificationsApi['write']>[0], undo: () => void): Promise<void> {
    this.saving = [...this.saving, key];
    this.saveError = null;
    const generation = this.generation;
    try {
      const answer = await this.api.write(body, { silent: true });
      runInAction(() => {
        if (generation !== this.generation) return;
        // The answer is the whole state: another switch saved meanwhile keeps its shown value.
        const pending = this.saving.filter((other) => other !== key);
        if (this.settings && pending.length > 0) answer.settings = this.settings.settings;
        this.settings = answer;
        this.saved += 1;
      });
    } catch (error) {
      runInAction(() => {
        if (generation !== this.generation) return;
        undo();
        this.saveError = messageOf(error);
      });
    } finally {
      runInAction(() => {
        this.saving = this.saving.filter((other) => other !== key);
      });
    }
  }
}
