import { makeAutoObservable } from 'mobx';
import type { NewChatMessageEvent, RequestStatusChangedEvent } from '../../api/realtime';
import type { Toast } from '../../domain/toast';
import type { UserType } from '../../domain/toastFor';
import { bankShortName } from '../../domain/bankShortName';
import { groupToasts } from '../../domain/groupToasts';
import { shippedStatusTable } from '../../domain/statusTable';
import { statusEngine, type StatusEngine } from '../../domain/statusEngine';
import type { Logger, Navigation } from '../ports';
import type { RealtimeStore } from '../RealtimeStore';
import type { ToastStore } from '../ToastStore';

/**
 * Something on screen that shows one request (the banks panel of the request page, its sidebar):
 * it tells the push store how to refresh itself when that request changes.
 */
export interface OpenRequestView {
  readonly requestId: number;
  /** 'reloadOpenRequestSidebar': every status change of this request, and every reconnect. */
  reload?(): void;
  /** 'refreshPrescoring': prescored, prescoring_failed, passport_check_failed. */
  refreshPrescoring?(): void;
  /** 'refreshOpenBankChat': a new chat message of this request (bank by its key, when known). */
  refreshChat?(fkoKey: string | null): void;
}

/** Who receives the pushes, read when an event arrives (the user may change organisation). */
export interface PushAudience {
  readonly userType: UserType;
  readonly disabledNotifications: boolean;
  /** Push rules whose kind the user switched off «В приложении» (docs/notifications.md). */
  readonly offInApp?: ReadonlySet<string>;
}

/** A reaction of config/toasts.json that some other part of the app performs (signing: fetchSigningLink, signInApp). */
export type PushReactionHandler = (event: RequestStatusChangedEvent) => void | Promise<void>;

export interface PushPorts {
  realtime: RealtimeStore;
  toasts: ToastStore;
  navigation: Navigation;
  logger: Logger;
  audience(): PushAudience | null;
  /**
   * The toast action that builds and copies the link of a copy button for this event (the consent link
   * for wait_confirm_data), or null when there is none: the button is then left out. The link is built
   * only when pressed, since a new consent link replaces the one the customer may already have.
   */
  linkActionFor?(event: RequestStatusChangedEvent): string | null;
}

/** The built-in reactions the open views perform. */
const viewReactions = new Set(['reloadOpenRequestSidebar', 'refreshPrescoring', 'refreshOpenBankChat']);

/** The request number whose sidebar the address names (`?selected=N`), or null. */
export function selectedRequestOf(search: string): number | null {
  const selected = new URLSearchParams(search).get('selected');
  return selected !== null && /^\d+$/.test(selected) ? Number(selected) : null;
}

/**
 * The reactions to hub events (spec-2 §4.2), table-driven by config/toasts.json through the status
 * engine: toasts with their type, text, lifetime and buttons, suppressed while notifications are off
 * (but not the returned-to-draft toast) or while the request's sidebar is open; the open views of the
 * request reload, refresh their pre-scoring or their chat; after a reconnect every open view reloads,
 * since events sent while away are not replayed.
 */
export class PushStore {
  /** Views currently on screen, by registration. */
  views: OpenRequestView[] = [];
  private readonly ports: PushPorts;
  private readonly engine: StatusEngine;
  private readonly handlers = new Map<string, PushReactionHandler>();
  private unsubscribe: (() => void)[] = [];
  /** The push toasts of each request inside its one summary toast on screen, oldest first. */
  private readonly groups = new Map<number, Toast[]>();

  constructor(ports: PushPorts, engine: StatusEngine = statusEngine) {
    this.ports = ports;
    this.engine = engine;
    makeAutoObservable<PushStore, 'ports' | 'engine' | 'handlers' | 'unsubscribe' | 'groups'>(
      this,
      { ports: false, engine: false, handlers: false, unsubscribe: false, views: false, groups: false },
      { autoBind: true },
    );
  }

  /** Listens to the hub (idempotent). */
  listen(): void {
    if (this.unsubscribe.length > 0) return;
    const { realtime } = this.ports;
    this.unsubscribe = [
      realtime.subscribe('RequestStatusChanged', this.statusChanged),
      realtime.subscribe('NewChatMessage', this.chatMessage),
      realtime.onReconnected(this.reconnected),
    ];
  }

  stopListening(): void {
    for (const off of this.unsubscribe) off();
    this.unsubscribe = [];
  }

  /** A view of a request came on screen; the returned function takes it off. */
  watch(view: OpenRequestView): () => void {
    this.views.push(view);
    return () => {
      this.views = this.views.filter((shown) => shown !== view);
    };
  }

