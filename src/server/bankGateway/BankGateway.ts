import type { FastifyBaseLogger } from 'fastify';
import { banksConfig } from '../../domain/banks';
import { ConfigError } from '../config/loadConfig';
import type { Db } from '../db/schema';
import type { BankAdapter } from './BankAdapter';
import { claimDueBankEvents, markBankEventDelivered, markBankEventFailed, postponeBankEvents } from './bankOutbox';
import { HttpWebhookAdapter, type WebhookTarget } from './HttpWebhookAdapter';

export interface BankGatewayOptions {
  /** Webhook targets of real banks by bank uuid. */
  webhooks?: Record<string, WebhookTarget>;
  /** How often the loop looks for due events. */
  intervalMs?: number;
  /** The first retry waits this long; each next one twice as long, up to maxRetryMs. */
  retryBaseMs?: number;
  maxRetryMs?: number;
  /** Events taken per pass. */
  batchSize?: number;
}

const defaults = { intervalMs: 2000, retryBaseMs: 5000, maxRetryMs: 3_600_000, batchSize: 50 } as const;

/** How long a taken event is reserved for its delivery before another pass may take it again. */
const leaseMs = 60_000;

/** The wait before the next try after `attempts` failed ones: exponential, capped. */
export function retryDelayMs(attempts: number, baseMs: number = defaults.retryBaseMs, maxMs: number = defaults.maxRetryMs): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Reads BANK_WEBHOOKS: a JSON object from a bank (its uuid or internal_name of config/banks.json) to
 * {url, secret[, timeoutMs]}; BANK_GATEWAY_INTERVAL_MS the loop's period. Throws ConfigError in Russian.
 */
export function bankGatewayOptionsFromEnv(env: NodeJS.ProcessEnv): BankGatewayOptions {
  const problems: string[] = [];
  const webhooks: Record<string, WebhookTarget> = {};
  const text = env['BANK_WEBHOOKS']?.trim();
  if (text) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      problems.push('Переменная окружения BANK_WEBHOOKS: должна быть объектом JSON {"<банк>": {"url": "...", "secret": "..."}}');
    }
    if (parsed !== undefined && (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))) problems.push('Переменная окружения BANK_WEBHOOKS: должна быть объектом JSON');
    for (const [name, value] of Object.entries((parsed as Record<string, unknown> | undefined) ?? {})) {
      const bank = banksConfig.banks.find((item) => item.uuid === name || item.internal_name === name);
      const target = value as Partial<WebhookTarget> | null;
      if (!bank) {
        problems.push(`Переменная окружения BANK_WEBHOOKS: банк «${name}» не найден в config/banks.json`);
        continue;
      }
      let urlOk = false;
      try {
        urlOk = typeof target?.url === 'string' && /^https?:$/.test(new URL(target.url).protocol);
      } catch {
        urlOk = false;
      }
      if (!urlOk) problems.push(`Переменная окружения BANK_WEBHOOKS: у банка «${name}» url должен быть адресом http(s)`);
      if (typeof target?.secret !== 'string' || target.secret.length < 16) problems.push(`Переменная окружения BANK_WEBHOOKS: у банка «${name}» secret должен быть строкой не короче 16 символов`);
      if (urlOk && typeof target?.secret === 'string') webhooks[bank.uuid] = { url: target.url as string, secret: target.secret, timeoutMs: typeof target.timeoutMs === 'number' ? target.timeoutMs : undefined };
    }
  }
  const interval = env['BANK_GATEWAY_INTERVAL_MS'];
  if (interval !== undefined && !/^\d{2,7}$/.test(interval)) problems.push('Переменная окружения BANK_GATEWAY_INTERVAL_MS: целое число миллисекунд от 10');
  if (problems.length > 0) throw new ConfigError(problems);
  return { webhooks, ...(interval ? { intervalMs: Number(interval) } : {}) };
}

/**
 * The bank gateway: delivers the outbox's events through each bank's adapter. A pass takes the due
 * events of banks that have an adapter, delivers them one bank after another in order, and marks each
 * delivered, or failed with its reason and a later next attempt (exponential backoff). Banks without
 * an adapter read their events through GET /bank-api/v1/outbox. The loop's timer is unref'd and
 * stopped with the app; a pass never overlaps the previous one.
 */
export class BankGateway {
  private readonly adapters = new Map<string, BankAdapter>();
  private readonly settings: Required<Omit<BankGatewayOptions, 'webhooks'>>;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    options: BankGatewayOptions = {},
  ) {
    this.settings = { ...defaults, ...Object.fromEntries(Object.entries(options).filter(([key, value]) => key !== 'webhooks' && value !== undefined)) };
    for (const [bankUuid, target] of Object.entries(options.webhooks ?? {})) this.adapters.set(bankUuid, new HttpWebhookAdapter(target));
  }

  /** Puts an adapter in front of a bank (the simulator's, a test's), replacing the configured one. */
  setAdapter(bankUuid: string, adapter: BankAdapter): void {
    this.adapters.set(bankUuid, adapter);
  }

  /** Banks whose events this gateway delivers. */
  get bankUuids(): string[] {
    return [...this.adapters.keys()];
  }

  /** Starts the loop (when some bank has an adapter). */
  start(): void {
    if (this.timer || this.stopped || this.adapters.size === 0) return;
    this.timer = setInterval(() => void this.deliverDue(), this.settings.intervalMs);
    this.timer.unref();
  }

  /** Stops the loop and waits for a pass under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** One pass; answers how many events were delivered. Also called directly (tests, a nudge after a send). */
  deliverDue(): Promise<number> {
    if (this.running) return this.running;
    this.running = this.pass()
      .catch((error: unknown) => {
        this.log.error({ err: error }, 'Шлюз банков: проход доставки не удался');
        return 0;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async pass(): Promise<number> {
    const due = await claimDueBankEvents(this.db, this.bankUuids, this.settings.batchSize, leaseMs);
    const byBank = new Map<string, typeof due>();
    for (const event of due) byBank.set(event.bank_uuid, [...(byBank.get(event.bank_uuid) ?? []), event]);
    let delivered = 0;
    // Banks in parallel, each bank's events in order: a slow bank does not hold up the others.
    await Promise.all(
      [...byBank].map(async ([bankUuid, events]) => {
        const adapter = this.adapters.get(bankUuid);
        for (const [index, event] of events.entries()) {
          if (!adapter) break;
          try {
            await adapter.deliver(event);
            await markBankEventDelivered(this.db, event.id);
            delivered += 1;
          } catch (error) {
            const reason = `${adapter.name}: ${error instanceof Error ? error.message : String(error)}`;
            this.log.warn({ bank: bankUuid, event: event.id, attempts: event.attempts + 1 }, `Шлюз банков: событие не доставлено (${reason})`);
            const delay = retryDelayMs(event.attempts + 1, this.settings.retryBaseMs, this.settings.maxRetryMs);
            // The bank's later events wait as well, so it never receives them out of order.
            await markBankEventFailed(this.db, event.id, reason, delay);
            await postponeBankEvents(this.db, events.slice(index + 1).map((later) => later.id), delay);
            break;
          }
        }
      }),
    );
    return delivered;
  }
}
