import { expect, it } from 'vitest';
import { client, forEachDatabase } from '../helpers/serverContext';
import { dataDirEnv, signedInAgent } from '../requests/requestFixtures';
import { absolutBank, createThroughApi, pdfBytes, upload, validExample, type RootAnswer } from './formFixtures';

const documentsOfAbsolut = [
  ['charter', 'Устав (действующая редакция со всеми изменениями)'],
  ['head_appointment', 'Решение (протокол) об избрании единоличного исполнительного органа'],
  ['passport_head', 'Паспорт руководителя (все страницы)'],
  ['balance_year', 'Бухгалтерская отчётность за последний год'],
] as const;

forEachDatabase(
  'Request form: create, save every step, check, progress',
  (ctx) => {
    it('fills a request step by step to 100 % progress in every block', async () => {
      const agent = await signedInAgent(ctx.app);
      const api = client(ctx.app, { token: agent.token });
      const created = await createThroughApi(ctx.app, agent);
      expect(created.copied_from).toBeNull();
      const id = created.id;

      const fresh = await api.get<RootAnswer>(`/v1/bgrequest/read/${id}/root`);
      expect(fresh.status).toBe(200);
      expect(fresh.body.data).toMatchObject({ id, uuid: created.uuid, readonly: false, sub_status: 'draft', sub_common_status: 'draft', current_step: 'guaranty-detail-info' });
      expect(fresh.body.data!.checked_steps).toEqual(['company-information', 'guarantee-information']);
      const initial = await ctx.database.db.selectFrom('bg_request').select(['progress']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(initial.progress).toEqual(fresh.body.data!.progress);
      expect(fresh.body.data!.progress['parameters']!.count_points).toBeLessThan(fresh.body.data!.progress['parameters']!.total_points);

      const parameters = await api.post('/v1/bgparameters/write', { request_id: id, parameters: validExample('guaranty-detail-info', 'performance-with-advance') });
      expect(parameters.status, parameters.body.message).toBe(200);
      const questionnaire = await api.post('/v1/questionnaire/write/juridical', { request_id: id, questionnaire: validExample('juridical-questionnaire', 'limited-company') });
      expect(questionnaire.status, questionnaire.body.message).toBe(200);
      expect((await api.get(`/v1/questionnaire/read/juridical/${id}`)).body.data).toEqual(validExample('juridical-questionnaire', 'limited-company'));
      expect((await api.get(`/v1/questionnaire/read/individual/${id}`)).body.data).toBeNull();
      expect((await api.get(`/v1/questionnaire/read/financereport/${id}`)).body.data).toBeNull();
      const report = validExample('finance-report', 'two-years-from-fns-file');
      expect((await api.post('/v1/questionnaire/write/financereport', { request_id: id, report })).status).toBe(200);
      expect((await api.get(`/v1/questionnaire/read/financereport/${id}`)).body.data).toEqual(report);
      for (const [step, example] of [
        ['detail-contacts', 'customer-contacts-not-required'],
        ['information-head', 'general-director'],
        ['information-founders', 'single-member-company'],
        ['information-signers', 'head-signs'],
      ] as const) {
        const saved = await api.post(`/v2/bgrequest/write/${id}/step/${step}`, validExample(step, example));
        expect(saved.status, `${step}: ${saved.body.message}`).toBe(200);
      }
      const banks = await api.post(`/v2/bgrequest/write/${id}/step/preview`, { fko_uuids: [absolutBank] });
      expect(banks.status, banks.body.message).toBe(200);
      const finance = await api.post(`/v2/bgrequest/write/${id}/step/finance`, validExample('finance', 'company-two-years'));
      expect(finance.status, finance.body.message).toBe(200);

      const scope = fresh.body.data!.documents_scope_uuid;
      const documents = [];
      for (const [type, docName] of documentsOfAbsolut) {
        const uploaded = await upload(ctx.app, agent.token, { scope, type }, { name: `${docName}.pdf`, bytes: pdfBytes(type) });
        expect(uploaded.status, uploaded.body.message).toBe(200);
        const file = uploaded.body.data!;
        documents.push({ docType: type, docName, requiredForbanks: ['Абсолют Банк'], files: [{ uuid: file['uuid'], name: file['name'], size: file['size'] }] });
      }
      // A file the browser only claims to have uploaded earns nothing.
      const claimed = structuredClone(documents);
      claimed[0]!.files = [{ uuid: '6f1e0d2c-3b4a-4596-8877-aa1bb2cc3dd4', name: 'Устав ООО.pdf', size: 10 }];
      expect((await api.post(`/v2/bgrequest/write/${id}/step/documents`, { documents: claimed })).body).toEqual({
        code: 40000,
        message: 'Файл «Устав ООО.pdf» не загружен в документы этой заявки',
      });
      const docs = await api.post(`/v2/bgrequest/write/${id}/step/documents`, { documents });
      expect(docs.status, docs.body.message).toBe(200);

      const before = await api.get<RootAnswer>(`/v1/bgrequest/read/${id}/root/edit`);
      const toCheck = before.body.data!.steps.filter((step) => step.visible && step.name !== 'preview' && step.data !== null && !step.checked).map((step) => step.name);
      const badPoints = { parameters: { count_points: 999, total_points: 999 } };
      const contacts = { customer_phone: '+7 (495) 111-22-33', customer_email: 'zakazchik@mos.ru', customer_confirmed: true };
      const draft = await api.post<RootAnswer & Record<string, unknown>>('/v2/bgrequest/write/saveasdraft', {
        request_id: id,
        steps: toCheck,
        fko_uuids: [absolutBank],
        customer_contacts: contacts,
        points: badPoints,
        source: 16,
      });
      expect(draft.status, draft.body.message).toBe(200);
      expect(draft.body.data).toMatchObject({ ...contacts, fko_uuids: [absolutBank], has_banks_selected: true });
      // The browser's counters are not taken: the server counts its own.
      expect(draft.body.data!.progress['parameters']!.total_points).not.toBe(999);
      expect(draft.body.data!.progress_complete).toBe(true);

      const root = (await api.get<RootAnswer>(`/v1/bgrequest/read/${id}/root`)).body.data!;
      for (const block of ['parameters', 'questionnaire', 'finance', 'documents']) {
        const counters = root.progress[block]!;
        expect(counters.total_points, block).toBeGreaterThan(0);
        expect(counters.count_points, block).toBe(counters.total_points);
      }
      expect(root.progress_complete).toBe(true);
      expect(root.current_step).toBe('preview');
      const visible = root.steps.filter((step) => step.visible && step.name !== 'preview');
      expect(visible.every((step) => step.checked)).toBe(true);
      expect(root.context).toMatchObject({ is_ip: false, has_registry_number: true, guarantee_sum: 7312500, selected_banks_require: { finance_periods: ['period1', 'period2'] } });

      // The list reads the stored counters without opening the steps.
      const stored = await ctx.database.db.selectFrom('bg_request').select(['progress']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(stored.progress).toEqual(root.progress);
    });
  },
  { env: dataDirEnv() },
);