  /** Another part of the app performs a named reaction (e.g. signing); returns an unregister. */
  registerReaction(name: string, handler: PushReactionHandler): () => void {
    this.handlers.set(name, handler);
    return () => this.handlers.delete(name);
  }

  /**
   * Whether the request's sidebar is open now (the address selects it). Only the sidebar silences the
   * request's toasts (spec-2 §4.2): on the request's own page the agent may be on another step, and the
   * toast is how an offer announces itself; the page's views reload either way.
   */
  isSidebarOpen(requestId: number): boolean {
    return selectedRequestOf(this.ports.navigation.current().search) === requestId;
  }

  private viewsOf(requestId: number): OpenRequestView[] {
    return this.views.filter((view) => view.requestId === requestId);
  }

  /** RequestStatusChanged: the toast of its rule, then its reactions and the reload of open views. */
  statusChanged(event: RequestStatusChangedEvent): void {
    const requestId = Number(event.requestId);
    if (!Number.isInteger(requestId)) return;
    const audience = this.ports.audience();
    if (audience) {
      const toast = this.engine.toastFor(event.status, {
        userType: audience.userType,
        disabled_notifications: audience.disabledNotifications,
        ...(audience.offInApp ? { offInApp: audience.offInApp } : {}),
        openSidebarRequestId: this.isSidebarOpen(requestId) ? requestId : null,
        requestNumber: requestId,
        // As the cards name it: «Сбербанк», not «ПАО Сбербанк».
        bankName: bankShortName(event.bank_uuid, event.bank_name ?? ''),
        ...(event.bank_uuid ? { bankUuid: event.bank_uuid } : {}),
      });
      if (toast) this.showToast(toast, event);
    }
    const reactions = this.engine.pushReactions({ target: 'RequestStatusChanged', status: event.status }, audience?.userType ?? 'agent');
    for (const reaction of reactions) this.perform(reaction, requestId, event);
  }

  /** NewChatMessage: the open chat of that request refreshes. */
  chatMessage(event: NewChatMessageEvent): void {
    const requestId = Number(event.requestId);
    if (!Number.isInteger(requestId)) return;
    for (const view of this.viewsOf(requestId)) this.safely(() => view.refreshChat?.(event.fkoKey));
  }

  /** After a reconnect: what is open is fetched again. */
  reconnected(): void {
    for (const view of [...this.views]) this.safely(() => view.reload?.());
  }

  private perform(reaction: string, requestId: number, event: RequestStatusChangedEvent): void {
    if (viewReactions.has(reaction)) {
      for (const view of this.viewsOf(requestId)) {
        if (reaction === 'reloadOpenRequestSidebar') this.safely(() => view.reload?.());
        else if (reaction === 'refreshPrescoring') this.safely(() => view.refreshPrescoring?.());
      }
      return;
    }
    // Reactions such as signing belong to the screens that do them; none registered, none done.
    const handler = this.handlers.get(reaction);
    if (handler) this.safely(() => void handler(event));
  }

  private showToast(toast: Toast, event: RequestStatusChangedEvent): void {
    const action = toast.buttons.some((button) => button.action === 'copyLink') ? (this.ports.linkActionFor?.(event) ?? null) : null;
    const buttons = toast.buttons.flatMap((button) =>
      button.action !== 'copyLink' ? [button] : action ? [{ ...button, action }] : [],
    );
    const shown = { ...toast, buttons };
    if (!shown.pushGroup || shown.request_id === undefined) {
      this.ports.toasts.show(shown);
      return;
    }
    // One toast a request: its news are summed up in it rather than stacked over the screen.
    const requestId = shown.request_id;
    const id = `push:request:${requestId}`;
    const onScreen = this.ports.toasts.toasts.some((current) => current.id === id);
    const earlier = onScreen ? (this.groups.get(requestId) ?? []) : [];
    // A bank's newer news replaces its older line: once its offer came, it no longer «ждёт согласия клиента».
    const sameBank = (other: Toast) => other.pushGroup?.bank === shown.pushGroup?.bank;
    const group = [...earlier.filter((other) => !sameBank(other)), shown];
    this.groups.set(requestId, group);
    const grouped = groupToasts(requestId, group as Parameters<typeof groupToasts>[1], shippedStatusTable.configs.toasts.grouping);
    this.ports.toasts.show({ ...grouped, id });
  }

  private safely(action: () => void): void {
    try {
      action();
    } catch (error) {
      this.ports.logger.error('Реакция на событие хаба завершилась ошибкой', error);
    }
  }
}
