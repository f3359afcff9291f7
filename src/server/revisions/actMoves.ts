import { sql } from 'kysely';
import { nextActState, type ActMove } from '../../domain/revisions/actState';
import type { RevisionActWire } from '../../domain/wire/revisionWire';
import type { Db, RevisionActTable } from '../db/schema';
import type { AuditActor } from '../audit/recordAudit';
import { AppError } from '../http/AppError';
import { actChanged, type ActChangeHub } from './actChanged';
import { actWires, findActRow } from './actView';
import { revisionTexts } from './texts';

/** The operator's moves this module writes, and the columns each stamps. */
const stamps = {
  send: { at: 'sent_at', by: 'sent_by' },
  paid: { at: 'paid_at', by: 'paid_by' },
} as const satisfies Partial<Record<ActMove, { at: keyof RevisionActTable; by: keyof RevisionActTable }>>;

/**
 * The operator sends a formed act to the agent (formed → sent) or marks a signed one paid (operator_signed →
 * paid), under the act's row lock; the table of src/domain/revisions/actState.ts decides, and a move from the
 * wrong state is 409 with its Russian reason and nothing written. Sending clears the dispute the act was
 * re-formed after: the agent sees the new act, and the dispute stays in the act's chat. The move is an audit
 * entry of the operator and a `RevisionActChanged` to the act's organisation, in the move's transaction.
 */
export async function moveActByOperator(db: Db, hub: ActChangeHub, move: keyof typeof stamps, actUuid: string, operator: AuditActor & { userId: number }): Promise<RevisionActWire> {
  return db.transaction().execute(async (trx) => {
    const act = await findActRow(trx, actUuid, { lock: true });
    if (!act) throw AppError.notFound(revisionTexts.actNotFound);
    const decision = nextActState(act.state, move, 'operator');
    if (!decision.ok) throw AppError.conflict(decision.reason);
    const stamp = stamps[move];
    const updated = await trx
      .updateTable('revision_act')
      .set({ state: decision.next, [stamp.at]: sql<Date>`clock_timestamp()`, [stamp.by]: operator.userId, ...(move === 'send' ? { dispute: null } : {}) })
      .where('id', '=', String(act.id))
      .returningAll()
      .executeTakeFirstOrThrow();
    await actChanged(trx, hub, operator, updated, move);
    const [wire] = await actWires(trx, [updated]);
    if (!wire) throw new Error('the act just moved is gone');
    return wire;
  });
}
