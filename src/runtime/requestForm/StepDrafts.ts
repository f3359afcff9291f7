import type { KeyValueStorage } from '../../api';

type Data = Record<string, unknown>;

/** Runs `flush` later, when the browser has a moment; the default waits for idle time, at most a second. */
export type DraftFlushScheduler = (flush: () => void) => void;

function whenIdle(flush: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(flush, { timeout: 1000 });
  else setTimeout(flush, 200);
}

/**
 * What the user typed on a request's steps and has not saved yet, kept in local storage so a reload or
 * a closed tab loses nothing. A step's draft goes once the step is saved.
 *
 * Writing the drafts means parsing and stringifying every step's data; done on each keystroke it cost
 * the questionnaire a few milliseconds of every key. Changes are therefore gathered and written once
 * the browser is idle, and at once when the page is hidden or left (a reload, a closed tab), so what
 * was typed is still never lost. Reads see the gathered changes too.
 */
export class StepDrafts {
  private readonly storage: KeyValueStorage;
  private readonly key: string;
  private readonly schedule: DraftFlushScheduler;
  /** Changes not written yet: a step's new data, or null for a step whose draft goes. */
  private pending = new Map<string, Data | null>();
  private scheduled = false;

  constructor(storage: KeyValueStorage, requestId: number, schedule: DraftFlushScheduler = whenIdle) {
    this.storage = storage;
    this.key = `request-form-draft:${requestId}`;
    this.schedule = schedule;
    if (typeof window !== 'undefined') {
      window.addEventListener('pagehide', () => this.flush());
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') this.flush();
      });
    }
  }

  private stored(): Record<string, Data> {
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(this.key) ?? '{}');
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, Data>) : {};
    } catch {
      return {};
    }
  }

  read(): Record<string, Data> {
    const drafts = this.stored();
    for (const [step, data] of this.pending) {
      if (data === null) delete drafts[step];
      else drafts[step] = data;
    }
    return drafts;
  }

  write(step: string, data: Data): void {
    this.pending.set(step, data);
    this.later();
  }

  clear(step: string): void {
    this.pending.set(step, null);
    this.later();
  }

  /** Writes the gathered changes now. */
  flush(): void {
    this.scheduled = false;
    if (this.pending.size === 0) return;
    const drafts = this.read();
    this.pending = new Map();
    if (Object.keys(drafts).length === 0) this.storage.removeItem(this.key);
    else this.storage.setItem(this.key, JSON.stringify(drafts));
  }

  private later(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    this.schedule(() => this.flush());
  }
}
