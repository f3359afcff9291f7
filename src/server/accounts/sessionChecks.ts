import type { Executor } from '../db/schema';
import { findActiveSessions, isSessionId, type AuthContext } from './sessions';

interface Waiter {
  resolve(session: AuthContext | null): void;
  reject(error: unknown): void;
}

type FindSessions = (db: Executor, sessionIds: readonly string[]) => Promise<Map<string, AuthContext>>;

/**
 * How the checks go out: a second statement may join one that has been on its way for `lateMs` without
 * an answer, never more than `maxInFlight` at once.
 */
export interface SessionCheckPace {
  lateMs: number;
  maxInFlight: number;
}

/**
 * A session check answers in about 0.3 ms; one in a hundred waits for its PostgreSQL backend to get a
 * core and takes 3–9 ms, and every call queued behind it waited as long. After 1 ms the calls waiting
 * go in a statement of their own on another connection.
 */
export const defaultSessionCheckPace: SessionCheckPace = { lateMs: 1, maxInFlight: 2 };

/**
 * The session checks of concurrent calls, asked of the database together. Every signed-in call reads its
 * session row (revocation takes effect at once), and under load that one key lookup per call was the
 * server's largest cost: a round trip with its socket writes on both sides for each call. Calls that
 * arrive while a check is on its way wait for it to return and then go together in the next one
 * (`findActiveSessions`, one statement for any number of ids); a call that finds no check on its way is
 * asked at the end of the current turn of the event loop, with whatever arrived in that turn. A check
 * that is late (`SessionCheckPace`) does not hold the calls that came after it: they go in a second one.
 *
 * A check is never shared with a call that arrived after it was sent: each call's answer comes from a
 * statement that began after the call arrived, so it sees every logout and revocation committed before
 * then, exactly as a statement of its own would.
 */
export class SessionChecks {
  private waiting = new Map<string, Waiter[]>();
  private inFlight = 0;
  private lastSentAt = 0;
  private turnScheduled = false;
  private lateTimer: NodeJS.Timeout | null = null;
  /** Statements sent, the checks they answered and the statements sent beside a late one, for tests and logs. */
  readonly stats = { statements: 0, checks: 0, besideLate: 0 };

  constructor(
    private readonly db: Executor,
    private readonly find: FindSessions = findActiveSessions,
    private readonly pace: SessionCheckPace = defaultSessionCheckPace,
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
    if (this.waiting.size === 0) return;
    if (this.inFlight === 0) {
      if (this.turnScheduled) return;
      this.turnScheduled = true;
      // setImmediate, not a microtask: the calls whose bytes came in the same turn of the loop join in.
      setImmediate(() => {
        this.turnScheduled = false;
        if (this.inFlight === 0) this.ask();
      });
      return;
    }
    if (this.inFlight >= this.pace.maxInFlight || this.lateTimer) return;
    const wait = Math.max(0, this.lastSentAt + this.pace.lateMs - performance.now());
    this.lateTimer = setTimeout(() => {
      this.lateTimer = null;
      if (this.inFlight > 0 && this.inFlight < this.pace.maxInFlight && this.waiting.size > 0) {
        this.stats.besideLate += 1;
        this.ask();
      }
    }, wait);
  }

  private ask(): void {
    const batch = this.waiting;
    this.waiting = new Map();
    this.inFlight += 1;
    this.lastSentAt = performance.now();
    this.stats.statements += 1;
    this.find(this.db, [...batch.keys()])
      .then(
        (found) => {
          for (const [id, waiters] of batch) {
            this.stats.checks += waiters.length;
            const session = found.get(id) ?? null;
            for (const waiter of waiters) waiter.resolve(session);
          }
        },
        (error: unknown) => {
          for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
        },
      )
      .finally(() => {
        this.inFlight -= 1;
        if (this.lateTimer && this.inFlight === 0) {
          clearTimeout(this.lateTimer);
          this.lateTimer = null;
        }
        this.schedule();
      });
  }
}
