import { sql } from 'kysely';
import { auditActionOf } from '../../domain/audit/auditActions';
import type { RequestMeta } from '../accounts/deps';
import type { Executor } from '../db/schema';

/**
 * Who acted: the user and the organisation he acted in, and where the call came from. A signed-in
 * call's `authOf(request)` is one (the session check puts `origin` on it). `userId` null: a sign link's
 * holder, who has no account; `organizationId` then names the organisation whose log shows the entry.
 */
export interface AuditActor {
  readonly userId: number | null;
  readonly organizationId: number | null;
  readonly origin?: RequestMeta | null;
}

/** What happened: a key of config/audit-actions.json, a short Russian description and what it concerns. */
export interface AuditRecord {
  readonly action: string;
  readonly description: string;
  readonly requestId?: number | string | null;
  /** The bank, when the action concerns exactly one. */
  readonly bankUuid?: string | null;
  /** Facts kept beside the description (bank list, file uuids, the subject user…); never personal data itself. */
  readonly details?: Record<string, unknown>;
}

const limits = { description: 2000, ip: 100, userAgent: 500 } as const;

/**
 * Appends one entry to the audit log (migration 026; docs/audit.md). Pass the action's own transaction,
 * so the entry and the action commit or roll back together; a read passes the database and writes its
 * entry once the read has been allowed. The user's name and login are copied as they are now: the entry
 * keeps who it was even if the user is renamed later.
 *
 * For the employee screens: `recordAudit(trx, authOf(request), { action: 'permissions_changed' | 'user_disabled'
 * | 'user_enabled', description, details: { subject_user_id } })`.
 *
 * @throws Error for an action key config/audit-actions.json does not know (a programming error, not input).
 */
export async function recordAudit(db: Executor, who: AuditActor, entry: AuditRecord): Promise<void> {
  if (!auditActionOf(entry.action)) throw new Error(`audit action ${entry.action} is not in config/audit-actions.json`);
  const userId = who.userId;
  await db
    .insertInto('audit_log')
    .values({
      action: entry.action,
      user_id: userId,
      user_name:
        userId === null
          ? ''
          : sql<string>`coalesce((select concat_ws(' ', u.last_name, u.first_name, nullif(u.middle_name, '')) from users as u where u.id = ${userId}), '')`,
      user_login: userId === null ? null : sql<string | null>`(select u.login from users as u where u.id = ${userId})`,
      organization_id: who.organizationId,
      ip: who.origin?.ip.slice(0, limits.ip) ?? null,
      user_agent: who.origin?.userAgent?.slice(0, limits.userAgent) ?? null,
      request_id: entry.requestId ?? null,
      bank_uuid: entry.bankUuid ?? null,
      description: entry.description.slice(0, limits.description),
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
}
