import { makeAutoObservable } from 'mobx';
import type { ApiFailure } from '../api';
import { logCsv } from '../domain/logger/logCsv';
import { appendToRing, detailsText, LOG_CAPACITY, type LogEntry, type LogLevel, type LogSource } from '../domain/logger/logRing';
import type { RealtimeState } from '../api/realtime';
import type { Clock, Logger } from './ports';
import { runtimeTexts } from './texts';

export interface LogPorts {
  clock: Clock;
  /** Where diagnostics went before (the console): every message still goes there. */
  console: Logger;
  /** The logger switch (spec-1 §1, config `logger`): the ring records only while it is on. */
  enabled: () => boolean;
  capacity?: number;
}

/** How a moment reads in the exported log: the browser's local date and time to the second. */
export function logTime(at: number): string {
  const moment = new Date(at);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(moment.getDate())}.${pad(moment.getMonth() + 1)}.${moment.getFullYear()} ${pad(moment.getHours())}:${pad(moment.getMinutes())}:${pad(moment.getSeconds())}.${pad(moment.getMilliseconds(), 3)}`;
}

/**
 * The app's log in the browser (spec-2 §9 «Logger: at most 250 entries, exportable as CSV»): with the
 * logger switch on it keeps the last 250 entries — failed calls, the notification hub's states,
 * caught errors and what the app itself reports through its logger port ('requestRoot не загружен',
 * 'Не найдены настройки для банка') — and gives them as CSV for «Сообщить о проблеме». Off, it
 * records nothing; the console gets every message either way.
 */
export class LogStore {
  entries: LogEntry[] = [];
  /** The «Сообщить о проблеме» dialog is open (the user menu and the footer open it). */
  reportOpen = false;
  private readonly ports: LogPorts;

  constructor(ports: LogPorts) {
    this.ports = ports;
    makeAutoObservable<LogStore, 'ports'>(this, { ports: false }, { autoBind: true });
  }

  get enabled(): boolean {
    return this.ports.enabled();
  }

  /** Adds an entry to the ring while the switch is on. */
  record(level: LogLevel, source: LogSource, message: string, details?: unknown): void {
    if (!this.enabled) return;
    const entry: LogEntry = { at: this.ports.clock.now(), level, source, message, details: detailsText(details) };
    this.entries = appendToRing(this.entries, entry, this.ports.capacity ?? LOG_CAPACITY);
  }

  /** The logger port for the stores: the console as before, and the ring under this source. */
  loggerFor(source: LogSource): Logger {
    return {
      error: (message, details) => {
        this.ports.console.error(message, details);
        this.record('error', source, message, details);
      },
    };
  }

  /** A failed call (every one, silent ones too): a refusal (4xx) as a warning, the rest as errors. */
  recordFailure(failure: ApiFailure): void {
    const refused = failure.status !== undefined && failure.status >= 400 && failure.status < 500;
    const details = { status: failure.status ?? null, code: failure.code ?? null, source: failure.source, message: failure.serverMessage ?? null };
    this.record(refused ? 'warning' : 'error', 'call', runtimeTexts.log.failedCall(failure.call ?? ''), details);
  }

  /** A state of the notification hub; a lost connection is a warning. */
  recordHubState(state: RealtimeState): void {
    this.record(state === 'Reconnecting' ? 'warning' : 'info', 'hub', runtimeTexts.log.hubState(runtimeTexts.log.hubStates[state]));
  }

  /** An error nobody caught (window error, unhandled rejection, a render that threw). */
  recordUncaught(error: unknown): void {
    this.record('error', 'error', error instanceof Error ? error.message || error.name : runtimeTexts.log.uncaught, error);
  }

  clear(): void {
    this.entries = [];
  }

  openReport(): void {
    this.reportOpen = true;
  }

  closeReport(): void {
    this.reportOpen = false;
  }

  /** The newest entries first, for the dialog's table. */
  get newestFirst(): LogEntry[] {
    return [...this.entries].reverse();
  }

  /** The ring as CSV, oldest first. */
  csv(): string {
    return logCsv(this.entries, logTime);
  }

  /** The file name of the export: «журнал-2026-11-28-0315.csv». */
  fileName(): string {
    const moment = new Date(this.ports.clock.now());
    const pad = (n: number) => String(n).padStart(2, '0');
    return runtimeTexts.log.fileName(`${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}-${pad(moment.getHours())}${pad(moment.getMinutes())}`);
  }
}
