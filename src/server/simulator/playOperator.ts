import type { BankSettings } from '../../domain/banks';
import type { Db } from '../db/schema';
import { AppError } from '../http/AppError';
import type { NotificationHub } from '../hub/NotificationHub';
import type { RequestViewer } from '../requests/requestAccess';
import { verifyRequest } from '../sending/verification';
import type { OperatorScenario } from './scenarios';

/** The raw statuses in which a sub-request waits for the operator (spec-1 §4: admin verification). */
const awaitingOperator = ['admin_verification', 'admin_verification_process'];

/** What the operator's step needs from the app. */
export interface OperatorSide {
  db: Db;
  hub: Pick<NotificationHub, 'publishAll'>;
  /** The banks as the environment sees them, as the operator's route passes them. */
  banks: readonly BankSettings[];
}

/** One verdict the simulated operator gave. */
export interface OperatorVerdict {
  requestId: number;
  subrequests: { uuid: string; bankUuid: string }[];
  result: OperatorScenario['verification']['result'];
}

/**
 * The platform operator the simulator acts as: the earliest granted operator (platform_operators) who
 * belongs to an organisation, as he would sign in to it. Null when the platform has no operator: then
 * nobody is impersonated and verification waits for a person, as it would without the simulator.
 */
export async function simulatedOperator(db: Db): Promise<RequestViewer | null> {
  const row = await db
    .selectFrom('platform_operators as p')
    .innerJoin('memberships as m', 'm.user_id', 'p.user_id')
    .innerJoin('membership_roles as r', 'r.membership_id', 'm.id')
    .select(['p.user_id', 'm.organization_id', 'r.role_key'])
    .orderBy('p.granted_at')
    .orderBy('p.user_id')
    .orderBy('m.id')
    .executeTakeFirst();
  return row ? { userId: row.user_id, organizationId: row.organization_id, actor: row.role_key } : null;
}

/**
 * Whether a platform operator has read the desk's verification queue within the last `seconds` (real
 * time, whatever SIMULATOR_SPEED is): the desk reads it every few seconds while it is open.
 */
export async function operatorAtDesk(db: Db, seconds: number, now: number): Promise<boolean> {
  const row = await db
    .selectFrom('platform_operators')
    .select('user_id')
    .where('desk_seen_at', '>', new Date(now - seconds * 1000))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Plays the operator's verification in dev and demo: every sub-request that has waited in
 * admin_verification or admin_verification_process for the scenario's delay (divided by `speed`) gets
 * the scenario's verdict through `verifyRequest`, the very function behind the operator's
 * POST /v2/bgrequest/write/admin/verification/send/{id}, as the operator — so the operator check, the
 * transitions, the signature rule, the bank's outbox and the pushes all apply as for a person. One call
 * per request, naming the banks that are due. A refusal (a person acted first) is logged and skipped.
 * With `desk_presence_seconds`, nothing is played while a person has the operator's desk open.
 */
export async function playOperator(
  side: OperatorSide,
  scenario: OperatorScenario,
  options: { speed: number; now: number; since?: Date; onWaiting?: (dueAt: number) => void; onRefused?: (requestId: number, error: AppError) => void },
): Promise<OperatorVerdict[]> {
  let waitingQuery = side.db.selectFrom('bg_subrequest').select(['request_id', 'uuid', 'bank_uuid', 'updated_at']).where('sub_status', 'in', awaitingOperator);
  if (options.since) waitingQuery = waitingQuery.where('updated_at', '>=', options.since);
  const waiting = await waitingQuery.orderBy('id').execute();
  const delayMs = (scenario.verification.after_seconds * 1000) / options.speed;
  const due = new Map<number, OperatorVerdict['subrequests']>();
  for (const row of waiting) {
    const dueAt = new Date(row.updated_at).getTime() + delayMs;
    if (dueAt > options.now) {
      options.onWaiting?.(dueAt);
      continue;
    }
    const requestId = Number(row.request_id);
    due.set(requestId, [...(due.get(requestId) ?? []), { uuid: row.uuid, bankUuid: row.bank_uuid }]);
  }
  if (due.size === 0) return [];
  // A person at the operator's desk verifies himself: the simulator waits until he leaves it.
  if (scenario.desk_presence_seconds !== undefined && (await operatorAtDesk(side.db, scenario.desk_presence_seconds, options.now))) {
    options.onWaiting?.(options.now + scenario.desk_presence_seconds * 1000);
    return [];
  }
  const operator = await simulatedOperator(side.db);
  if (!operator) return [];

  const { result, comment } = scenario.verification;
  const verdicts: OperatorVerdict[] = [];
  for (const [requestId, subrequests] of due) {
    try {
      const fko_uuids = subrequests.map((sub) => sub.uuid);
      await verifyRequest(side.db, { hub: side.hub }, operator, requestId, { result, fko_uuids, ...(comment ? { comment } : {}) }, side.banks);
      verdicts.push({ requestId, subrequests, result });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      options.onRefused?.(requestId, error);
    }
  }
  return verdicts;
}
