import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import type { RequestDocuments } from '../../../src/server/requests/printForms';
import { getRequestForUser, saveTender } from '../../../src/server/requests/requestRepository';
import type { SavedTender } from '../../../src/server/requests/requestRecord';
import { client, forEachDatabase } from '../helpers/serverContext';
import { itReadingPdf, pdfPageCount, pdfText } from '../printforms/pdfText';
import { daysFromToday, dataDirEnv, makeReadonly, newRequest, shippedTender, signedInAgent, signedInClient, type Member } from '../requests/requestFixtures';

/** A shipped 44-FZ auction whose bids are still being accepted, whatever day the tests run. */
function openAuction(): SavedTender {
  return { ...shippedTender('0373100043826000512'), participation_end_date: daysFromToday(20), participation_sum_bg: 118_750 };
}

forEachDatabase(
  'print forms: POST /v2/bgrequest/write/printforms/{id} and GET /v2/bgrequest/read/sign/{id}',
  (ctx) => {
    async function preparedRequest(agent: Member, extra: Parameters<typeof newRequest>[2] = {}) {
      const request = await newRequest(ctx.app, agent, extra);
      await saveTender(ctx.database.db, agent.viewer, request.id, openAuction());
      return request;
    }

    async function download(link: string, token: string) {
      const response = await ctx.app.inject({ method: 'GET', url: link, headers: { authorization: `Bearer ${token}` } });
      return { status: response.statusCode, bytes: response.rawPayload, headers: response.headers };
    }

    itReadingPdf('renders the application and the questionnaire as PDF, stores them in the request’s scope and lists them for signing', async () => {
      const agent = await signedInAgent(ctx.app);
      const request = await preparedRequest(agent);
      const api = client(ctx.app, { token: agent.token });
      const answer = await api.post<RequestDocuments>(`/v2/bgrequest/write/printforms/${request.id}`);
      expect(answer.status).toBe(200);
      const documents = answer.body.data!;
      expect(documents).toMatchObject({ request_id: request.id, request_uuid: request.uuid, scope_uuid: request.documents_scope_uuid });
      expect(documents.files.map((file) => [file.type, file.name, file.mime])).toEqual([
        ['printform_application', `Заявление на банковскую гарантию № ${request.id}.pdf`, 'application/pdf'],
        ['printform_questionnaire', 'Анкета клиента ИНН 7707083893.pdf', 'application/pdf'],
      ]);

      const [application, questionnaire] = await Promise.all(documents.files.map((file) => download(file.link, agent.token)));
      for (const [file, got] of [[documents.files[0]!, application!], [documents.files[1]!, questionnaire!]] as const) {
        expect(got.status).toBe(200);
        expect(got.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(got.bytes.length).toBe(file.size);
        expect(createHash('sha256').update(got.bytes).digest('hex')).toBe(file.sha256);
        expect(got.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(file.name)}`);
      }
      const applicationText = pdfText(application!.bytes).replace(/\s+/g, ' ');
      expect(applicationText).toContain(`№ ${request.id}`);
      expect(applicationText).toContain('Публичное акционерное общество "Сбербанк России"');
      expect(applicationText).toContain('0373100043826000512');
      expect(applicationText).toContain('Обеспечение заявки на участие');
      expect(applicationText).toContain('118 750,00');
      expect(applicationText).toContain('Сто восемнадцать тысяч семьсот пятьдесят рублей 00 копеек');
      expect(applicationText).toContain('Греф Г. О.');
      const questionnaireText = pdfText(questionnaire!.bytes).replace(/\s+/g, ' ');
      expect(questionnaireText).toContain('Анкета клиента');
      expect(questionnaireText).toContain('Греф Герман Оскарович');
      expect(pdfPageCount(questionnaire!.bytes)).toBeGreaterThanOrEqual(1);

      const toSign = await api.get<RequestDocuments>(`/v2/bgrequest/read/sign/${request.id}`);
      expect(toSign.status).toBe(200);
      expect(toSign.body.data).toEqual(documents);
      const after = await getRequestForUser(ctx.database.db, agent.viewer, request.id);
      expect(Date.parse(after.updated_at)).toBeGreaterThan(Date.parse(request.updated_at));
    });

    it('replaces the earlier print forms: the old ones are neither listed nor served', async () => {
      const agent = await signedInAgent(ctx.app);
      const request = await preparedRequest(agent);
      const api = client(ctx.app, { token: agent.token });
      const first = (await api.post<RequestDocuments>(`/v2/bgrequest/write/printforms/${request.id}`)).body.data!;
      await saveTender(ctx.database.db, agent.viewer, request.id, { ...openAuction(), participation_sum_bg: 200_000 });
      const second = (await api.post<RequestDocuments>(`/v2/bgrequest/write/printforms/${request.id}`)).body.data!;
      expect(second.files.map((file) => file.uuid)).not.toEqual(first.files.map((file) => file.uuid));
      expect(second.files[0]!.sha256).not.toBe(first.files[0]!.sha256);
      expect((await api.get<RequestDocuments>(`/v2/bgrequest/read/sign/${request.id}`)).body.data?.files).toEqual(second.files);
      for (const old of first.files) expect((await download(old.link, agent.token)).status).toBe(404);
      const rows = await ctx.database.db.selectFrom('storage_file').select(['uuid', 'deleted_at']).where('scope_uuid', '=', request.documents_scope_uuid).execute();
      expect(rows.filter((row) => row.deleted_at === null).map((row) => row.uuid).sort()).toEqual(second.files.map((file) => file.uuid).sort());
      expect(rows).toHaveLength(4);
    });

    it('lists nothing to sign before the print forms are made', async () => {
      const agent = await signedInAgent(ctx.app);
      const request = await preparedRequest(agent);
      const answer = await client(ctx.app, { token: agent.token }).get<RequestDocuments>(`/v2/bgrequest/read/sign/${request.id}`);
      expect(answer.body.data).toEqual({ request_id: request.id, request_uuid: request.uuid, scope_uuid: request.documents_scope_uuid, files: [] });
    });

    it('says what is missing when the request has no procurement with a guarantee sum', async () => {
      const agent = await signedInAgent(ctx.app);
      const request = await newRequest(ctx.app, agent);
      const api = client(ctx.app, { token: agent.token });
      const answer = await api.post(`/v2/bgrequest/write/printforms/${request.id}`);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        code: 40000,
        message:
          'Для печати заявления не хватает данных: вид гарантии, сумма гарантии, дата начала срока гарантии, дата окончания срока гарантии. Сохраните в заявке закупку, в которой указана сумма обеспечения заявки (срок подачи заявок ещё не истёк) или исполнения контракта',
      });
      await saveTender(ctx.database.db, agent.viewer, request.id, { law: 1, order_name: 'Поставка без обеспечения' });
      expect((await api.post(`/v2/bgrequest/write/printforms/${request.id}`)).status).toBe(400);
    });

    it('lets the client read and download what is to be signed, but not remake it; a read-only request keeps its forms', async () => {
      const agent = await signedInAgent(ctx.app);
      const customer = await signedInClient(ctx.app);
      const request = await preparedRequest(agent, { client_organization_uuid: customer.organizationUuid });
      const made = (await client(ctx.app, { token: agent.token }).post<RequestDocuments>(`/v2/bgrequest/write/printforms/${request.id}`)).body.data!;
      const asClient = client(ctx.app, { token: customer.token });
      expect((await asClient.get<RequestDocuments>(`/v2/bgrequest/read/sign/${request.id}`)).body.data?.files).toEqual(made.files);
      expect((await download(made.files[0]!.link, customer.token)).status).toBe(200);
      const remake = await asClient.post(`/v2/bgrequest/write/printforms/${request.id}`);
      expect(remake.status).toBe(400);
      expect(remake.body.message).toBe('Заявка доступна только для чтения');
      // A sent request's data is frozen: asking for its forms again gives the very forms it has (what the client signs).
      await makeReadonly(ctx.app, request.id);
      const byOwner = await client(ctx.app, { token: agent.token }).post<RequestDocuments>(`/v2/bgrequest/write/printforms/${request.id}`);
      expect(byOwner.status, byOwner.body.message).toBe(200);
      expect(byOwner.body.data!.files).toEqual(made.files);
    });

    it('answers 404 for a number that is not a request of the user, and for one that is not a number', async () => {
      const agent = await signedInAgent(ctx.app);
      const api = client(ctx.app, { token: agent.token });
      for (const id of ['abc', '0', '-5', '1.5', 'undefined', '99999999999999999999', String(2 ** 53 - 1)]) {
        for (const answer of [await api.post(`/v2/bgrequest/write/printforms/${id}`), await api.get(`/v2/bgrequest/read/sign/${id}`)]) {
          expect(answer.status, id).toBe(404);
          expect(answer.body).toEqual({ code: 40400, message: 'Заявка не найдена' });
        }
      }
    });
  },
  { env: dataDirEnv() },
);
