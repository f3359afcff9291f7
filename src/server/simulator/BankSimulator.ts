import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { banksConfig, banksForEnvironment, findBankSettings } from '../../domain/banks';
import type { BankApiSubRequest, BankApiSubRequestList } from '../../domain/wire/bankApiWire';
import { issueBankApiKey, revokeBankApiKeys } from '../bankGateway/bankApiKeys';
import type { BankAdapter } from '../bankGateway/BankAdapter';
import { renderPdf } from '../printforms/renderPdf';
import { playOperator } from './playOperator';
import { chatScenario, operatorScenario, playWindowMs, scenariosByBank, type ChatScenario, type OperatorScenario, type Scenario, type ScenarioStep } from './scenarios';
import type { BankApiChatList } from '../../domain/wire/bankApiWire';
import type { OutboxItem } from '../bankGateway/bankOutbox';

export interface SimulatorOptions {
  /** Scenario timings are divided by this (SIMULATOR_SPEED): 10 plays a 30 s step in 3 s. */
  speed?: number;
  /** The scenario of each bank (the shipped config by default). */
  scenarios?: Map<string, Scenario>;
  /** The platform operator's step (the shipped config's `operator` by default); null: only a person verifies. */
  operator?: OperatorScenario | null;
  /** Only sub-requests changed within this many milliseconds are played (the shipped config's `play_window_hours` by default); null plays all. */
  playWindowMs?: number | null;
  /** How the banks play their chats (the shipped config's `chat` by default); null: silent. */
  chat?: ChatScenario | null;
}

/** Where the simulator gets the API from: the app itself, called in-process with each bank's own key. */
type Caller = Pick<FastifyInstance, 'inject'>;

const round2 = (value: number): number => Math.round(value * 100) / 100;
const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The guarantee sum the agent asked for, as the guarantee step saved it; a million when the step is empty. */
function requestedSum(sub: BankApiSubRequest): number {
  const step = sub.request.steps['guaranty-detail-info'] as { sum?: unknown } | undefined;
  const sum = Number(step?.sum);
  return Number.isFinite(sum) && sum > 0 ? sum : 1_000_000;
}

/** The term asked for in days: the step's daysCount, or its dates, or a year. */
function requestedDays(sub: BankApiSubRequest): { duration: number; dateFrom?: string; dateTo?: string } {
  const step = sub.request.steps['guaranty-detail-info'] as { daysCount?: unknown; dateFrom?: unknown; dateTo?: unknown } | undefined;
  const dateFrom = typeof step?.dateFrom === 'string' && /^\d{4}-\d{2}-\d{2}/.test(step.dateFrom) ? step.dateFrom.slice(0, 10) : undefined;
  const dateTo = typeof step?.dateTo === 'string' && /^\d{4}-\d{2}-\d{2}/.test(step.dateTo) ? step.dateTo.slice(0, 10) : undefined;
  const days = Number(step?.daysCount);
  if (Number.isInteger(days) && days > 0) return { duration: days, dateFrom, dateTo };
  if (dateFrom && dateTo && dateTo >= dateFrom) return { duration: Math.max(1, Math.round((Date.parse(dateTo) - Date.parse(dateFrom)) / 86_400_000)), dateFrom, dateTo };
  return { duration: 365 };
}

/** How many times an action already happened on the sub-request, for `max_times`. */
function timesDone(sub: BankApiSubRequest, step: ScenarioStep): number {
  if (step.action === 'offer') return sub.offers.filter((offer) => offer.source === 'bank').length;
  if (step.action === 'demand') return sub.demands.filter((demand) => demand.kind === 'bank').length;
  return 0;
}

/** The step a sub-request is waiting for in its status, or undefined when the bank has nothing to do there. */
export function nextStep(scenario: Scenario, sub: BankApiSubRequest): ScenarioStep | undefined {
  return scenario.steps.find((step) => step.status === sub.sub_status && (step.max_times === undefined || timesDone(sub, step) < step.max_times));
}

function multipart(fields: Record<string, string>, file: { name: string; bytes: Buffer; mime: string }) {
  const boundary = `----simulator${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''${encodeURIComponent(file.name)}\r\nContent-Type: ${file.mime}\r\n\r\n`), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A multipart body of text fields only. */
