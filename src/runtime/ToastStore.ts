import { makeAutoObservable } from 'mobx';
import type { KeyValueStorage } from '../api';
import type { Toast, ToastButton, ToastType } from '../domain/toast';
import toastsConfig from '../../config/toasts.json';
import { readActiveTab } from './activeTab';
import type { Clipboard, Clock, Logger, Navigation } from './ports';
import type { RouteTable } from './routeTable';

export interface ToastTypeLook {
  colour: string;
  background: string;
  accent: string;
}

export interface ToastSettings {
  types: Record<ToastType, ToastTypeLook>;
  /** More toasts than this show the 'Скрыть все' button (spec-2 §4.1). */
  hideAllThreshold: number;
  /** How many toasts are drawn at once; the rest wait behind «Ещё N» so the stack never covers the screen. */
  maxVisible: { desktop: number; phone: number };
  /** How long a copy button says 'Скопировано' (spec-2 §9). */
  copyConfirmationMs: number;
}

export interface ToastPorts {
  clock: Clock;
  navigation: Navigation;
  clipboard: Clipboard;
  storage: KeyValueStorage;
  routes: RouteTable;
  logger: Logger;
}

/**
 * A named toast action another store can contribute (e.g. saving the request to draft). It answers
 * false to keep its toast on screen (a retry that failed); otherwise the toast goes.
 */
export type ToastActionHandler = (toast: Toast) => void | false | Promise<void | false>;

/**
 * The toast stack (spec-2 §4.1): lifetimes from each toast's removeTime, 'Скрыть все' above the
 * threshold, the copy-link confirmation, and the named actions of toast buttons. Closing a toast
 * that came from a save or send goes to the request list on the stored active tab.
 */
export class ToastStore {
  toasts: Toast[] = [];
  /** Ids of toasts whose copy button currently says 'Скопировано'. */
  copied: string[] = [];
  private readonly timers = new Map<string, unknown>();
  private readonly copyTimers = new Map<string, unknown>();
  private readonly actions = new Map<string, ToastActionHandler>();
  private readonly ports: ToastPorts;
  readonly settings: ToastSettings;
  private sequence = 0;

  constructor(ports: ToastPorts, settings: ToastSettings = toastsConfig as ToastSettings) {
    this.ports = ports;
    this.settings = settings;
    makeAutoObservable<ToastStore, 'timers' | 'copyTimers' | 'actions' | 'ports' | 'sequence'>(
      this,
      { timers: false, copyTimers: false, actions: false, ports: false, settings: false, sequence: false },
      { autoBind: true },
    );
  }

  /** Shows a toast; one with the id of a shown toast replaces it and restarts its lifetime. */
  show(toast: Omit<Toast, 'id'> & { id?: string }): string {
    const id = toast.id ?? `toast-${this.ports.clock.now()}-${++this.sequence}`;
    const complete: Toast = { ...toast, id };
    this.clearTimer(id);
    const index = this.toasts.findIndex((shown) => shown.id === id);
    if (index >= 0) this.toasts[index] = complete;
    else this.toasts.push(complete);
    if (complete.removeTime !== undefined) {
      this.timers.set(id, this.ports.clock.setTimeout(() => this.remove(id), complete.removeTime));
    }
    return id;
  }

  /** The toasts drawn now: the newest ones up to the limit of the screen, unless all were asked for. */
  visible(phone: boolean, all = false): Toast[] {
    const limit = phone ? this.settings.maxVisible.phone : this.settings.maxVisible.desktop;
    return all ? this.toasts : this.toasts.slice(-limit);
  }

  get canHideAll(): boolean {
    return this.toasts.length > this.settings.hideAllThreshold;
  }

  look(type: ToastType): ToastTypeLook {
    return this.settings.types[type];
  }

  isCopied(id: string): boolean {
    return this.copied.includes(id);
  }

  /** The user closes a toast. One from a save or send leads to the request list. */
  close(id: string): void {
    const toast = this.toasts.find((shown) => shown.id === id);
    this.remove(id);
    if (toast && (toast.isSave || toast.isSend)) this.goToList();
  }

  /** Takes a toast away without following it (its situation is over: the connection is back, the code was right). */
  dismiss(id: string): void {
    this.remove(id);
  }

  /** Takes the red toasts away: what they said went wrong has just gone right (a code or password accepted). */
  dismissErrors(): void {
    for (const toast of this.toasts.filter((shown) => shown.type === 'error')) this.remove(toast.id);
  }

  /** 'Скрыть все': removes every toast, without following any of them. */
  hideAll(): void {
    for (const id of [...this.timers.keys()]) this.clearTimer(id);
    this.toasts = [];
  }

  /** Lets another store contribute a named action for toast buttons. */
  registerAction(name: string, handler: ToastActionHandler): () => void {
    this.actions.set(name, handler);
    return () => this.actions.delete(name);
  }

  /** Runs a button's named action. */
  async press(id: string, button: ToastButton): Promise<void> {
    const toast = this.toasts.find((shown) => shown.id === id);
    if (!toast) return;
    const { routes, navigation } = this.ports;
    switch (button.action) {
      case 'close':
        this.close(id);
        return;
      case 'copyLink':
        await this.copyLink(id);
        return;
      case 'goToList':
        this.remove(id);
        this.goToList();
        return;
      case 'openSidebar':
        this.remove(id);
        navigation.go(
          `${routes.path('Requests', { filter: readActiveTab(this.ports.storage) })}?selected=${toast.request_id ?? ''}`,
        );
        return;
      case 'goToStep':
        this.remove(id);
        if (toast.request_id !== undefined && toast.stepName) {
          navigation.go(routes.path('RequestFormStep', { id: String(toast.request_id), step: toast.stepName }));
        }
        return;
      default: {
        const handler = this.actions.get(button.action);
        if (!handler) {
          this.ports.logger.error(`Неизвестное действие тоста: ${button.action}`);
          this.remove(id);
          return;
        }
        if ((await handler(toast)) !== false) this.remove(id);
      }
    }
  }

  /** Copies the toast's link and says 'Скопировано' on its button for 2 s. */
  async copyLink(id: string): Promise<void> {
    const toast = this.toasts.find((shown) => shown.id === id);
    if (!toast?.copyLink) return;
    await this.ports.clipboard.writeText(toast.copyLink);
    this.markCopied(id);
  }

  private markCopied(id: string): void {
    const previous = this.copyTimers.get(id);
    if (previous !== undefined) this.ports.clock.clearTimeout(previous);
    if (!this.copied.includes(id)) this.copied.push(id);
    this.copyTimers.set(
      id,
      this.ports.clock.setTimeout(() => this.unmarkCopied(id), this.settings.copyConfirmationMs),
    );
  }

  private unmarkCopied(id: string): void {
    this.copyTimers.delete(id);
    this.copied = this.copied.filter((copiedId) => copiedId !== id);
  }

  private goToList(): void {
    this.ports.navigation.go(this.ports.routes.path('Requests', { filter: readActiveTab(this.ports.storage) }));
  }

  private remove(id: string): void {
    this.clearTimer(id);
    this.toasts = this.toasts.filter((shown) => shown.id !== id);
  }

  private clearTimer(id: string): void {
    const timer = this.timers.get(id);
    if (timer !== undefined) this.ports.clock.clearTimeout(timer);
    this.timers.delete(id);
  }
}
