import { sql } from 'kysely';
import type { Db, Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import { hasUnstorableText } from '../http/storableText';
import type { RequestViewer } from '../requests/requestAccess';
import { changeRequest } from '../requests/requestRepository';
import { requestSteps } from '../../domain/steps/requestSteps';
import { requestFormTexts } from './texts';

/** The most a step's typed draft may take as JSON; a step's real data is far smaller. */
export const TYPED_DRAFT_MAX_CHARS = 100_000;

/** What POST …/{id}/draft/{step} answers: the step and when its draft was kept. */
export interface KeptDraft {
  step: string;
  updated_at: string;
}

/**
 * Keeps what was typed on a step whose rules do not hold yet (a failed «Далее»), apart from the step's
 * saved data: the saved step stays what its rules accepted, and the typing survives a reload in another
 * browser. The data is not judged by the step's rules — that is the point — but it must be an object of
 * storable text and of reasonable size. The step must be a step of the request form (not a start step),
 * the request the viewer's own and not read-only.
 */
export async function saveTypedDraft(db: Db, viewer: RequestViewer, id: number, stepName: string, body: unknown): Promise<KeptDraft> {
  const step = requestSteps.find((candidate) => candidate.name === stepName);
  if (!step) throw AppError.notFound(requestFormTexts.unknownStep(stepName));
  if (step.form !== 'request') throw AppError.badRequest(requestFormTexts.startStepClosed);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw AppError.badRequest(requestFormTexts.notAnObject);
  const { context: _context, ...data } = body as Record<string, unknown>;
  if (hasUnstorableText(data)) throw AppError.badRequest(requestFormTexts.unstorableText);
  const json = JSON.stringify(data);
  if (json.length > TYPED_DRAFT_MAX_CHARS) throw AppError.badRequest(requestFormTexts.draftTooBig);
  return changeRequest(db, viewer, id, async (trx, request) => {
    const row = await trx
      .insertInto('bg_request_step_draft')
      .values({ request_id: request.id, step: step.name, data: json, updated_by: viewer.userId })
      .onConflict((oc) => oc.columns(['request_id', 'step']).doUpdateSet({ data: json, updated_by: viewer.userId, updated_at: sql<Date>`now()` }))
      .returning('updated_at')
      .executeTakeFirstOrThrow();
    return { step: step.name, updated_at: row.updated_at.toISOString() };
  });
}

/** The typed drafts of a request, by step name. */
export async function readTypedDrafts(db: Executor, requestId: number): Promise<Record<string, Record<string, unknown>>> {
  const rows = await db.selectFrom('bg_request_step_draft').select(['step', 'data']).where('request_id', '=', String(requestId)).execute();
  return Object.fromEntries(rows.map((row) => [row.step, (row.data ?? {}) as Record<string, unknown>]));
}

/** A step saved by its rules has no draft any more: what was typed is now its data. */
export async function dropTypedDraft(db: Executor, requestId: number, step: string): Promise<void> {
  await db.deleteFrom('bg_request_step_draft').where('request_id', '=', String(requestId)).where('step', '=', step).execute();
}
