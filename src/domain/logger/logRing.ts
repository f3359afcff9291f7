import constants from '../../../config/constants.json';

/** How many entries the browser's log keeps (spec-2 §9: at most 250). */
export const LOG_CAPACITY: number = constants.logger.maxEntries;

export type LogLevel = 'error' | 'warning' | 'info';

/** Where an entry comes from: a failed call, the notification hub, a caught error, a rule of the app. */
export type LogSource = 'call' | 'hub' | 'error' | 'app';

export interface LogEntry {
  /** Milliseconds since the epoch. */
  readonly at: number;
  readonly level: LogLevel;
  readonly source: LogSource;
  readonly message: string;
  /** The context as text (an error's name and message, a call's status and code); empty when none. */
  readonly details: string;
}

/**
 * The ring after one more entry: the newest last, the oldest dropped once `capacity` is reached.
 * The given ring is not changed.
 */
export function appendToRing<T>(ring: readonly T[], entry: T, capacity: number = LOG_CAPACITY): T[] {
  if (capacity <= 0) return [];
  const kept = ring.length >= capacity ? ring.slice(ring.length - capacity + 1) : [...ring];
  kept.push(entry);
  return kept;
}

const DETAILS_MAX = 2000;

/**
 * Any logged context as one line of text: an Error as «Name: message», a string as it is, anything
 * else as JSON (cycles cut); at most 2000 characters, so one entry never swells the report.
 */
export function detailsText(details: unknown): string {
  let text: string;
  if (details === undefined || details === null || details === '') text = '';
  else if (details instanceof Error) text = `${details.name}: ${details.message}`;
  else if (typeof details === 'string') text = details;
  else {
    const seen = new WeakSet<object>();
    try {
      text = JSON.stringify(details, (_key, value: unknown) => {
        if (value instanceof Error) return `${value.name}: ${value.message}`;
        if (typeof value === 'object' && value !== null) {
          if (seen.has(value)) return '[цикл]';
          seen.add(value);
        }
        return value;
      });
    } catch {
      text = String(details);
    }
  }
  return text.length > DETAILS_MAX ? `${text.slice(0, DETAILS_MAX)}…` : text;
}