function multipartFields(fields: Record<string, string>) {
  const boundary = `----simulator${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return { payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A guarantee as a simulated bank issues it: a one-page PDF with the deal's facts. */
export function guaranteePdf(bankName: string, sub: BankApiSubRequest, sum: number, dateTo: string): Promise<Buffer> {
  const number = sub.external_id ?? `СИМ-${sub.request.number}-${sub.uuid.slice(0, 6).toUpperCase()}`;
  const money = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(sum);
  return renderPdf({
    info: { title: `Банковская гарантия № ${number}` },
    defaultStyle: { font: 'Roboto', fontSize: 11 },
    content: [
      { text: `Банковская гарантия № ${number}`, bold: true, fontSize: 16, margin: [0, 0, 0, 12] },
      { text: `Гарант: ${bankName}` },
      { text: `Принципал: ${sub.request.name}, ИНН ${sub.request.inn}` },
      { text: `Закупка: ${sub.request.tender_number ?? '—'}` },
      { text: `Сумма гарантии: ${money} руб.` },
      { text: `Действует по: ${dateTo}`, margin: [0, 0, 0, 12] },
      { text: 'Документ сформирован симулятором банка в демонстрационном режиме и не является банковской гарантией.', italics: true, color: '#888888' },
    ],
  });
}

/** A document a simulated bank sends for signing in its chat: a one-page PDF. */
export function chatDocumentPdf(bankName: string, sub: BankApiSubRequest, title: string): Promise<Buffer> {
  return renderPdf({
    info: { title },
    defaultStyle: { font: 'Roboto', fontSize: 11 },
    content: [
      { text: title, bold: true, fontSize: 16, margin: [0, 0, 0, 12] },
      { text: `Банк: ${bankName}` },
      { text: `Принципал: ${sub.request.name}, ИНН ${sub.request.inn}` },
      { text: `Заявка № ${sub.request.number}`, margin: [0, 0, 0, 12] },
      { text: 'Документ сформирован симулятором банка в демонстрационном режиме.', italics: true, color: '#888888' },
    ],
  });
}

/**
 * The loop's waits at a speed (real ms): `tickMs`, the shortest wait between passes, so a step falls due
 * within a tick of its time; `idleMs`, the longest wait when nothing is due. Outbox and hub events wake
 * the loop, so the idle pass only catches what they did not announce: at the real pace it asks the banks'
 * lists every 15 s instead of every second (22 calls a second of an idle demo server before), and never
 * less often than once a second when the scenarios run faster, so fast runs keep their pace.
 */
export function simulatorWaits(speed: number): { tickMs: number; idleMs: number } {
  const tickMs = Math.min(1000, Math.max(20, Math.round(1000 / speed)));
  const idleMs = Math.max(tickMs, Math.min(15_000, Math.max(1000, Math.round(15_000 / speed))));
  return { tickMs, idleMs };
}

/**
 * Plays the configured banks through the bank API (ARCHITECTURE "The bank side"): each bank gets its
 * own key at start (only the hash is stored; revoked at stop), reads its sub-requests with it and
 * acts by its scenario of config/bank-scenarios.json when a sub-request has stayed long enough in a
 * status. Timings are divided by `speed`, so a whole deal takes seconds in e2e. The gateway hands the
 * simulated banks their outbox events through {@link adapter}, which only wakes the simulator up.
 */
export class BankSimulator {
  private readonly speed: number;
  private readonly scenarios: Map<string, Scenario>;
  private readonly operator: OperatorScenario | null;
  private readonly playWindowMs: number | null;
  private readonly chat: ChatScenario | null;
  /** Platform messages waiting for the bank's answer, by sub-request: the latest message and when the answer is due. */
  private readonly pendingAnswers = new Map<string, { bankUuid: string; messageId: number; dueAt: number }>();
  /** Sub-requests whose document for signing was sent (or found sent) by this simulator. */
  private readonly documentsSent = new Set<string>();
  private readonly keys = new Map<string, { id: string; key: string }>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  /** The shortest wait between passes (real ms): a scenario step is never due sooner than this matters. */
  private tickMs = 1000;
  /** The longest wait when nothing is due: picks up changes neither the outbox nor the hub announced. */
  private idleMs = 1000;
  /** Stops listening to the hub. */
  private unlisten: (() => void) | null = null;
  /** The earliest moment a step seen in the last pass falls due (epoch ms); Infinity when none waits. */
  private nextDueAt = Number.POSITIVE_INFINITY;
  /** A nudge arrived while a pass was under way: what it announced may have been read before it happened. */
  private nudgedWhileRunning = false;
  /** The last pass asked for; the next one starts after it. */
  private serial: Promise<void> = Promise.resolve();
  private stopped = false;
  /**
   * Actions the bank API refused, by sub-request: the status and change time they were refused at. The
   * same action is not tried again until the sub-request changes; retried every tick, a refused offer
   * kept the server at half a core for nothing.
   */
  private readonly refused = new Map<string, string>();
  /** Counts of actions taken, for logs and tests. */
  readonly taken: { bankUuid: string; subrequestUuid: string; status: string; action: string }[] = [];

  constructor(
    private readonly app: Caller & Pick<FastifyInstance, 'database' | 'log' | 'hub' | 'config'>,
    options: SimulatorOptions = {},
  ) {
    this.speed = options.speed && options.speed > 0 ? options.speed : 1;
    this.scenarios = options.scenarios ?? scenariosByBank();
    this.operator = options.operator === undefined ? operatorScenario() : options.operator;
    this.playWindowMs = options.playWindowMs === undefined ? playWindowMs() : options.playWindowMs;
    this.chat = options.chat === undefined ? chatScenario() : options.chat;
  }

  /** The banks it plays. */
  get bankUuids(): string[] {
    return [...this.scenarios.keys()];
  }

  /** The adapter through which the gateway tells a simulated bank about an event. */
  readonly adapter: BankAdapter = {
    name: 'simulator',
    deliver: async (event) => {
      this.noteChatMessage(event);
      this.nudge();
    },
  };

  /** A message of the platform's side in a simulated bank's chat: the bank answers it after the scenario's delay. */
  private noteChatMessage(event: OutboxItem): void {
    if (!this.chat || event.event !== 'chat_message') return;
    const message = (event.payload as { message?: { id?: unknown; is_delete?: unknown; author?: { side?: unknown } } }).message;
    if (!message || typeof message.id !== 'number' || message.is_delete === true || message.author?.side === 'bank') return;
    this.pendingAnswers.set(event.subrequest_uuid, { bankUuid: event.bank_uuid, messageId: message.id, dueAt: Date.now() + (this.chat.answer.after_seconds * 1000) / this.speed });
  }

  /** Issues the banks' keys and starts the loop. */
  async start(): Promise<void> {
    for (const bankUuid of this.bankUuids) {
      const issued = await issueBankApiKey(this.app.database.db, bankUuid, 'Симулятор банка');
      this.keys.set(bankUuid, { id: issued.id, key: issued.key });
    }
    ({ tickMs: this.tickMs, idleMs: this.idleMs } = simulatorWaits(this.speed));
    // A status change of a simulated bank's sub-request (an offer accepted, a demand answered, a consent
    // given) wakes the loop at once, as a bank's long poll would; the idle wait is only a safety net.
    const simulated = new Set(this.bankUuids);
    this.unlisten = this.app.hub.onEvent((event) => {
      if (event.target !== 'RequestStatusChanged') return;
      const bankUuid = (event.payload as { bank_uuid?: unknown } | null)?.bank_uuid;
      if (typeof bankUuid !== 'string' || simulated.has(bankUuid)) this.nudge();
    });
    this.schedule(this.tickMs);
    this.app.log.info(`Симулятор банков запущен: банков — ${this.keys.size}, ускорение ×${this.speed}`);
  }

  /** Stops the loop, waits for the passes under way and revokes the keys. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unlisten?.();
    this.unlisten = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.serial;
    await revokeBankApiKeys(this.app.database.db, [...this.keys.values()].map((key) => key.id)).catch(() => undefined);
  }

  /** Runs a pass now unless one is under way; then waits until the next step falls due. */
  nudge(): void {
    if (this.stopped || this.keys.size === 0) return;
    if (this.running) {
      this.nudgedWhileRunning = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.nudgedWhileRunning = false;
    this.running = this.pass()
      .catch((error: unknown) => this.app.log.warn({ err: error }, 'Симулятор банков: проход не удался'))
      .finally(() => {
        this.running = null;
        this.schedule(this.nudgedWhileRunning ? this.tickMs : this.nextDueAt - Date.now());
      });
  }

  /**
   * The next pass in `delay` ms, kept between a tick and the idle wait. Passing every tick whatever
   * the state kept the server busy asking each bank's list many times a second with nothing to do;
   * the wait now follows the earliest due step, and outbox events wake the simulator at once.
   */
  private schedule(delay: number): void {
    if (this.stopped || this.timer) return;
    const wait = Math.min(this.idleMs, Math.max(this.tickMs, Number.isFinite(delay) ? delay : this.idleMs));
    this.timer = setTimeout(() => {
      this.timer = null;
      this.nudge();
    }, wait);
    this.timer.unref();
  }

  /** Notes a step that is not due yet, so the loop wakes when it is. */
  private dueAt(moment: number): void {
    if (moment < this.nextDueAt) this.nextDueAt = moment;
  }

  /**
   * One pass over every bank, then the operator's step; resolves when it is done (tests await it).
   * Passes run one after another: two at once would both read a sub-request before either acted and act
   * twice (a second offer would land as a revision).
   */
  pass(): Promise<void> {
    const run = this.serial.then(async () => {
      this.nextDueAt = Number.POSITIVE_INFINITY;
      await this.passBanks();
      if (!this.stopped) await this.passChatAnswers();
      if (!this.stopped) await this.passOperator();
    });
    this.serial = run.catch(() => undefined);
    return run;
  }

  /** The oldest change still played: a bank answers what came lately, not requests left weeks ago (seeded demo history). */
  private playedSince(): Date | null {
    return this.playWindowMs === null ? null : new Date(Date.now() - this.playWindowMs);
  }

  /**
   * The platform operator's verification, which no bank plays: without it a bank that wants the
   * operator's verification would wait forever in dev and demo.
   */
  private async passOperator(): Promise<void> {
    if (!this.operator) return;
    const side = { db: this.app.database.db, hub: this.app.hub, banks: banksForEnvironment(banksConfig.banks, this.app.config.app.environment) };
    const since = this.playedSince();
    const verdicts = await playOperator(side, this.operator, {
      speed: this.speed,
      now: Date.now(),
      ...(since ? { since } : {}),
      onWaiting: (dueAt) => this.dueAt(dueAt),
      onRefused: (requestId, error) => this.app.log.debug({ request: requestId, status: error.statusCode }, `Симулятор оператора: верификация не проведена (${error.message})`),
    });
    for (const verdict of verdicts) {
      for (const sub of verdict.subrequests) this.taken.push({ bankUuid: sub.bankUuid, subrequestUuid: sub.uuid, status: 'admin_verification', action: `operator_verification_${verdict.result}` });
    }
  }

  private async passBanks(): Promise<void> {
    for (const [bankUuid, scenario] of this.scenarios) {
      if (this.stopped) return;
      const key = this.keys.get(bankUuid)?.key;
      if (!key) continue;
      const signing = this.signingStatus(bankUuid);
      const statuses = [...new Set([...scenario.steps.map((step) => step.status), ...(signing ? [signing] : [])])];
      if (statuses.length === 0) continue;
      const since = this.playedSince();
      const window = since === null ? '' : `&updated_since=${encodeURIComponent(since.toISOString())}`;
      const list = await this.call<BankApiSubRequestList>(key, 'GET', `/bank-api/v1/subrequests?status=${statuses.join(',')}&limit=100${window}`);
      if (!list.ok) continue;
      for (const sub of list.data.items) {
        if (signing && sub.sub_status === signing) await this.sendDocumentForSigning(bankUuid, key, sub);
        const step = nextStep(scenario, sub);
        if (!step) continue;
        const due = Date.parse(sub.updated_at) + (step.after_seconds * 1000) / this.speed;
        if (Date.now() < due) {
          this.dueAt(due);
          continue;
        }
        const moment = `${sub.sub_status}|${sub.updated_at}`;
        if (this.refused.get(sub.uuid) === moment) continue;
        const outcome = await this.act(bankUuid, key, sub, step);
        if (outcome === 'done') {
          this.refused.delete(sub.uuid);
          // The move may open the scenario's next step at once.
          this.dueAt(Date.now());
        } else if (outcome === 'refused') {
          this.refused.set(sub.uuid, moment);
        }
        // A failure of the server (5xx: its database away a moment) is tried again on the next pass.
      }
    }
  }

  /** The status in which this bank sends a document for signing in its chat, or null (no sending_for_sign, or no such play). */
  private signingStatus(bankUuid: string): string | null {
    const play = this.chat?.document_for_signing;
    if (!play) return null;
    const bank = banksForEnvironment(banksConfig.banks, this.app.config.app.environment).find((item) => item.uuid === bankUuid);
    return bank?.chat.sending_for_sign ? play.status : null;
  }

  /** Answers the platform's messages whose answer is due, one answer per sub-request for the latest message. */
  private async passChatAnswers(): Promise<void> {
    if (!this.chat) return;
    for (const [subUuid, pending] of this.pendingAnswers) {
      if (Date.now() < pending.dueAt) {
        this.dueAt(pending.dueAt);
        continue;
      }
      this.pendingAnswers.delete(subUuid);
      const key = this.keys.get(pending.bankUuid)?.key;
      if (!key) continue;
      const body = multipartFields({ text: this.chat.answer.text, idempotency_key: `answer-${pending.messageId}` });
      const answer = await this.call(key, 'POST', `/bank-api/v1/subrequests/${subUuid}/chat`, body.payload, body.headers);
      if (answer.ok) this.taken.push({ bankUuid: pending.bankUuid, subrequestUuid: subUuid, status: 'chat', action: 'chat_answer' });
      else this.app.log.debug({ subrequest: subUuid, status: answer.status }, `Симулятор банков: ответ в чате не отправлен (${answer.message ?? ''})`);
    }
  }

  /**
   * A bank with sending_for_sign sends a document for signing in its chat once the sub-request has
   * stayed in the play's status long enough; once per sub-request (the chat is read first, so a
   * restart does not send it again).
   */
  private async sendDocumentForSigning(bankUuid: string, key: string, sub: BankApiSubRequest): Promise<void> {
    const play = this.chat?.document_for_signing;
    if (!play || this.documentsSent.has(sub.uuid)) return;
    const due = Date.parse(sub.updated_at) + (play.after_seconds * 1000) / this.speed;
    if (Date.now() < due) {
      this.dueAt(due);
      return;
    }
    const base = `/bank-api/v1/subrequests/${sub.uuid}/chat`;
    const chat = await this.call<BankApiChatList>(key, 'GET', base);
    if (!chat.ok) return;
    this.documentsSent.add(sub.uuid);
    if (chat.data.items.some((message) => message.author.side === 'bank' && message.wait_sign)) return;
    const bank = findBankSettings(banksConfig.banks, bankUuid, { error: () => undefined });
    const bytes = await chatDocumentPdf(bank.bank_name || 'Банк', sub, play.file_name.replace(/\.pdf$/i, ''));
    const body = multipart({ text: play.text, wait_sign: 'true', idempotency_key: `sign-${sub.uuid}` }, { name: play.file_name, bytes, mime: 'application/pdf' });
    const answer = await this.call(key, 'POST', base, body.payload, body.headers);
    if (answer.ok) this.taken.push({ bankUuid, subrequestUuid: sub.uuid, status: sub.sub_status, action: 'chat_document' });
    else this.app.log.debug({ subrequest: sub.uuid, status: answer.status }, `Симулятор банков: документ на подпись не отправлен (${answer.message ?? ''})`);
  }

  /** Plays a scenario step through the bank API: done, refused by the API (4xx), or failed on the server's side (5xx). */
  private async act(bankUuid: string, key: string, sub: BankApiSubRequest, step: ScenarioStep): Promise<'done' | 'refused' | 'failed'> {
    const base = `/bank-api/v1/subrequests/${sub.uuid}`;
    let answer: { ok: boolean; status: number; message?: string };
    switch (step.action) {
      case 'event':
        answer = await this.call(key, 'POST', `${base}/events`, { event: step.event, ...(step.comment ? { comment: step.comment } : {}), ...(step.cancel_reason ? { cancel_reason: step.cancel_reason } : {}) });
        break;
      case 'offer': {
        const sum = requestedSum(sub);
        const term = requestedDays(sub);
        answer = await this.call(key, 'POST', `${base}/offers`, {
          commission: round2((sum * (step.commission_percent ?? 2.5)) / 100),
          sum,
          duration: term.duration,
          ...(term.dateFrom && term.dateTo ? { date_from: term.dateFrom, date_to: term.dateTo } : {}),
        });
        break;
      }
      case 'demand':
        answer = await this.call(key, 'POST', `${base}/demands`, { text: step.text, required_documents: step.required_documents ?? [] });
        break;
      case 'document': {
        const offer = sub.offers.at(-1);
        const sum = offer?.sum ?? requestedSum(sub);
        const dateTo = offer?.date_to ?? isoDay(new Date(Date.now() + (offer?.duration ?? requestedDays(sub).duration) * 86_400_000));
        const bank = findBankSettings(banksConfig.banks, bankUuid, { error: () => undefined });
        const kind = step.kind ?? 'other';
        const bytes = await guaranteePdf(bank.bank_name || 'Банк', sub, sum, dateTo);
        const body = multipart({ kind, ...(kind === 'guarantee' ? { date_to: dateTo } : {}) }, { name: kind === 'guarantee' ? 'Банковская гарантия.pdf' : 'Документ банка.pdf', bytes, mime: 'application/pdf' });
        answer = await this.call(key, 'POST', `${base}/documents`, body.payload, body.headers);
        break;
      }
      case 'claim_answer': {
        const claim = [...sub.claims].reverse().find((item) => item.status === 'sent');
        if (!claim) return 'refused';
        const sum = Number(claim.changes['sum']) > 0 ? Number(claim.changes['sum']) : (sub.offers.at(-1)?.sum ?? requestedSum(sub));
        answer = await this.call(key, 'POST', `${base}/claims/${claim.uuid}/answer`, {
          decision: step.decision,
          text: step.text,
          ...(step.decision === 'approve' ? { commission: round2((sum * (step.commission_percent ?? 0.5)) / 100) } : {}),
        });
        break;
      }
    }
    if (answer.ok) {
      this.taken.push({ bankUuid, subrequestUuid: sub.uuid, status: sub.sub_status, action: step.action === 'event' ? (step.event ?? 'event') : step.action });
      return 'done';
    }
    if (answer.status >= 500) {
      this.app.log.warn({ subrequest: sub.uuid, status: answer.status, action: step.action }, `Симулятор банков: сервер не выполнил действие, повторим (${answer.message ?? ''})`);
      return 'failed';
    }
    if (answer.status === 409) {
      // The agent moved first: the next pass reads the new status.
      this.app.log.debug({ subrequest: sub.uuid, status: answer.status }, `Симулятор банков: действие не выполнено (${answer.message ?? ''})`);
    } else {
      // A refusal of the API is the simulator's own mistake: said once, not retried until the sub-request changes.
      this.app.log.warn({ subrequest: sub.uuid, status: answer.status, action: step.action }, `Симулятор банков: банковский API отказал (${answer.message ?? ''})`);
    }
    return 'refused';
  }

  private async call<T = unknown>(key: string, method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ ok: true; status: number; data: T } | { ok: false; status: number; message?: string }> {
    const response = await this.app.inject({ method, url, payload: body as string | Buffer | object | undefined, headers: { authorization: `Bearer ${key}`, ...headers } });
    const parsed = response.json<{ code: number; data?: T; message?: string }>();
    return response.statusCode === 200 ? { ok: true, status: 200, data: parsed.data as T } : { ok: false, status: response.statusCode, message: parsed.message };
  }
}
