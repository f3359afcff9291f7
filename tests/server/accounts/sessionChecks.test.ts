import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { SessionChecks, type SessionCheckPace } from '../../../src/server/accounts/sessionChecks';
import { findActiveSessions, type AuthContext } from '../../../src/server/accounts/sessions';
import type { Executor } from '../../../src/server/db/schema';
import { client, forEachDatabase } from '../helpers/serverContext';
import { signedInAgent } from '../requests/requestFixtures';

const ids = {
  a: '6f1d2c3b-0000-4000-8000-00000000000a',
  b: '6f1d2c3b-0000-4000-8000-00000000000b',
  c: '6f1d2c3b-0000-4000-8000-00000000000c',
};
const sessionOf = (id: string): AuthContext => ({ sessionId: id, userId: 1, organizationId: 1, actor: 'agent', listVersion: '0', permissions: [] });

/** A finder whose answers the test releases by hand, recording what each statement asked. */
function heldFinder(live: Set<string>) {
  const asked: string[][] = [];
  const pending: Array<() => void> = [];
  const failing = { next: false };
  const find = (_db: Executor, sessionIds: readonly string[]) => {
    asked.push([...sessionIds]);
    const fail = failing.next;
    failing.next = false;
    // The answer is what the rows were when the statement began, as PostgreSQL's snapshot would be.
    const answer = new Map(sessionIds.filter((id) => live.has(id)).map((id) => [id, sessionOf(id)]));
    return new Promise<Map<string, AuthContext>>((resolve, reject) => {
      pending.push(() => (fail ? reject(new Error('база недоступна')) : resolve(answer)));
    });
  };
  const release = () => pending.shift()?.();
  return { find, asked, release, failing };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** One statement at a time: the scheduling without the second statement beside a late one. */
const oneAtATime: SessionCheckPace = { lateMs: 60_000, maxInFlight: 1 };

describe('SessionChecks', () => {
  it('asks the checks of one turn in one statement, each id once, and answers each call its own', async () => {
    const finder = heldFinder(new Set([ids.a, ids.b]));
    const checks = new SessionChecks({} as Executor, finder.find, oneAtATime);
    const answers = Promise.all([checks.check(ids.a), checks.check(ids.b), checks.check(ids.a.toUpperCase()), checks.check(ids.c)]);
    await turn();
    expect(finder.asked).toEqual([[ids.a, ids.b, ids.c]]);
    finder.release();
    const [a, b, upperA, c] = await answers;
    expect(a?.sessionId).toBe(ids.a);
    expect(b?.sessionId).toBe(ids.b);
    expect(upperA?.sessionId).toBe(ids.a);
    expect(c).toBeNull();
    expect(checks.stats).toEqual({ statements: 1, checks: 4, besideLate: 0 });
  });

  it('never answers a call with a statement sent before the call arrived', async () => {
    const live = new Set([ids.a]);
    const finder = heldFinder(live);
    const checks = new SessionChecks({} as Executor, finder.find, oneAtATime);
    const first = checks.check(ids.a);
    await turn();
    expect(finder.asked).toHaveLength(1);
    // The session is revoked while the first statement is on its way; a call arriving now must see it.
    live.delete(ids.a);
    const second = checks.check(ids.a);
    await turn();
    expect(finder.asked).toHaveLength(1);
    finder.release();
    expect((await first)?.sessionId).toBe(ids.a);
    await pause(5);
    expect(finder.asked).toEqual([[ids.a], [ids.a]]);
    finder.release();
    expect(await second).toBeNull();
  });

  it('a failed statement fails only the calls it asked for', async () => {
    const finder = heldFinder(new Set([ids.a, ids.b]));
    const checks = new SessionChecks({} as Executor, finder.find, oneAtATime);
    finder.failing.next = true;
    const failed = checks.check(ids.a);
    await turn();
    const later = checks.check(ids.b);
    finder.release();
    await expect(failed).rejects.toThrow('база недоступна');
    await pause(5);
    finder.release();
    expect((await later)?.sessionId).toBe(ids.b);
  });

  it('a late statement does not hold the calls after it: they go in a second one, never a third', async () => {
    const finder = heldFinder(new Set([ids.a, ids.b, ids.c]));
    const checks = new SessionChecks({} as Executor, finder.find, { lateMs: 40, maxInFlight: 2 });
    const first = checks.check(ids.a);
    await turn();
    const second = checks.check(ids.b);
    await turn();
    expect(finder.asked).toEqual([[ids.a]]);
    await pause(80);
    expect(finder.asked).toEqual([[ids.a], [ids.b]]);
    const third = checks.check(ids.c);
    await pause(80);
    expect(finder.asked).toHaveLength(2);
    finder.release();
    expect((await first)?.sessionId).toBe(ids.a);
    // The second is late too by now: the third goes beside it at once.
    await pause(5);
    expect(finder.asked).toEqual([[ids.a], [ids.b], [ids.c]]);
    finder.release();
    finder.release();
    expect((await second)?.sessionId).toBe(ids.b);
    expect((await third)?.sessionId).toBe(ids.c);
    expect(checks.stats).toEqual({ statements: 3, checks: 3, besideLate: 2 });
  });

  it('answers null to what is not a session id without asking the database', async () => {
    const finder = heldFinder(new Set());
    const checks = new SessionChecks({} as Executor, finder.find, oneAtATime);
    expect(await checks.check("'; drop table sessions; --")).toBeNull();
    expect(await checks.check('')).toBeNull();
    expect(finder.asked).toEqual([]);
  });
});

forEachDatabase('session checks', (ctx) => {
  const sessionIdOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { jti: string }).jti;

  it('finds the live sessions among many ids in one statement, and neither revoked nor unknown ones', async () => {
    const [one, two, gone] = await Promise.all([signedInAgent(ctx.app), signedInAgent(ctx.app), signedInAgent(ctx.app)]);
    await sql`update sessions set revoked_at = now() where id = ${sessionIdOf(gone!.token)}`.execute(ctx.database.db);
    const asked = [sessionIdOf(one!.token).toUpperCase(), sessionIdOf(two!.token), sessionIdOf(gone!.token), ids.c];
    const found = await findActiveSessions(ctx.database.db, asked);
    expect([...found.keys()].sort()).toEqual([sessionIdOf(one!.token), sessionIdOf(two!.token)].sort());
    expect(found.get(sessionIdOf(one!.token))).toMatchObject({ userId: one!.viewer.userId, organizationId: one!.viewer.organizationId, actor: 'agent' });
    expect(found.get(sessionIdOf(two!.token))?.listVersion).toMatch(/^\d+$/);
  });

  it('concurrent calls share statements, and a logout refuses the very next call', async () => {
    const agent = await signedInAgent(ctx.app);
    const api = client(ctx.app, { token: agent.token });
    const before = { ...ctx.app.accounts.sessions.stats };
    const answers = await Promise.all(Array.from({ length: 12 }, () => api.get('/v1/currentuser/read')));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 12 }, () => 200));
    const { statements, checks } = ctx.app.accounts.sessions.stats;
    expect(checks - before.checks).toBe(12);
    expect(statements - before.statements).toBeLessThan(12);

    expect((await api.post('/v1/logout/write')).status).toBe(200);
    const after = await api.get('/v1/currentuser/read');
    expect(after.status).toBe(401);
    expect(after.body.message).toBeTruthy();
  });
});
