import { sql } from 'kysely';
import { actNumber } from '../../domain/revisions/actNumber';
import { nextActState, actStateLabels } from '../../domain/revisions/actState';
import { actTotals } from '../../domain/revisions/actTotals';
import type { Transaction } from 'kysely';
import type { DB, Db, Executor } from '../db/schema';
import type { AuditActor } from '../audit/recordAudit';
import { AppError } from '../http/AppError';
import { actChanged, type ActChangeHub } from './actChanged';
import { organizationNds } from './actNds';
import type { ActRow } from './actView';
import { revisionTexts } from './texts';

/** What forming needs from the documents (docs/revisions.md): the act's PDF stored in its scope. */
export interface ActDocuments {
  /** Stores the act's PDF in its scope and sets revision_act.pdf_file_uuid, in the forming transaction. */
  storeActPdf(trx: Transaction<DB>, actId: string): Promise<void>;
}

/** What forming writes besides the act: its documents, and the event of its change. */
export interface FormingDeps {
  documents: ActDocuments | null;
  hub: ActChangeHub;
}

export interface FormActsOptions {
  /** YYYY-MM */
  period: string;
  /** One organisation (the operator's form), else every agent organisation with something to form. */
  organizationUuid?: string;
  /** The operator who formed, as the audit log names him (src/server/audit/recordAudit.ts); null for the monthly scheduler. */
  who: AuditActor | null;
  /** The scheduler's run: an organisation whose act of the period exists is passed over (not re-formed). */
  onlyNew?: boolean;
}

/** What forming did for one organisation. */
export interface FormedAct {
  organizationUuid: string;
  actUuid: string;
  created: boolean;
}

/** Key of the advisory lock that numbers a period's acts one at a time (`seq`). */
const numberingLockKey = 7_331_027;
/** Key of the advisory lock that forms one organisation's act of a period at a time (two instances' schedulers). */
const formingLockKey = 7_331_028;

/**
 * Forms the period's acts (docs/revisions.md «Acts and states»), one transaction per organisation, so one
 * organisation's failure leaves the others formed. An act takes every accrual of the organisation not yet in
 * an act up to the period's end (a late accrual of a month whose act was already sent lands in the next act,
 * never in a sent one). Re-forming an act still `formed` (after a dispute, or a second run) gives its accruals
 * back and takes them anew with the totals and the NDS of now; its number stays. An act sent, signed or paid
 * is never touched: the scheduler passes over it, the operator's form of that one organisation is refused.
 * Idempotent: a second run forms the same acts with the same totals. Each act formed is an audit entry of the
 * operator who formed it (none for the scheduler) and a `RevisionActChanged` to its organisation.
 */
export async function formActs(db: Db, deps: FormingDeps, options: FormActsOptions): Promise<FormedAct[]> {
  const organizations = options.organizationUuid !== undefined ? [options.organizationUuid] : await organizationsToForm(db, options.period, options.onlyNew === true);
  const formed: FormedAct[] = [];
  for (const organizationUuid of organizations) {
    const result = await db.transaction().execute((trx) => formOne(trx, deps, { ...options, organizationUuid }, options.organizationUuid !== undefined));
    if (result) formed.push(result);
  }
  return formed;
}

/** Agent organisations with accruals to take by the period, or with a formed act of it to form again. */
async function organizationsToForm(db: Executor, period: string, onlyNew: boolean): Promise<string[]> {
  const pending = db.selectFrom('revision_accrual').select('organization_uuid').where('act_id', 'is', null).where('period', '<=', period);
  const rows = await (onlyNew ? pending : pending.union(db.selectFrom('revision_act').select('organization_uuid').where('period', '=', period).where('state', '=', 'formed'))).execute();
  return [...new Set(rows.map((row) => row.organization_uuid))].sort();
}

async function formOne(trx: Transaction<DB>, deps: FormingDeps, options: FormActsOptions & { organizationUuid: string }, asked: boolean): Promise<FormedAct | null> {
  const { period, organizationUuid } = options;
  const organization = await trx.selectFrom('organizations').select(['uuid', 'type']).where('uuid', '=', organizationUuid).executeTakeFirst();
  if (!organization || organization.type !== 'agent') {
    if (asked) throw AppError.notFound(revisionTexts.organizationNotFound);
    return null;
  }
  await sql`select pg_advisory_xact_lock(${formingLockKey}, hashtext(${organizationUuid + period}))`.execute(trx);
  const existing = await trx.selectFrom('revision_act').selectAll().where('organization_uuid', '=', organizationUuid).where('period', '=', period).forUpdate().executeTakeFirst();
  if (existing && options.onlyNew) return null;
  if (existing) {
    const decision = nextActState(existing.state, 'reform', 'operator');
    if (!decision.ok) {
      if (asked) throw AppError.conflict(revisionTexts.notReformable(actStateLabels[existing.state]));
      return null;
    }
    await trx.updateTable('revision_accrual').set({ act_id: null }).where('act_id', '=', String(existing.id)).execute();
  }
  // The accruals are locked while they are summed, so a payment accruing now waits or lands in the next act.
  const accruals = await trx
    .selectFrom('revision_accrual')
    .select(['id', 'reward_kopecks'])
    .where('organization_uuid', '=', organizationUuid)
    .where('act_id', 'is', null)
    .where('period', '<=', period)
    .orderBy('id')
    .forUpdate()
    .execute();
  if (!existing && accruals.length === 0) return null;
  const nds = await organizationNds(trx, organizationUuid);
  const totals = actTotals(accruals.map((row) => ({ reward_kopecks: Number(row.reward_kopecks) })), nds);
  const values = {
    state: 'formed' as const,
    lines: totals.lines,
    reward_kopecks: totals.reward_kopecks,
    nds_kopecks: totals.nds_kopecks,
    total_kopecks: totals.total_kopecks,
    nds_label: totals.nds_label,
    nds_rate: nds.rate === null ? null : String(nds.rate),
    formed_at: sql<Date>`clock_timestamp()`,
    formed_by: options.who?.userId ?? null,
  };
  let act: ActRow;
  if (existing) {
    act = await trx.updateTable('revision_act').set(values).where('id', '=', String(existing.id)).returningAll().executeTakeFirstOrThrow();
  } else {
    await sql`select pg_advisory_xact_lock(${numberingLockKey}, hashtext(${period}))`.execute(trx);
    const last = await trx.selectFrom('revision_act').select(sql<number>`coalesce(max(seq), 0)`.as('seq')).where('period', '=', period).executeTakeFirstOrThrow();
    const seq = Number(last.seq) + 1;
    act = await trx
      .insertInto('revision_act')
      .values({ ...values, organization_uuid: organizationUuid, period, seq, number: actNumber(period, seq) })
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  const actId = String(act.id);
  if (accruals.length > 0) await trx.updateTable('revision_accrual').set({ act_id: actId }).where('id', 'in', accruals.map((row) => String(row.id))).execute();
  // The act's chat exists from the start, so the act and its discussion are one link away (docs/chat.md).
  await sql`insert into chat (kind, revision_act_id) values ('revision', ${actId}) on conflict do nothing`.execute(trx);
  await sql`update revision_act set chat_id = (select id from chat where revision_act_id = ${actId}) where id = ${actId}`.execute(trx);
  if (deps.documents) await deps.documents.storeActPdf(trx, actId);
  // The audit entry of the operator who formed it, and the event that refreshes the agent's open screen.
  await actChanged(trx, deps.hub, options.who, act, existing ? 'reform' : 'form');
  return { organizationUuid, actUuid: act.uuid, created: !existing };
}
