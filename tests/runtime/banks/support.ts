import type { RealtimeConnection, RealtimeEventName, RealtimeEvents, RealtimeState } from '../../../src/api/realtime';
import { createBanksApi, createHttp, createOffersApi, createSigningApi } from '../../../src/api';
import { BanksStore } from '../../../src/runtime/banks/BanksStore';
import { RootStore } from '../../../src/runtime/RootStore';
import { RouteTable } from '../../../src/runtime/routeTable';
import { ToastStore } from '../../../src/runtime/ToastStore';
import { MemoryStorage, ok, scriptedAdapter, type Route } from '../../api/support/scriptedAdapter';
import { ManualClock, MemoryClipboard, MemoryLogger, MemoryNavigation, userFixture } from '../support/harness';

/** The hub connection port driven by the test. */
export class FakeConnection implements RealtimeConnection {
  state: RealtimeState = 'Disconnected';
  starts = 0;
  stops = 0;
  private readonly handlers = new Map<string, (payload: never) => void>();
  private readonly reconnected: (() => void)[] = [];
  async start(): Promise<void> {
    this.starts += 1;
    this.state = 'Connected';
  }
  async stop(): Promise<void> {
    this.stops += 1;
    this.state = 'Disconnected';
  }
  on<K extends RealtimeEventName>(event: K, handler: (payload: RealtimeEvents[K]) => void): void {
    this.handlers.set(event, handler as (payload: never) => void);
  }
  onReconnecting(): void {}
  onReconnected(handler: () => void): void {
    this.reconnected.push(handler);
  }
  onClose(): void {}
  emit<K extends RealtimeEventName>(event: K, payload: RealtimeEvents[K]): void {
    (this.handlers.get(event) as ((payload: RealtimeEvents[K]) => void) | undefined)?.(payload);
  }
  regain(): void {
    for (const handler of this.reconnected) handler();
  }
}

export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A signed-in root store whose hub is the fake connection. */
export function makeLiveRoot(routes: Record<string, Route> = {}, options: { at?: string; user?: Record<string, unknown> } = {}) {
  const storage = new MemoryStorage();
  storage.setItem('bg_token', 'token');
  const clock = new ManualClock();
  const at = new URL(options.at ?? '/agent/requests/all', 'http://localhost');
  const navigation = new MemoryNavigation(at.pathname, at.search);
  const clipboard = new MemoryClipboard();
  const logger = new MemoryLogger();
  const connection = new FakeConnection();
  const network = scriptedAdapter({
    'GET /v1/currentuser/read': ok(userFixture(options.user)),
    'GET /v1/currentuser/read/organizations': ok([]),
    'GET /v1/config/read/app': ok({}),
    ...routes,
  });
  const root = new RootStore({ role: 'agent', storage, clock, navigation, clipboard, logger, apiBase: '/', adapter: network.adapter, realtime: connection });
  return { root, connection, navigation, clipboard, logger, network, clock, storage };
}

export const REQUEST_UUID = '0d6f1a9e-6a55-4c1b-9d55-2f5b6c1d0a42';
/** A sub-request as GET /v1/bgrequest/read/{id}/subrequests lists it. */
export function subFixture(overrides: Record<string, unknown> = {}) {
  const uuid = (overrides.uuid as string | undefined) ?? 'a0000000-0000-4000-8000-000000000001';
  return {
    uuid,
    subrequestUuid: uuid,
    bank_uuid: 'b0000000-0000-4000-8000-000000000001',
    bank_name: 'Банк Первый',
    middle_name: 'Первый',
    bank_type: 'platform',
    cancel_reazon: null,
    consideration_scope: 'c0000000-0000-4000-8000-000000000001',
    externalId: null,
    hasActiveClaim: false,
    is_chat: false,
    is_need_confirm_data: false,
    is_need_sign_application: false,
    is_need_verification: false,
    is_selected: true,
    deny_revoke: false,
    date_to: null,
    status: 'Draft',
    status_name: 'Draft',
    status_label: 'Черновик',
    status_colour: 'grey',
    sub_status: 'prescored',
    sub_common_status: 'draft',
    subrequestInfo: null,
    additional_template: null,
    document_types: [],
    group: 'not-sent',
    sort_order: 150,
    progress_stage: null,
    draft_status: {
      status: 'DraftCanBeSent',
      key: 'DraftCanBeSent',
      label: 'Готово к отправке',
      colour: 'green',
      priority: 1,
      tooltip: null,
      missing: [],
      can_send: true,
    },
    prescoring: { passed: true, reasons: [], checked_at: '2026-11-22T09:00:00Z' },
    can_revoke: false,
    revoke_refusal: null,
    can_claim: false,
    can_discuss: false,
    sent_at: null,
    updated_at: '2026-11-22T09:00:00Z',
    offer: null,
    ...overrides,
  };
}

/** The sub-request list of request 42. */
export function listFixture(subrequests: unknown[], overrides: Record<string, unknown> = {}) {
  return {
    request_id: 42,
    request_uuid: REQUEST_UUID,
    readonly: false,
    combined_status: { status: 'Draft', label: 'Черновик', colour: 'grey', revocable: true, editable: true },
    should_run_prescoring: false,
    consent_given_at: null,
    signed_at: null,
    subrequests,
    ...overrides,
  };
}

/** A bank's current offer as the agent reads it. */
export function offerFixture(overrides: Record<string, unknown> = {}) {
  return {
    offerUuid: 'f0000000-0000-4000-8000-000000000001',
    subrequestUuid: 'a0000000-0000-4000-8000-000000000002',
    bank: { bank_uuid: 'b0000000-0000-4000-8000-000000000002', bank_name: 'Банк Второй', middle_name: 'Второй', full_name: 'АО «Банк Второй»' },
    version: 1,
    versions_count: 1,
    source: 'bank',
    commission: '15000.00',
    bank_commission: '12000.00',
    sum: '485000.00',
    duration: 120,
    date_from: '2026-12-01',
    date_to: '2027-03-31',
    is_current_date_invoice: false,
    selected: false,
    updated_at: '2026-11-22T09:30:00Z',
    sent_for_approval_at: null,
    accepted_at: null,
    sub_status: 'offer_wait_approve',
    status: 'Offer',
    status_name: 'Предложение',
    actions: { change_commission: true, show_current_date_invoice_flag: true, send_for_approval: true, accept: true, discuss: false },
    ...overrides,
  };
}

/** A banks store of request 42 over a scripted network. */
export function makeBanks(routes: Record<string, Route>) {
  const storage = new MemoryStorage();
  storage.setItem('bg_token', 'token');
  const network = scriptedAdapter(routes);
  const http = createHttp({ baseURL: '/', storage, adapter: network.adapter });
  const clock = new ManualClock();
  const navigation = new MemoryNavigation('/agent/request/42/preview');
  const clipboard = new MemoryClipboard();
  const logger = new MemoryLogger();
  const routesTable = new RouteTable('agent');
  const toasts = new ToastStore({ clock, navigation, clipboard, storage, routes: routesTable, logger });
  const store = new BanksStore(42, {
    banks: createBanksApi(http),
    offers: createOffersApi(http, 'agent'),
    signing: createSigningApi(http),
    toasts,
    clipboard,
    routes: routesTable,
    logger,
    viewer: 'agent',
  });
  return { store, network, toasts, clipboard, navigation, http, routes: routesTable, clock };
}
