import { sql } from 'kysely';
import type { Executor } from '../db/schema';

/** What one step (or the questionnaire, the finance report) of a request has saved. */
export interface StepRow {
  step: string;
  data: Record<string, unknown>;
  checked: boolean;
  updated_at: string;
}

/** The rows of entities kept beside the steps, by the name they are stored under. */
export const entityRows = { questionnaire: 'questionnaire', financeReport: 'finance-report' } as const;

/** Every saved step of a request, by name. */
export async function readStepRows(db: Executor, requestId: number): Promise<Map<string, StepRow>> {
  const rows = await db.selectFrom('bg_request_step').select(['step', 'data', 'checked', 'updated_at']).where('request_id', '=', String(requestId)).execute();
  return new Map(
    rows.map((row) => [
      row.step,
      { step: row.step, data: (row.data ?? {}) as Record<string, unknown>, checked: row.checked, updated_at: row.updated_at.toISOString() },
    ]),
  );
}

/** Writes one step's data (without its context: that is recomputed whenever it is read). */
export async function writeStepRow(db: Executor, requestId: number, step: string, data: Record<string, unknown>, checked: boolean, userId: number): Promise<void> {
  const { context: _context, ...stored } = data;
  const json = JSON.stringify(stored);
  await db
    .insertInto('bg_request_step')
    .values({ request_id: requestId, step, data: json, checked, updated_by: userId })
    .onConflict((oc) => oc.columns(['request_id', 'step']).doUpdateSet({ data: json, checked, updated_by: userId, updated_at: sql<Date>`now()` }))
    .execute();
}

/** Marks saved steps as checked (the draft save). */
export async function markStepsChecked(db: Executor, requestId: number, steps: readonly string[], userId: number): Promise<void> {
  if (steps.length === 0) return;
  await db
    .updateTable('bg_request_step')
    .set({ checked: true, updated_by: userId, updated_at: sql<Date>`now()` })
    .where('request_id', '=', String(requestId))
    .where('step', 'in', [...steps])
    .execute();
}
