import { CompiledQuery, sql } from 'kysely';
import type { Actor, Executor } from '../db/schema';
import { isUuid } from '../../domain/isUuid';
import type { RequestMeta } from './deps';

/** Who is behind an authenticated request, read from the session row (not from the token alone). */
export interface AuthContext {
  sessionId: string;
  userId: number;
  organizationId: number;
  actor: Actor;
  /**
   * The version of the organisation's request list (migration 012) as the check found it: read in
   * the same statement, so a kept list page costs no round trip of its own.
   */
  listVersion: string;
  /**
   * The membership's permission keys (config/permissions.json), read in the same statement: the access
   * hook checks them on every call, so a revoked permission refuses the very next call.
   */
  permissions: readonly string[];
  /**
   * Where this call came from (IP, user agent), set by the session check of an HTTP call: the audit log
   * records it beside who acted (src/server/audit). Absent for the server's own callers.
   */
  origin?: RequestMeta;
}

/** Session lifetimes: a normal sign-in lasts a working day; 'remember me' a month. */
export const sessionTtl = {
  normalHours: 12,
  rememberedHours: 24 * 30,
} as const;

export async function createSession(
  db: Executor,
  session: { userId: number; organizationId: number; actor: Actor; rememberMe: boolean; ip: string | null; userAgent: string | null },
): Promise<{ id: string; expiresAt: Date }> {
  const hours = session.rememberMe ? sessionTtl.rememberedHours : sessionTtl.normalHours;
  const expiresAt = new Date(Date.now() + hours * 3600 * 1000);
  const row = await db
    .insertInto('sessions')
    .values({
      user_id: session.userId,
      organization_id: session.organizationId,
      actor: session.actor,
      expires_at: expiresAt,
      ip: session.ip,
      user_agent: session.userAgent?.slice(0, 500) ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, expiresAt };
}

function activeSessionsQuery(db: Executor, sessionIds: string) {
  return db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('memberships as m', (join) => join.onRef('m.user_id', '=', 's.user_id').onRef('m.organization_id', '=', 's.organization_id'))
    .innerJoin('organizations as o', 'o.id', 's.organization_id')
    .leftJoin('bg_list_version as v', 'v.organization_uuid', 'o.uuid')
    .select([
      's.id',
      's.user_id',
      's.organization_id',
      's.actor',
      sql<string>`coalesce(v.version, 0)::text`.as('list_version'),
      // One text, not an array: both drivers answer it alike; keys never hold a comma (permissions.schema.json).
      sql<string>`coalesce((select string_agg(mp.permission_key, ',') from membership_permissions as mp where mp.membership_id = m.id), '')`.as('permission_keys'),
    ])
    .modifyFront(sql`/* prepared:active_sessions */`)
    // The ids travel as one array literal (text): a single parameter of the same type for any number of
    // sessions, which PGlite's prepared path takes too (preparedStatements.ts).
    .where(sql<boolean>`s.id = any(${sessionIds}::uuid[])`)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('u.disabled_at', 'is', null)
    .where('m.disabled_at', 'is', null);
}

type ActiveSessionRow = Awaited<ReturnType<ReturnType<typeof activeSessionsQuery>['executeTakeFirstOrThrow']>>;

/** The statement's text, compiled once: the array of session ids is its only parameter. */
let activeSessionsText: string | null = null;

/**
 * The live sessions among `sessionIds` (each a uuid, `isSessionId`): not revoked, not expired, the user
 * not disabled and still a member of the organisation; with the organisation's list version beside each.
 * One statement over primary keys and unique indexes, compiled once and prepared once per connection
 * (src/server/db/preparedStatements.ts): every signed-in call asks it, through `SessionChecks`, which
 * asks for the calls that arrive together at once.
 */
export async function findActiveSessions(db: Executor, sessionIds: readonly string[]): Promise<Map<string, AuthContext>> {
  const found = new Map<string, AuthContext>();
  if (sessionIds.length === 0) return found;
  for (const id of sessionIds) if (!isSessionId(id)) throw new Error('a session id must be a uuid');
  // PostgreSQL answers a uuid in lower case: the ids are asked, and the answer keyed, in lower case.
  const literal = `{${sessionIds.map((id) => id.toLowerCase()).join(',')}}`;
  if (activeSessionsText === null) {
    const compiled = activeSessionsQuery(db, literal).compile();
    if (compiled.parameters.length !== 1 || compiled.parameters[0] !== literal) throw new Error('the session check must take the session ids alone');
    activeSessionsText = compiled.sql;
  }
  const result = await db.executeQuery<ActiveSessionRow>(CompiledQuery.raw(activeSessionsText, [literal]));
  for (const row of result.rows) {
    found.set(row.id, { sessionId: row.id, userId: row.user_id, organizationId: row.organization_id, actor: row.actor, listVersion: row.list_version, permissions: row.permission_keys === '' ? [] : row.permission_keys.split(',') });
  }
  return found;
}

/** The live session behind one id, or null (`findActiveSessions` for one). */
export async function findActiveSession(db: Executor, sessionId: string): Promise<AuthContext | null> {
  if (!isSessionId(sessionId)) return null;
  return (await findActiveSessions(db, [sessionId])).get(sessionId.toLowerCase()) ?? null;
}

export async function revokeSession(db: Executor, sessionId: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: sql<Date>`now()` }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

export async function revokeAllSessions(db: Executor, userId: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: sql<Date>`now()` }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}

/** Moves a session to another organisation of the same user (the membership is checked by the caller). */
export async function switchSessionOrganization(db: Executor, sessionId: string, organizationId: number, actor: Actor): Promise<void> {
  await db.updateTable('sessions').set({ organization_id: organizationId, actor }).where('id', '=', sessionId).execute();
}

/** A session id must look like a uuid before it reaches a uuid column (a malformed one would be a 500). */
export function isSessionId(value: string): boolean {
  return isUuid(value);
}
