import type { FastifyPluginAsync } from 'fastify';
import { authOf } from '../../fastifyTypes';
import { ok } from '../../http/envelope';
import { requestNotFound } from '../../requests/requestAccess';
import { parseRequestNumber } from '../../requests/requestNumber';
import { readFinanceReport, readQuestionnaire, saveFinanceReport, saveQuestionnaire, type QuestionnaireType } from '../../requestForm/entityForms';
import { requestIdField } from '../bgrequest/formSchema';
import { access } from '../../access/routeAccess';
import { auditQuestionnaireRead } from '../../audit/personalDataReads';

const bodyWith = (field: string, title: string) =>
  ({ body: { type: 'object', required: ['request_id', field], properties: { request_id: requestIdField, [field]: { title } } } }) as const;

const types: readonly QuestionnaireType[] = ['juridical', 'individual'];

/**
 * The questionnaire and the finance report of a request (spec-2 §7.3): judged by
 * schemas/questionnaire and schemas/finance with the browser's keywords, stored with the request.
 */
const questionnaireFormRoutes: FastifyPluginAsync = async (app) => {
  const idOf = (text: string): number => {
    const id = parseRequestNumber(text);
    if (id === null) throw requestNotFound();
    return id;
  };

  for (const type of types) {
    app.post<{ Body: { request_id: number; questionnaire: unknown } }>(`/v1/questionnaire/write/${type}`, { config: access.signedIn, schema: bodyWith('questionnaire', 'Анкета') }, async (request) =>
      ok(await saveQuestionnaire(app.database.db, authOf(request), request.body.request_id, type, request.body.questionnaire)),
    );
    app.get<{ Params: { id: string } }>(`/v1/questionnaire/read/${type}/:id`, { config: access.signedIn }, async (request) => {
      const id = idOf(request.params.id);
      const questionnaire = await readQuestionnaire(app.database.db, authOf(request), id, type);
      await auditQuestionnaireRead(app.database.db, authOf(request), id, type, questionnaire);
      return ok(questionnaire);
    });
  }

  app.post<{ Body: { request_id: number; report: unknown } }>('/v1/questionnaire/write/financereport', { config: access.signedIn, schema: bodyWith('report', 'Финансовая отчётность') }, async (request) =>
    ok(await saveFinanceReport(app.database.db, authOf(request), request.body.request_id, request.body.report)),
  );
  app.get<{ Params: { id: string } }>('/v1/questionnaire/read/financereport/:id', { config: access.signedIn }, async (request) =>
    ok(await readFinanceReport(app.database.db, authOf(request), idOf(request.params.id))),
  );
};

export default questionnaireFormRoutes;
