import type { AuthContext } from '../accounts/sessions';
import type { Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import { isOperator } from '../sending/verification';
import { auditTexts } from './texts';

/** The key of an organisation's administrator (config/permissions.json): he sees his organisation's log. */
export const auditAdminKey = 'agent_view_edit_users';

/** Whose entries a reader of the log sees: every organisation's (a platform operator) or his own. */
export type AuditScope = { kind: 'all' } | { kind: 'organization'; organizationId: number };

/**
 * Who may read the audit log: a platform operator (platform_operators) sees all of it; an agent
 * organisation's administrator (`agent_view_edit_users` in the current organisation) sees the entries
 * made in that organisation. Anybody else — a manager, a client — gets 403 with the Russian reason.
 */
export async function auditScopeOf(db: Executor, viewer: Pick<AuthContext, 'userId' | 'organizationId' | 'actor' | 'permissions'>): Promise<AuditScope> {
  if (await isOperator(db, viewer.userId)) return { kind: 'all' };
  if (viewer.actor === 'agent' && viewer.permissions.includes(auditAdminKey)) return { kind: 'organization', organizationId: viewer.organizationId };
  throw AppError.forbidden(auditTexts.forbidden);
}
