import { expect, it } from 'vitest';
import { client, forEachDatabase } from '../helpers/serverContext';
import { shippedTender, signedInAgent, signedInClient } from '../requests/requestFixtures';
import { createThroughApi, validExample, type RootAnswer } from './formFixtures';

type DraftRoot = RootAnswer & { typed_drafts: Record<string, Record<string, unknown>>; tender_terms: Record<string, unknown> | null };

forEachDatabase('Request form: what was typed on a step that failed «Далее» is kept on the server', (ctx) => {
  it('keeps an incomplete step apart from its data, answers it with the root in any browser, and drops it when the step is saved', async () => {
    const agent = await signedInAgent(ctx.app);
    const api = client(ctx.app, { token: agent.token });
    const { id } = await createThroughApi(ctx.app, agent);
    const typed = { stage: 'y', currency: 'rub', sum: 1234567.89, additionalInfoText: 'Без права бесспорного списания' };

    // The step's own call refuses it: its rules do not hold (no dates).
    expect((await api.post(`/v2/bgrequest/write/${id}/step/guaranty-detail-info`, typed)).status).toBe(400);
    const kept = await api.post<{ step: string; updated_at: string }>(`/v2/bgrequest/write/${id}/draft/guaranty-detail-info`, { ...typed, context: { is_ip: true } });
    expect(kept.status, kept.body.message).toBe(200);
    expect(kept.body.data?.step).toBe('guaranty-detail-info');

    // The root (what any browser opens the form with) carries it beside the saved data, which stays empty and unchecked.
    const root = await api.get<DraftRoot>(`/v1/bgrequest/read/${id}/root/edit`);
    expect(root.body.data!.typed_drafts).toEqual({ 'guaranty-detail-info': typed });
    const step = root.body.data!.steps.find((s) => s.name === 'guaranty-detail-info');
    expect(step).toMatchObject({ data: null, checked: false });

    // Typed again: the draft is replaced, not added to.
    expect((await api.post(`/v2/bgrequest/write/${id}/draft/guaranty-detail-info`, { sum: 5 })).status).toBe(200);
    expect((await api.get<DraftRoot>(`/v1/bgrequest/read/${id}/root/edit`)).body.data!.typed_drafts).toEqual({ 'guaranty-detail-info': { sum: 5 } });

    // Saved by its rules, the step has no draft any more.
    const saved = await api.post('/v1/bgparameters/write', { request_id: id, parameters: validExample('guaranty-detail-info', 'performance-with-advance') });
    expect(saved.status, saved.body.message).toBe(200);
    expect((await api.get<DraftRoot>(`/v1/bgrequest/read/${id}/root/edit`)).body.data!.typed_drafts).toEqual({});
  });

  it('refuses bad drafts with a Russian message and shows nobody else the drafts', async () => {
    const agent = await signedInAgent(ctx.app);
    const api = client(ctx.app, { token: agent.token });
    const { id } = await createThroughApi(ctx.app, agent);
    expect((await api.post(`/v2/bgrequest/write/${id}/draft/guaranty-detail-info`, ['список'])).body).toEqual({ code: 40000, message: 'Данные шага должны быть объектом' });
    expect((await api.post(`/v2/bgrequest/write/${id}/draft/detail-contacts`, { contact_person: 'Иванов\u0000' })).body).toEqual({ code: 40000, message: 'Текст содержит недопустимые символы' });
    expect((await api.post(`/v2/bgrequest/write/${id}/draft/nowhere`, {})).body).toEqual({ code: 40400, message: 'Шаг «nowhere» не найден' });
    expect((await api.post(`/v2/bgrequest/write/${id}/draft/company-information`, {})).body.message).toBe('Данные о компании и гарантии задаются при создании заявки и позже не меняются');
    expect((await api.post(`/v2/bgrequest/write/${id}/draft/detail-contacts`, { contact_person: 'a'.repeat(150_000) })).body).toEqual({ code: 40000, message: 'Черновик шага слишком велик, чтобы его сохранить' });
    const stranger = await signedInAgent(ctx.app);
    expect((await client(ctx.app, { token: stranger.token }).post(`/v2/bgrequest/write/${id}/draft/detail-contacts`, { contact_person: 'Чужой' })).body).toEqual({ code: 40400, message: 'Заявка не найдена' });
    const someone = await signedInClient(ctx.app);
    expect((await client(ctx.app, { token: someone.token }).post(`/v2/bgrequest/write/${id}/draft/detail-contacts`, {})).status).toBe(404);
  });

  it('answers the purchase terms the guarantee step starts from', async () => {
    const agent = await signedInAgent(ctx.app);
    const api = client(ctx.app, { token: agent.token });
    const { id } = await createThroughApi(ctx.app, agent);
    expect((await api.get<DraftRoot>(`/v1/bgrequest/read/${id}/root/edit`)).body.data!.tender_terms).toBeNull();
    const tender = shippedTender('0173100007926000041');
    expect((await api.post(`/v2/bgrequest/write/tender/${id}`, { tender })).status).toBe(200);
    expect((await api.get<DraftRoot>(`/v1/bgrequest/read/${id}/root/edit`)).body.data!.tender_terms).toEqual({
      max_price: 48500000,
      participation_sum_bg: 485000,
      execution_sum_bg: 2425000,
      gw_bg_sum: null,
      participation_end_date: '2026-02-26',
      contract_date: '2026-03-16',
      execution_to: '2026-09-30',
    });
  });
});

