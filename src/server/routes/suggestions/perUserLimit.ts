import { AppError } from '../../http/AppError';
import { errorCodes } from '../../http/errorCodes';
import { suggestionTexts } from '../../integrations/suggestions/texts';

/**
 * A generous per-user ceiling on suggestion calls, counted in this process: a widget debounced at
 * 200 ms sends at most 300 calls a minute, so only a runaway script meets it. It guards the DaData
 * quota and the CPU, not security, so it need not be shared between instances (each counts alone).
 */
export class PerUserLimit {
  private readonly windows = new Map<number, { startedAt: number; hits: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one call of the user; 429 with Retry-After when the minute's allowance is spent. */
  hit(userId: number): void {
    if (this.perMinute <= 0) return;
    const now = this.now();
    let window = this.windows.get(userId);
    if (!window || now - window.startedAt >= 60_000) {
      if (this.windows.size > 10_000) this.forgetEnded(now);
      window = { startedAt: now, hits: 0 };
      this.windows.set(userId, window);
    }
    window.hits += 1;
    if (window.hits > this.perMinute) {
      const seconds = Math.max(1, Math.ceil((window.startedAt + 60_000 - now) / 1000));
      throw new AppError(errorCodes.tooManyAttempts, suggestionTexts.tooManyRequests(seconds), { 'retry-after': String(seconds) });
    }
  }

  private forgetEnded(now: number): void {
    for (const [userId, window] of this.windows) if (now - window.startedAt >= 60_000) this.windows.delete(userId);
  }
}
