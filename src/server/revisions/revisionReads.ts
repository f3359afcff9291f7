import { actTotals } from '../../domain/revisions/actTotals';
import { periodOf } from '../../domain/revisions/period';
import type { ActState, OperatorActsWire, RevisionActDetailsWire, RevisionsWire } from '../../domain/wire/revisionWire';
import type { AuthContext } from '../accounts/sessions';
import { isOperator } from '../access/isOperator';
import { permissionDenied } from '../access/routeAccess';
import type { Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import { organizationNds } from './actNds';
import { actWires, findActRow, lineWires } from './actView';
import { revisionTexts } from './texts';

/** The permission of config/permissions.json that opens the section to an agent's member. */
export const revisionPermission = { key: 'revision_view', name: 'Просмотр взаиморасчётов' } as const;

/** The agent organisation of the session; a client's session has none here. */
export async function agentOrganizationOf(db: Executor, auth: Pick<AuthContext, 'actor' | 'organizationId'>): Promise<string> {
  if (auth.actor !== 'agent') throw AppError.forbidden(revisionTexts.agentsOnly);
  const row = await db.selectFrom('organizations').select(['uuid', 'type']).where('id', '=', auth.organizationId).executeTakeFirst();
  if (!row || row.type !== 'agent') throw AppError.forbidden(revisionTexts.agentsOnly);
  return row.uuid;
}

/**
 * GET /v2/revision/read/agent: the organisation's acts, newest period first, and the open period — the
 * accruals not in an act yet, totalled with the organisation's NDS of today (what the next act would show).
 */
export async function readAgentRevisions(db: Executor, auth: AuthContext, now: Date = new Date()): Promise<RevisionsWire> {
  const organizationUuid = await agentOrganizationOf(db, auth);
  const [acts, open, nds, details] = await Promise.all([
    db.selectFrom('revision_act').selectAll().where('organization_uuid', '=', organizationUuid).orderBy('period', 'desc').execute(),
    db.selectFrom('revision_accrual').select('reward_kopecks').where('organization_uuid', '=', organizationUuid).where('act_id', 'is', null).execute(),
    organizationNds(db, organizationUuid),
    db.selectFrom('revision_account_details').select('organization_uuid').where('organization_uuid', '=', organizationUuid).executeTakeFirst(),
  ]);
  return {
    acts: await actWires(db, acts),
    open_period: { period: periodOf(now), totals: actTotals(open.map((row) => ({ reward_kopecks: Number(row.reward_kopecks) })), nds) },
    has_account_details: details !== undefined,
  };
}

/**
 * GET /v2/revision/read/act/{uuid}: an act with its lines. An operator reads any act; an agent's member with
 * «Просмотр взаиморасчётов» only his organisation's — another's is answered as a missing one (404), so a uuid
 * tells nothing of other agents.
 */
export async function readActDetails(db: Executor, auth: AuthContext, uuid: string): Promise<RevisionActDetailsWire> {
  const operator = await isOperator(db, auth.userId);
  let organizationUuid: string | null = null;
  if (!operator) {
    organizationUuid = await agentOrganizationOf(db, auth);
    if (!auth.permissions.includes(revisionPermission.key)) throw permissionDenied(revisionPermission.name);
  }
  const act = await findActRow(db, uuid);
  if (!act || (organizationUuid !== null && act.organization_uuid !== organizationUuid)) throw AppError.notFound(revisionTexts.actNotFound);
  const [wire] = await actWires(db, [act]);
  if (!wire) throw AppError.notFound(revisionTexts.actNotFound);
  return { act: wire, lines: await lineWires(db, { actId: String(act.id) }) };
}

export interface OperatorActsQuery {
  period?: string;
  state?: ActState;
  organizationUuid?: string;
  page: number;
  pageSize: number;
}

/** GET /v2/revision/read/admin/acts: every agent's acts for the desk, newest period first, then by number. */
export async function readOperatorActs(db: Executor, query: OperatorActsQuery): Promise<OperatorActsWire> {
  let base = db.selectFrom('revision_act');
  if (query.period !== undefined) base = base.where('period', '=', query.period);
  if (query.state !== undefined) base = base.where('state', '=', query.state);
  if (query.organizationUuid !== undefined) base = base.where('organization_uuid', '=', query.organizationUuid);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy('period', 'desc')
      .orderBy('seq')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  return { items: await actWires(db, rows), total: Number(count.total), page: query.page, page_size: query.pageSize };
}
