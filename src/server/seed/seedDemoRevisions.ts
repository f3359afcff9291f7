import { sql } from 'kysely';
import { periodOf, previousPeriod } from '../../domain/revisions/period';
import type { AuditActor } from '../audit/recordAudit';
import type { Db } from '../db/schema';
import type { ActChangeHub } from '../revisions/actChanged';
import { moveActByOperator } from '../revisions/actMoves';
import { accrueOnMoves, refundEvent, type AccruingMove } from '../revisions/accrue';
import { formActs, type ActDocuments } from '../revisions/formActs';
import { demoOrganizations, demoUsers } from './demoData';

const seedLockKey = 7_331_004;
const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

export interface DemoRevisionDeps {
  db: Db;
  documents: ActDocuments | null;
  hub: ActChangeHub;
}

/** What the demo settlements seed wrote: nothing when they were there already. */
export interface DemoRevisions {
  accruals: number;
  /** The acts formed, oldest month first. */
  acts: Array<{ period: string; uuid: string; state: 'formed' | 'sent' }>;
}

/** The first moment of a Moscow month (UTC+3, as accrualDate reads it). */
function monthStart(period: string): number {
  return Date.parse(`${period}-01T00:00:00+03:00`);
}

/**
 * Where each moment of the demo's deals falls in the last three Moscow months: the moments, in their own
 * order, stretched evenly from the second day of the month before last to an hour before `now`. The demo's
 * requests cover only the last 60 days and their deals end mostly in the last few weeks, so their own dates
 * would leave the older month empty; stretched, every month of the three has its deals, and a deal's payment
 * still comes before its claim and its refund. A single moment, or moments all at one instant, stay as they are.
 */
export function stretchOverThreeMonths(moments: readonly Date[], now: Date): Date[] {
  if (moments.length === 0) return [];
  const times = moments.map((moment) => moment.getTime());
  const first = Math.min(...times);
  const last = Math.max(...times);
  const from = monthStart(previousPeriod(previousPeriod(periodOf(now)))) + dayMs;
  const to = Math.max(from, now.getTime() - hourMs);
  if (last === first) return moments.map((moment) => new Date(moment.getTime()));
  return times.map((time) => new Date(Math.round(from + ((time - first) * (to - from)) / (last - first))));
}

/** The demo agent's organisation and the demo operator, as the audit log names him; null before seedDemo ran. */
async function demoParties(db: Db): Promise<{ organizationUuid: string; operator: AuditActor & { userId: number } } | null> {
  const broker = demoOrganizations.find((organization) => organization.key === 'broker')!;
  const operatorUser = demoUsers.find((user) => user.platformOperator === true)!;
  const organization = await db.selectFrom('organizations').select(['id', 'uuid']).where('inn', '=', broker.inn).where('type', '=', broker.type).executeTakeFirst();
  const user = await db.selectFrom('users').select('id').where('login', '=', operatorUser.login).executeTakeFirst();
  if (!organization || !user) return null;
  // The operator acts from his agency, as he does signed in (his session's organisation).
  return { organizationUuid: organization.uuid, operator: { userId: user.id, organizationId: organization.id, origin: null } };
}

/**
 * Gives the demo agent's organisation (ООО «Гарант-Брокер», demo mode) its mutual settlements once, through
 * the product's own functions (docs/revisions.md «Demo data»): the accruals of its demo deals that reached the
 * payment, a claim issued or a refund (`accrueOnMoves`, as the status moves write them), dated over the last
 * three Moscow months (`stretchOverThreeMonths`); the month before last formed (`formActs`) and left there;
 * last month formed and sent by the demo operator (`moveActByOperator`), waiting for the agent's signature;
 * this month open. An act signed or paid would need signatures of its PDF, which the demo does not forge.
 *
 * Once: when the organisation has any accrual the seed has run (or the demo has lived on) and nothing is
 * added. Run before the monthly scheduler's first pass, so the scheduler finds last month's act there.
 */
export async function seedDemoRevisions(deps: DemoRevisionDeps, now: Date = new Date()): Promise<DemoRevisions> {
  const parties = await demoParties(deps.db);
  if (!parties) return { accruals: 0, acts: [] };
  const { organizationUuid, operator } = parties;
  const accruals = await deps.db.transaction().execute(async (trx) => {
    // Two instances starting at once on one PostgreSQL: the second waits and finds the accruals.
    await sql`select pg_advisory_xact_lock(${seedLockKey})`.execute(trx);
    const existing = await trx.selectFrom('revision_accrual').select('id').where('organization_uuid', '=', organizationUuid).limit(1).executeTakeFirst();
    if (existing) return null;
    // The moves that earn a reward, as the demo requests' histories recorded them, oldest first.
    const moves = await trx
      .selectFrom('bg_subrequest_status as h')
      .innerJoin('bg_subrequest as s', 's.id', 'h.subrequest_id')
      .innerJoin('bg_request as r', 'r.id', 's.request_id')
      .selectAll('s')
      .select(['h.to_status as next', 'h.event as move_event', 'h.created_at as moved_at'])
      .where('r.organization_uuid', '=', organizationUuid)
      .where((eb) => eb.or([eb('h.to_status', 'in', ['deal_payment_received', 'deal_claim_signed']), eb('h.event', '=', refundEvent)]))
      .orderBy('h.created_at')
      .orderBy('h.id')
      .execute();
    const moments = stretchOverThreeMonths(
      moves.map((move) => move.moved_at),
      now,
    );
    const accruing: AccruingMove[] = moves.map(({ next, move_event, moved_at: _movedAt, ...subRequest }, index) => ({
      subRequest: { ...subRequest, updated_at: moments[index]! },
      event: move_event,
      next,
    }));
    await accrueOnMoves(trx, accruing);
    const written = await trx.selectFrom('revision_accrual').select(sql<number>`count(*)::int`.as('n')).where('organization_uuid', '=', organizationUuid).executeTakeFirstOrThrow();
    return Number(written.n);
  });
  if (accruals === null) return { accruals: 0, acts: [] };

  const lastMonth = previousPeriod(periodOf(now));
  const monthBefore = previousPeriod(lastMonth);
  const acts: DemoRevisions['acts'] = [];
  // The older month first, so last month's act takes only last month's accruals. Formed as the monthly
  // scheduler forms them: by nobody.
  for (const period of [monthBefore, lastMonth]) {
    const [formed] = await formActs(deps.db, { documents: deps.documents, hub: deps.hub }, { period, organizationUuid, who: null, onlyNew: true });
    if (formed) acts.push({ period, uuid: formed.actUuid, state: 'formed' });
  }
  const last = acts.find((act) => act.period === lastMonth);
  if (last) {
    await moveActByOperator(deps.db, deps.hub, 'send', last.uuid, operator);
    last.state = 'sent';
  }
  return { accruals, acts };
}
