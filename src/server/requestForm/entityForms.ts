import type { Db, Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import type { RequestViewer } from '../requests/requestAccess';
import { changeRequest, getRequestForUser } from '../requests/requestRepository';
import { formStateOf } from './formState';
import { moscowToday, parametersForToday, savePayloadIn, type SavedStep } from './stepSaving';
import { withContext } from './stepPayload';
import { entityRows, readStepRows } from './stepRows';
import { requestFormTexts } from './texts';

/** The two questionnaire types of spec-1 §3, with the schema each is judged by. */
export type QuestionnaireType = 'juridical' | 'individual';

const questionnaireSchema: Readonly<Record<QuestionnaireType, string>> = {
  juridical: 'juridical-questionnaire',
  individual: 'individual-questionnaire',
};

/**
 * POST /v1/questionnaire/write/juridical|individual: the applicant's questionnaire; an entrepreneur
 * keeps the individual one, an organisation the juridical one.
 */
export async function saveQuestionnaire(db: Db, viewer: RequestViewer, id: number, type: QuestionnaireType, questionnaire: unknown): Promise<SavedStep> {
  return changeRequest(db, viewer, id, (trx, request) => {
    const expected: QuestionnaireType = request.is_ip ? 'individual' : 'juridical';
    if (type !== expected) throw AppError.badRequest(requestFormTexts.questionnaireTypeMismatch(expected));
    return savePayloadIn(trx, viewer, request, entityRows.questionnaire, questionnaireSchema[type], questionnaire);
  });
}

/** GET /v1/questionnaire/read/juridical|individual/{id}: the saved questionnaire, null before one is saved. */
export async function readQuestionnaire(db: Executor, viewer: RequestViewer, id: number, type: QuestionnaireType): Promise<Record<string, unknown> | null> {
  const request = await getRequestForUser(db, viewer, id);
  const saved = (await readStepRows(db, request.id)).get(entityRows.questionnaire)?.data ?? null;
  return saved !== null && saved['type'] === type ? saved : null;
}

/** POST /v1/questionnaire/write/financereport: the finance report entity of the request. */
export async function saveFinanceReport(db: Db, viewer: RequestViewer, id: number, report: unknown): Promise<SavedStep> {
  return changeRequest(db, viewer, id, (trx, request) => savePayloadIn(trx, viewer, request, entityRows.financeReport, 'finance-report', report));
}

/** GET /v1/questionnaire/read/financereport/{id}: the saved report, null before one is saved. */
export async function readFinanceReport(db: Executor, viewer: RequestViewer, id: number): Promise<Record<string, unknown> | null> {
  const request = await getRequestForUser(db, viewer, id);
  return (await readStepRows(db, request.id)).get(entityRows.financeReport)?.data ?? null;
}

/** POST /v1/bgparameters/write: the guarantee parameters (the guarantee step), start date moved to today when past. */
export async function saveParameters(db: Db, viewer: RequestViewer, id: number, parameters: unknown, now: Date = new Date()): Promise<SavedStep> {
  const payload = parametersForToday(parameters, moscowToday(now));
  return changeRequest(db, viewer, id, (trx, request) => savePayloadIn(trx, viewer, request, 'guaranty-detail-info', 'guaranty-detail-info', payload));
}

/**
 * GET /v1/bgparameters/read/{id}: the saved parameters with the context, their start date as it
 * would be saved today (spec-2 §5.2); null before the step is saved.
 */
export async function readParameters(db: Executor, viewer: RequestViewer, id: number, now: Date = new Date()): Promise<Record<string, unknown> | null> {
  const request = await getRequestForUser(db, viewer, id);
  const state = await formStateOf(db, request);
  const saved = state.rows.get('guaranty-detail-info')?.data;
  if (!saved) return null;
  return withContext('guaranty-detail-info', parametersForToday(saved, moscowToday(now)) as Record<string, unknown>, state.context);
}
