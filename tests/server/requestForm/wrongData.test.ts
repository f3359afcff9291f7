import { expect, it } from 'vitest';
import { completeRequest } from '../helpers/completeRequest';
import { client, forEachDatabase } from '../helpers/serverContext';
import { dataDirEnv, signedInAgent } from '../requests/requestFixtures';
import { createThroughApi, validExample, type RootAnswer } from './formFixtures';

/** ООО «Экспобанк»: wants neither consent, nor verification, nor a signature. */
const expobank = 'cbfdc709-4068-5242-9119-5216dd873e6f';

const sumRule = 'ГК РФ, ст. 368 ч. 1: гарантия обеспечивает обязательство по контракту';
const sharesMessage =
  'Совокупная доля учредителей не должна быть более 100%. Считаются доли всех участников: руководителя (шаг «Руководитель») и учредителей (шаг «Учредители»).';

forEachDatabase(
  'Wrong data is refused with the reason: the guarantee against its purchase, shares across steps',
  (ctx) => {
    it('refuses the journey guarantee: 99 999 999 999 ₽ on a 1 000 ₽ contract, ending 01.01.2020', async () => {
      const agent = await signedInAgent(ctx.app);
      const api = client(ctx.app, { token: agent.token });
      const { id } = await createThroughApi(ctx.app, agent);
      const wrong = { ...validExample('guaranty-detail-info', 'performance-with-advance'), sum: 99_999_999_999, contractSum: 1_000, dateTo: '2020-01-01' };
      const saved = await api.post('/v1/bgparameters/write', { request_id: id, parameters: wrong });
      expect(saved.status).toBe(400);
      expect(saved.body).toMatchObject({ code: 40000, message: `Сумма гарантии 99 999 999 999,00 ₽ больше цены контракта 1 000,00 ₽ (${sumRule})` });
      const dates = await api.post(`/v2/bgrequest/write/${id}/step/guaranty-detail-info`, { ...wrong, sum: 500 });
      expect(dates.status).toBe(400);
      expect(dates.body.message).toMatch(/^Окончание действия гарантии должно быть позже её начала \(\d{2}\.\d{2}\.\d{4}\) \(ГК РФ, ст\. 368 ч\. 4\)$/);
      const root = await api.get<RootAnswer>(`/v1/bgrequest/read/${id}/root`);
      expect(root.body.data!.checked_steps).not.toContain('guaranty-detail-info');
    });

    it('unchecks the guarantee when the purchase step lowers the price below its sum', async () => {
      const agent = await signedInAgent(ctx.app);
      const api = client(ctx.app, { token: agent.token });
      const { id } = await createThroughApi(ctx.app, agent, undefined, validExample('guarantee-information', 'without-registry-number'));
      const purchase = validExample('commercial-detail-info', 'open-commercial-purchase');
      expect((await api.post(`/v2/bgrequest/write/${id}/step/commercial-detail-info`, purchase)).status).toBe(200);
      const participation = { ...validExample('guaranty-detail-info', 'participation-without-contract-sum'), sum: 500_000 };
      const parameters = await api.post('/v1/bgparameters/write', { request_id: id, parameters: participation });
      expect(parameters.status, parameters.body.message).toBe(200);
      const draft = await api.post<RootAnswer>('/v2/bgrequest/write/saveasdraft', { request_id: id, steps: ['commercial-detail-info', 'guaranty-detail-info'], source: 16 });
      expect(draft.status, draft.body.message).toBe(200);
      expect(draft.body.data!.checked_steps).toContain('guaranty-detail-info');

      const cheaper = await api.post(`/v2/bgrequest/write/${id}/step/commercial-detail-info`, { ...purchase, max_price: 100_000 });
      expect(cheaper.status, cheaper.body.message).toBe(200);
      const root = await api.get<RootAnswer>(`/v1/bgrequest/read/${id}/root`);
      expect(root.body.data!.checked_steps).not.toContain('guaranty-detail-info');
      expect(root.body.data!.checked_steps).toContain('commercial-detail-info');
      const again = await api.post<RootAnswer>('/v2/bgrequest/write/saveasdraft', { request_id: id, steps: ['guaranty-detail-info'], source: 16 });
      expect(again.status).toBe(400);
      expect(again.body.message).toBe(`Сумма гарантии 500 000,00 ₽ больше цены контракта 100 000,00 ₽ (${sumRule})`);
    });

    it('refuses to send a request whose guarantee ended while it waited, naming the step and the rule', async () => {
      const agent = await signedInAgent(ctx.app);
      const api = client(ctx.app, { token: agent.token });
      const request = await completeRequest(ctx.app, agent, { banks: [expobank] });
      const row = await ctx.database.db.selectFrom('bg_request_step').select('data').where('request_id', '=', String(request.id)).where('step', '=', 'guaranty-detail-info').executeTakeFirstOrThrow();
      const data = { ...(row.data as Record<string, unknown>), dateFrom: '2025-01-10', dateTo: '2025-06-30' };
      await ctx.database.db.updateTable('bg_request_step').set({ data: JSON.stringify(data) }).where('request_id', '=', String(request.id)).where('step', '=', 'guaranty-detail-info').execute();
      const sent = await api.post('/v2/bgrequest/write/send', { fko_uuids: [expobank], request_id: request.id, signed: false });
      expect(sent.status).toBe(400);
      expect(sent.body.message).toMatch(
        /^Заявку нельзя отправить: шаг «Параметры гарантии»: Срок действия гарантии уже истёк: окончание 30\.06\.2025 раньше сегодняшнего дня \(\d{2}\.\d{2}\.\d{4}\) \(ГК РФ, ст\. 368 ч\. 4\)\. Исправьте данные и отправьте заявку снова$/,
      );
      const sub = await ctx.database.db.selectFrom('bg_subrequest').select('sub_status').where('request_id', '=', String(request.id)).executeTakeFirstOrThrow();
      expect(sub.sub_status).toBe('draft');
    });

    it('counts the head and the organisation founders together: 100 % + 100 % is refused on either step', async () => {
      const agent = await signedInAgent(ctx.app);
      const api = client(ctx.app, { token: agent.token });
      const { id } = await createThroughApi(ctx.app, agent);
      const head = validExample('information-head', 'general-director');
      const owner = { ...head, head: { ...(head['head'] as Record<string, unknown>), percentAtRegulationsCapital: 100 } };
      expect((await api.post(`/v2/bgrequest/write/${id}/step/information-head`, owner)).status).toBe(200);
      const company = await api.post(`/v2/bgrequest/write/${id}/step/information-founders`, validExample('information-founders', 'owned-by-a-company'));
      expect(company.status).toBe(400);
      expect(company.body).toMatchObject({ code: 40000, message: sharesMessage });

      // The next request of the company starts from these steps (carried over); the head gives up his share first.
      const other = await createThroughApi(ctx.app, agent);
      const notOwner = await api.post(`/v2/bgrequest/write/${other.id}/step/information-head`, { ...owner, head: { ...owner.head, is_stakeholder: false } });
      expect(notOwner.status, notOwner.body.message).toBe(200);
      const first = await api.post(`/v2/bgrequest/write/${other.id}/step/information-founders`, validExample('information-founders', 'owned-by-a-company'));
      expect(first.status, first.body.message).toBe(200);
      const headLater = await api.post(`/v2/bgrequest/write/${other.id}/step/information-head`, owner);
      expect(headLater.status).toBe(400);
      expect(headLater.body.message).toBe(sharesMessage);
      const half = await api.post(`/v2/bgrequest/write/${other.id}/step/information-founders`, { ...validExample('information-founders', 'owned-by-a-company'), organizations: [{ ...(validExample('information-founders', 'owned-by-a-company')['organizations'] as Record<string, unknown>[])[0], percent: 40 }] });
      expect(half.status, half.body.message).toBe(200);
      const sixty = await api.post(`/v2/bgrequest/write/${other.id}/step/information-head`, { ...owner, head: { ...owner.head, percentAtRegulationsCapital: 60 } });
      expect(sixty.status, sixty.body.message).toBe(200);
    });
  },
  { env: dataDirEnv() },
);
