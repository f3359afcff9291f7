import type { RequestPeriod } from '../RequestListFilters';

/** Moscow keeps UTC+3 all year (no daylight saving since 2014). */
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

function moscowDay(at: number): string {
  return new Date(at + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The days a period filter covers, in Moscow time whatever the browser's zone (the server counts
 * days the same way): today, yesterday, or the week of the last seven days up to today.
 */
export function periodRange(period: RequestPeriod, now: number): { date_from: string; date_to: string } {
  switch (period) {
    case 'today':
      return { date_from: moscowDay(now), date_to: moscowDay(now) };
    case 'yesterday':
      return { date_from: moscowDay(now - DAY_MS), date_to: moscowDay(now - DAY_MS) };
    case 'week':
      return { date_from: moscowDay(now - 6 * DAY_MS), date_to: moscowDay(now) };
  }
}
