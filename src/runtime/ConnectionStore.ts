import { makeAutoObservable, runInAction } from 'mobx';
import type { Toast } from '../domain/toast';
import { errorCatalogue, RETRY_CONNECTION_ACTION, type ConnectionSettings } from './errorToastFor';
import type { Clock, Logger } from './ports';
import type { ToastStore } from './ToastStore';

export interface ConnectionPorts {
  clock: Clock;
  toasts: ToastStore;
  logger: Logger;
  /** A call that answers whenever the server is reachable (`GET /health/live`), told to nobody when it fails. */
  probe(): Promise<unknown>;
}

/**
 * Calls that got no answer at all (offline, the server unreachable): one toast that says the connection
 * is lost, kept until it is back; the server is tried again by itself on the catalogue's schedule (the
 * last pause repeats) and at once from the toast's «Повторить». When it answers, the toast gives way to
 * «Связь восстановлена» and the screens read again what they show (`onRestored`), since what failed
 * meanwhile was not retried call by call (a write must not be sent twice without the user).
 */
export class ConnectionStore {
  lost = false;
  checking = false;
  private attempt = 0;
  private timer: unknown = undefined;
  private readonly hooks = new Set<() => void>();
  private readonly ports: ConnectionPorts;
  private readonly settings: ConnectionSettings;

  constructor(ports: ConnectionPorts, settings: ConnectionSettings = errorCatalogue.connection) {
    this.ports = ports;
    this.settings = settings;
    makeAutoObservable<ConnectionStore, 'attempt' | 'timer' | 'hooks' | 'ports' | 'settings'>(
      this,
      { attempt: false, timer: false, hooks: false, ports: false, settings: false },
      { autoBind: true },
    );
    // «Повторить» keeps the toast when the server still does not answer.
    ports.toasts.registerAction(RETRY_CONNECTION_ACTION, async () => (await this.retryNow()) ? undefined : false);
  }

  /** A call got no answer: shows (or keeps) the one toast and starts trying again, unless already trying. */
  markLost(toast: Omit<Toast, 'id'> & { id?: string }): void {
    this.ports.toasts.show({ ...toast, id: this.settings.toastId });
    if (this.lost) return;
    this.lost = true;
    this.attempt = 0;
    this.schedule();
  }

  /** Runs after the connection came back: the screens read again what they show. Returns an unsubscribe. */
  onRestored(hook: () => void): () => void {
    this.hooks.add(hook);
    return () => this.hooks.delete(hook);
  }

  /** Tries the server now (the toast's «Повторить»); true when it answered. */
  async retryNow(): Promise<boolean> {
    this.clearTimer();
    return this.check();
  }

  private schedule(): void {
    this.clearTimer();
    const delays = this.settings.retryDelaysMs;
    const delay = delays[Math.min(this.attempt, delays.length - 1)] ?? 5000;
    this.timer = this.ports.clock.setTimeout(() => void this.check(), delay);
  }

  private async check(): Promise<boolean> {
    if (!this.lost) return true;
    if (this.checking) return false;
    this.checking = true;
    try {
      await this.ports.probe();
    } catch {
      runInAction(() => {
        this.checking = false;
        this.attempt += 1;
        this.schedule();
      });
      return false;
    }
    runInAction(() => {
      this.checking = false;
      this.restored();
    });
    return true;
  }

  private restored(): void {
    this.lost = false;
    this.clearTimer();
    const { toasts } = this.ports;
    toasts.dismiss(this.settings.toastId);
    toasts.show({
      id: `${this.settings.toastId}:restored`,
      mode: 'short',
      type: 'success',
      title: this.settings.restoredTitle,
      text: this.settings.restoredText,
      buttons: [],
      removeTime: this.settings.restoredRemoveTime,
    });
    for (const hook of [...this.hooks]) {
      try {
        hook();
      } catch (error) {
        this.ports.logger.error('Обновление экрана после восстановления связи завершилось ошибкой', error);
      }
    }
  }

  private clearTimer(): void {
    if (this.timer !== undefined) this.ports.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }
}
