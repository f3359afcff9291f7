import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorPointer, invalidRules, payloadOf, requestKinds, type InvalidRule, type RequestKind } from '../../../e2e/invalidRules';
import { findTender } from '../../../src/server/integrations/datasets';
import { client, forEachDatabase } from '../helpers/serverContext';
import { signedInAgent, type Member } from '../requests/requestFixtures';
import { validExample } from './formFixtures';

// The rows the browser journey (e2e/request-form-invalid.spec.ts) types into the form, sent straight to
// the step endpoints: each is laid over a must-pass example of its step and must be refused with 400 and
// exactly the message the person sees.

/** The endpoint and body that save a step's data (spec-2 §7.2, §7.3). */
function callFor(row: InvalidRule, id: number, data: Record<string, unknown>): [string, unknown] {
  switch (row.step) {
    case 'company-information':
      return ['/v1/bgrequest/write', { 'company-information': data, 'guarantee-information': requestKinds[row.request].guarantee }];
    case 'guarantee-information':
      return ['/v1/bgrequest/write', { 'company-information': requestKinds[row.request].company, 'guarantee-information': data }];
    case 'guaranty-detail-info':
      return ['/v1/bgparameters/write', { request_id: id, parameters: data }];
    default:
      return [`/v2/bgrequest/write/${id}/step/${row.step}`, data];
  }
}

/** A request of the kind, made as the create page makes it: start steps, the EIS tender, the banks, the saved steps. */
async function requestOf(app: FastifyInstance, agent: Member, kind: RequestKind): Promise<number> {
  const api = client(app, { token: agent.token });
  const { company, guarantee, banks, saved } = requestKinds[kind];
  const created = await api.post<{ id: number }>('/v1/bgrequest/write', { 'company-information': company, 'guarantee-information': guarantee });
  expect(created.status, created.body.message).toBe(200);
  const id = created.body.data!.id;
  if (typeof guarantee['tender_number'] === 'string') {
    const tender = findTender(guarantee['tender_number'], Number(guarantee['tender_lot_number'] ?? 1));
    expect((await api.post(`/v2/bgrequest/write/tender/${id}`, { tender })).status).toBe(200);
  }
  if (banks.length > 0) expect((await api.post(`/v2/bgrequest/write/${id}/step/preview`, { fko_uuids: banks })).status).toBe(200);
  for (const [step, base] of saved) {
    const answer = step === 'guaranty-detail-info'
      ? await api.post('/v1/bgparameters/write', { request_id: id, parameters: validExample(step, base) })
      : await api.post(`/v2/bgrequest/write/${id}/step/${step}`, validExample(step, base));
    expect(answer.status, `${kind}: ${step}/${base}: ${answer.body.message}`).toBe(200);
  }
  return id;
}

describe('the table of invalid values', () => {
  it('covers every step of the request form and every section of spec-2 §5.1–5.6', () => {
    const steps = new Set(invalidRules.map((row) => row.step));
    for (const step of ['company-information', 'guarantee-information', 'commercial-detail-info', 'guaranty-detail-info', 'detail-contacts', 'information-head', 'information-founders', 'information-signers', 'finance', 'documents']) {
      expect(steps, step).toContain(step);
    }
    expect(new Set(invalidRules.map((row) => row.spec))).toEqual(new Set(['start', '5.1', '5.2', '5.3', '5.4', '5.5', '5.6']));
  });

  it('holds the rule messages the specification words', () => {
    const messages = invalidRules.map((row) => row.message);
    for (const words of ['Не указан заказчик', 'Закон не указан', 'Система налогообложения не указана', 'Совокупная доля учредителей не должна быть более 100%.', 'Загрузите']) {
      expect(messages).toContain(words);
    }
  });

  it('changes its example in every row but those where the chosen bank alone breaks the rule', () => {
    for (const row of invalidRules.filter((r) => r.entries.length > 0)) {
      const example = validExample(row.step, row.base);
      const payload = payloadOf(row, example);
      expect(payload, `${row.step}: ${row.rule}`).not.toEqual(payloadOf({ ...row, entries: [] }, example));
    }
  });
});

forEachDatabase('Invalid values of the browser journey sent straight to the API', (ctx) => {
  it('refuses every row with 400 and the message the form shows', async () => {
    const agent = await signedInAgent(ctx.app);
    const api = client(ctx.app, { token: agent.token });
    const requests = new Map<RequestKind, number>();
    for (const row of invalidRules) {
      let id = requests.get(row.request);
      if (id === undefined) {
        id = await requestOf(ctx.app, agent, row.request);
        requests.set(row.request, id);
      }
      const label = `${row.step} ${errorPointer(row)}: ${row.rule}`;
      const base = row.step === 'company-information' || row.step === 'guarantee-information' ? requestKinds[row.request][row.step === 'company-information' ? 'company' : 'guarantee'] : validExample(row.step, row.base);
      // The example alone is accepted, so the refusal is the row's value and nothing else. Not for a row
      // without entries (the example refused for the bank's sake) nor for documents (the example's files
      // were uploaded to another request).
      const [baseUrl, baseBody] = callFor(row, id, payloadOf({ ...row, entries: [] }, base));
      if (!baseUrl.startsWith('/v1/bgrequest/write') && row.entries.length > 0 && row.step !== 'documents') {
        const accepted = await api.post(baseUrl, baseBody);
        expect(accepted.status, `${label} (the example alone): ${accepted.body.message}`).toBe(200);
      }
      const [url, body] = callFor(row, id, payloadOf(row, base));
      const answer = await api.post(url, body);
      expect(answer.status, label).toBe(400);
      expect(answer.body, label).toEqual({ code: 40000, message: row.message });
    }
  }, 180_000);

  it('refuses a zero sum of an active joint customer sent to the customers endpoint', async () => {
    const agent = await signedInAgent(ctx.app);
    const api = client(ctx.app, { token: agent.token });
    const id = await requestOf(ctx.app, agent, 'joint');
    expect((await api.post('/v1/bgparameters/write', { request_id: id, parameters: validExample('guaranty-detail-info', 'joint-participation') })).status).toBe(200);
    const row = invalidRules.find((r) => r.message === 'Сумма гарантии по активному заказчику не может быть нулевой');
    const answer = await api.post(`/v2/bgrequest/write/${id}/customers/2`, { is_active: true, sum: 0 });
    expect(answer.status).toBe(400);
    expect([row?.message, 'Сумма гарантии должна быть равна сумме гарантий по активным заказчикам: 750 000,25 ₽']).toContain(answer.body.message);
  });
});
