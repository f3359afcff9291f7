import type { Clipboard, Clock, Logger, Navigation } from '../../../src/runtime/ports';
import { RootStore } from '../../../src/runtime/RootStore';
import { MemoryStorage, scriptedAdapter, type Route } from '../../api/support/scriptedAdapter';

/** A clock whose time moves only when the test says so. */
export class ManualClock implements Clock {
  private time = 1_700_000_000_000;
  private next = 1;
  private readonly timers = new Map<number, { at: number; callback: () => void }>();

  now(): number {
    return this.time;
  }

  setTimeout(callback: () => void, ms: number): unknown {
    const handle = this.next++;
    this.timers.set(handle, { at: this.time + ms, callback });
    return handle;
  }

  clearTimeout(handle: unknown): void {
    this.timers.delete(handle as number);
  }

  /** Moves time forward, firing due timers in order (including ones they schedule). */
  advance(ms: number): void {
    const until = this.time + ms;
    for (;;) {
      const due = [...this.timers.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.time = due[1].at;
      due[1].callback();
    }
    this.time = until;
  }

  get pending(): number {
    return this.timers.size;
  }
}

/** The router as the stores see it: a current address and a history of where they sent the user. */
export class MemoryNavigation implements Navigation {
  history: string[] = [];
  constructor(private pathname = '/', private search = '') {}
  current() {
    return { pathname: this.pathname, search: this.search };
  }
  go(to: string): void {
    this.history.push(to);
    const url = new URL(to, 'http://localhost');
    this.pathname = url.pathname;
    this.search = url.search;
  }
  get last(): string | undefined {
    return this.history.at(-1);
  }
}

export class MemoryClipboard implements Clipboard {
  text = '';
  async writeText(text: string): Promise<void> {
    this.text = text;
  }
}

export class MemoryLogger implements Logger {
  entries: string[] = [];
  error(message: string): void {
    this.entries.push(message);
  }
}

/** A RootStore wired to memory ports and a scripted network. */
export function makeRoot(routes: Record<string, Route> = {}, options: { at?: string; storage?: MemoryStorage } = {}) {
  const storage = options.storage ?? new MemoryStorage();
  const clock = new ManualClock();
  const at = new URL(options.at ?? '/', 'http://localhost');
  const navigation = new MemoryNavigation(at.pathname, at.search);
  const clipboard = new MemoryClipboard();
  const logger = new MemoryLogger();
  const network = scriptedAdapter(routes);
  const root = new RootStore({
    role: 'agent',
    storage,
    clock,
    navigation,
    clipboard,
    logger,
    apiBase: '/',
    adapter: network.adapter,
  });
  return { root, storage, clock, navigation, clipboard, logger, network };
}

/** A user as GET /v1/currentuser/read returns it. */
export function userFixture(overrides: Record<string, unknown> = {}) {
  return {
    id: 1,
    uuid: '4b0e7a4e-3f5c-4a53-9a56-6a1f0f1f5b11',
    last_name: 'Смирнова',
    first_name: 'Анна',
    middle_name: 'Сергеевна',
    login: 'anna@garant-broker.ru',
    post: 'Руководитель отдела',
    phone: '+79161234567',
    organization_uuid: '9d1c3f5e-1111-4a53-9a56-6a1f0f1f5b11',
    roles: ['agent'],
    // The agent's keys of config/permissions.json but revision_view: every guarded action is open.
    available_permissions: [
      { key: 'agent_view_edit_users', name: 'Управление сотрудниками' },
      { key: 'agent_create_request', name: 'Создание заявок' },
      { key: 'agent_view_all_requests', name: 'Просмотр всех заявок организации' },
      { key: 'agent_send_to_bank', name: 'Отправка заявок в банк' },
      { key: 'agent_accept_offer', name: 'Принятие предложений банков' },
    ],
    organization: { uuid: '9d1c3f5e-1111-4a53-9a56-6a1f0f1f5b11', name: 'ООО «Гарант-Брокер»', inn: '7707083893', kpp: '773601001', ogrn: '1027700132195', type: 'agent' },
    is_regulations_signed: true,
    need_sign_add_agreement: false,
    has_unsigned_docs: false,
    partners_docs: [],
    two_factor: false,
    external: false,
    disabled_notifications: false,
    nds: 'Без НДС',
    actor: 'agent',
    user_type: 'partner',
    ...overrides,
  };
}

/** A storage that already holds a session token, as after an earlier login. */
export function withToken(token: string): MemoryStorage {
  const storage = new MemoryStorage();
  storage.setItem('bg_token', token);
  return storage;
}
