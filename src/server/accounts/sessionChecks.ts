import type { Executor } from '../db/schema';
import { findActiveSessions, isSessionId, type AuthContext } from './sessions';

interface Waiter {
  resolve(session: AuthContext | null): void;
  reject(error: unknown): void;
}

/**
 * The session checks of concurrent calls, asked of the database together. Every signed-in call reads its
 * session row (revocation takes effect at once), and under load that one key lookup per call was the
 * server's largest cost: a round trip with its socket writes on both sides for each call. Calls that
 * arrive while a check is on its way wait for it to return and then go together in the next one
 * (`findActiveSessions`, one statement for any number of ids); a call that finds no check on its way is
 * asked at the end of the current turn of the event loop, with whatever arrived in that turn.
 *
 * A check is never shared with a call that arrived after it was sent: each call's answer comes from a
 * statement that began after the call arrived, so it sees every logout and revocation committed before
 * then, exactly as a statement of its own would.
 */
export class SessionChecks {
  private waiting = new Map<string, Waiter[]>();
  private asking = false;
  private scheduled = false;
  /** Statements sent and the checks they answered, for tests and logs. */
  readonly stats = { statements: 0, checks: 0 };

  constructor(
    private readonly db: Executor,
    private readonly find: (db: Executor, sessionIds: readonly string[]) => Promise<Map<string, AuthContext>> = findActiveSessions,
  ) {}

  /** The live session behind `sessionId`, or null for an unknown, revoked or expired one. */
  check(sessionId: string): Promise<AuthContext | null> {
    if (!isSessionId(sessionId)) return Promise.resolve(null);
    const id = sessionId.toLowerCase();
    return new Promise((resolve, reject) => {
      const waiters = this.waiting.get(id);
      if (waiters) waiters.push({ resolve, reject });
      else this.waiting.set(id, [{ resolve, reject }]);
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.asking || this.scheduled) return;
    this.scheduled = true;
    // setImmediate, not a microtask: the calls whose bytes came in the same turn of the loop join in.
    setImmediate(() => {
      this.scheduled = false;
      void this.ask();
    });
  }

  private async ask(): Promise<void> {
    if (this.asking || this.waiting.size === 0) return;
    const batch = this.waiting;
    this.waiting = new Map();
    this.asking = true;
    this.stats.statements += 1;
    try {
      const found = await this.find(this.db, [...batch.keys()]);
      for (const [id, waiters] of batch) {
        this.stats.checks += waiters.length;
        const session = found.get(id) ?? null;
        for (const waiter of waiters) waiter.resolve(session);
      }
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    } finally {
      this.asking = false;
      if (this.waiting.size > 0) this.schedule();
    }
  }
}
